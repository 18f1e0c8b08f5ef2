// widgets/kit/use-work.ts: what a widget starts stops with its tree, at the
// unmount itself. Preact 11 runs passive (useEffect) cleanups a frame after
// unmount, so each test checks right after render(null) with no act() and no
// waiting: a hook built on useEffect fails every one of them.
import { render } from 'preact';
import { useWork, type Work } from '../../../widgets/kit/use-work';
import { flushMicrotasks } from '../../support/flush';

let root: HTMLElement;
let work: Work;

function Probe() {
  work = useWork();
  return null;
}

beforeEach(() => {
  root = document.createElement('div');
  render(<Probe />, root);
});

afterEach(() => {
  render(null, root);
  jest.useRealTimers();
});

/** A job the test finishes by hand, recording the signal it was given. */
function gate<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  let signal!: AbortSignal;
  const job = (s: AbortSignal) => {
    signal = s;
    return new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return { job, resolve: (v: T) => resolve(v), reject: (e: unknown) => reject(e), signal: () => signal };
}

test('alive is true while mounted and false the moment the tree unmounts', () => {
  const seen = work;
  expect(seen.alive).toBe(true);
  render(<Probe />, root);
  expect(work).toBe(seen); // one Work per mounted component, across renders
  render(null, root);
  expect(seen.alive).toBe(false);
});

test('unmount aborts every pending request at once, and their promises never settle', async () => {
  const a = gate<string>();
  const b = gate<string>();
  const settled = jest.fn();
  work.run(a.job).then(settled, settled);
  work.run(b.job).then(settled, settled);
  expect(a.signal().aborted).toBe(false);
  render(null, root);
  expect(a.signal().aborted).toBe(true);
  expect(b.signal().aborted).toBe(true);
  a.reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
  b.resolve('late');
  await flushMicrotasks();
  expect(settled).not.toHaveBeenCalled();
});

test('while mounted a request resolves or rejects with what its job gave', async () => {
  await expect(work.run(async () => 42)).resolves.toBe(42);
  await expect(work.run(async () => Promise.reject(new Error('503')))).rejects.toThrow('503');
});

test('a finished request is let go: unmount aborts only what is still pending', async () => {
  const abort = jest.spyOn(AbortController.prototype, 'abort');
  await work.run(async () => 'done');
  const pending = gate<string>();
  void work.run(pending.job);
  render(null, root);
  expect(abort).toHaveBeenCalledTimes(1);
  expect(pending.signal().aborted).toBe(true);
  abort.mockRestore();
});

test("a caller's own controller replaces a request: aborting it rejects while mounted, unmount aborts the newer one", async () => {
  const first = new AbortController();
  const old = gate<string>();
  const result = work.run(old.job, first);
  expect(old.signal()).toBe(first.signal);
  first.abort();
  old.reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
  await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  const newer = gate<string>();
  void work.run(newer.job, new AbortController());
  render(null, root);
  expect(newer.signal().aborted).toBe(true);
});

test('a timer fires while mounted and is cleared at unmount, none left behind', () => {
  jest.useFakeTimers();
  const fired: string[] = [];
  work.later(() => fired.push('early'), 100);
  work.later(() => fired.push('late'), 2000);
  expect(jest.getTimerCount()).toBe(2);
  jest.advanceTimersByTime(100);
  expect(fired).toEqual(['early']);
  expect(jest.getTimerCount()).toBe(1);
  render(null, root);
  expect(jest.getTimerCount()).toBe(0);
  jest.advanceTimersByTime(5000);
  expect(fired).toEqual(['early']);
});
