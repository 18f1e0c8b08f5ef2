// Toasts (widgets/kit/toast.tsx): gone after their life unless paused; hover
// and keyboard focus both pause the timer (WCAG 2.2.1 Timing Adjustable).
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { useEffect } from 'react';
import { TOAST_LIFE_MS, useToasts, type Severity, type ToastMessage } from '../../../widgets/kit/toast';
import { axeViolations } from '../../support/axe';

function Harness({ toast }: { toast: ToastMessage }) {
  const { show, view } = useToasts();
  useEffect(() => show(toast), [show, toast]);
  return <div>{view}</div>;
}

const toast: ToastMessage = { severity: 'error', summary: 'Something failed' };

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function setup() {
  const utils = render(<Harness toast={toast} />);
  const count = () => utils.container.querySelectorAll('.bfsi-toast').length;
  const dismiss = () => utils.getByRole('button', { name: 'Dismiss' });
  return { ...utils, count, dismiss };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

test('a toast is gone after its life', async () => {
  const s = setup();
  await advance(0);
  expect(s.count()).toBe(1);
  await advance(TOAST_LIFE_MS);
  expect(s.count()).toBe(0);
});

test('keyboard focus inside a toast pauses its timer; moving focus out resumes it with the time left', async () => {
  const s = setup();
  await advance(1000);
  const outside = document.createElement('button');
  document.body.append(outside);
  act(() => s.dismiss().focus());
  await advance(10_000);
  expect(s.count()).toBe(1);
  act(() => outside.focus());
  await advance(1900);
  expect(s.count()).toBe(1);
  await advance(200);
  expect(s.count()).toBe(0);
  outside.remove();
});

test('leaving with the mouse does not resume a toast that still has keyboard focus', async () => {
  const s = setup();
  await advance(1000);
  const item = s.container.querySelector('.bfsi-toast')!;
  act(() => s.dismiss().focus());
  fireEvent.mouseEnter(item);
  fireEvent.mouseLeave(item);
  await advance(10_000);
  expect(s.count()).toBe(1);
  act(() => s.dismiss().blur());
  await advance(TOAST_LIFE_MS);
  expect(s.count()).toBe(0);
});

test.each<Severity>(['success', 'info', 'warn', 'error'])('a %s toast has no accessibility violations', async (severity) => {
  // axe schedules its own work on timers.
  jest.useRealTimers();
  const { container } = render(<Harness toast={{ severity, summary: 'Saved', detail: 'All good' }} />);
  await act(async () => {});
  expect(container.querySelector(`[data-severity="${severity}"]`)).not.toBeNull();
  expect(await axeViolations(container)).toEqual([]);
});
