// The embedding threads (server/chat/embedder.ts): texts shared out over the pool
// come back in order and as each would alone.
import { embed, POOL_SIZE, shares, stopEmbedder } from '../../server/chat/embedder';

jest.setTimeout(120_000);
afterAll(() => stopEmbedder());

test('texts are cut in order into runs of about equal length, none empty', () => {
  expect(shares(['a long message of many words', 'short', 'tiny'], 2)).toEqual([['a long message of many words'], ['short', 'tiny']]);
  expect(shares(['ab', 'cd', 'a much longer text'], 2)).toEqual([['ab', 'cd'], ['a much longer text']]);
  // Every run gets a text, however long the first.
  expect(shares(['a very very very long one', 'b', 'c'], 3)).toEqual([['a very very very long one'], ['b'], ['c']]);
  expect(shares(['x', 'y'], 1)).toEqual([['x', 'y']]);
  const texts = Array.from({ length: 9 }, (_, i) => 'w'.repeat(i + 1));
  expect(shares(texts, 2).flat()).toEqual(texts);
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
