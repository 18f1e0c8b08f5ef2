// The embedding threads (server/chat/embedder.ts): texts shared out over the pool
// come back in order and as each would alone.
import { embed, POOL_SIZE, runsOf, shares, stopEmbedder } from '../../server/chat/embedder';

jest.setTimeout(120_000);
afterAll(() => stopEmbedder());

const len = (s: string) => s.length;
const w = (n: number) => 'w'.repeat(n);

test('items are cut in order into runs of about equal size, each where its middle falls, none empty', () => {
  expect(shares([w(40), w(43), w(16)], 2, len)).toEqual([[w(40)], [w(43), w(16)]]);
  expect(shares([w(100), w(100), w(10)], 2, len)).toEqual([[w(100)], [w(100), w(10)]]);
  expect(shares([w(2), w(2), w(18)], 2, len)).toEqual([[w(2), w(2)], [w(18)]]);
  // Every run gets an item, however large the first.
  expect(shares([w(30), 'b', 'c'], 3, len)).toEqual([[w(30)], ['b'], ['c']]);
  expect(shares(['x', 'y'], 1, len)).toEqual([['x', 'y']]);
  // Fewer items than runs: one run each; none at all: no run.
  expect(shares(['x', 'y'], 5, len)).toEqual([['x'], ['y']]);
  expect(shares([], 2, len)).toEqual([]);
  // Sizes all zero: shared by count.
  expect(shares(['', '', ''], 2, len)).toEqual([['', ''], ['']]);
  const texts = Array.from({ length: 9 }, (_, i) => w(i + 1));
  expect(shares(texts, 2, len).flat()).toEqual(texts);
});

test('a request of several batches is cut only where a batch of 64 ends, so each thread batches as one thread would', () => {
  const texts = Array.from({ length: 300 }, (_, i) => `text ${i}`);
  const runs = runsOf(texts, 2);
  expect(runs).toHaveLength(2);
  expect(runs.flat()).toEqual(texts);
  expect(runs[0].length % 64).toBe(0);
  // A short request is cut by length, text by text.
  expect(runsOf(['a long message of many words', 'short', 'tiny'], 2)).toEqual([['a long message of many words'], ['short', 'tiny']]);
});

test('a batch shared over the threads gives each text the vector it has alone, in order', async () => {
  expect(POOL_SIZE).toBeGreaterThanOrEqual(1);
  const texts = ['We are a lender doing 800 loans a month. What can you do?', 'what can you do', 'do you integrate with encompass'];
  const together = await embed(texts);
  const alone = await Promise.all(texts.map(async (t) => (await embed([t]))[0]));
  expect(together).toHaveLength(3);
  together.forEach((v, i) => {
    const cos = v.reduce((s, x, d) => s + x * alone[i][d], 0);
    expect(cos).toBeGreaterThan(0.9999);
  });
  // Different texts, different vectors: the order was kept.
  expect(together[0].reduce((s, x, d) => s + x * together[1][d], 0)).toBeLessThan(0.99);
});
