// The WebAssembly cosine kernel (server/chat/cosines.ts) gives the JavaScript
// loop's cosines bit for bit, so switching to it changes no answer.
import { cosineIndex, cosines } from '../../server/chat/cosines';

/** A repeatable stream of numbers in [-1, 1). */
function numbers(seed: number) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) / 2147483647) * 2 - 1;
}

function filled(rows: number, dim: number, useKernel: boolean, seed: number) {
  const index = cosineIndex(rows, dim, useKernel);
  const next = numbers(seed);
  for (let i = 0; i < rows * dim; i++) index.matrix[i] = next();
  return index;
}

test.each([
  [300, 512],
  [7, 16],
  [1, 4],
])('%i rows of %i: the kernel equals the JavaScript loop exactly', (rows, dim) => {
  const kernel = filled(rows, dim, true, 7);
  const plain = filled(rows, dim, false, 7);
  const next = numbers(11);
  for (let k = 0; k < 5; k++) {
    const qv = Float32Array.from({ length: dim }, next);
    const a = kernel.all(qv);
    expect(Array.from(a)).toEqual(Array.from(plain.all(qv)));
    expect(Array.from(a)).toEqual(Array.from(cosines(plain.matrix, dim, qv)));
  }
});

test('the kernel runs here, in memory of its own, and a result is the caller\'s to keep', () => {
  const index = filled(3, 8, true, 3);
  // The rows live in the kernel's WebAssembly memory (a plain array would have its own buffer of exactly 3 × 8).
  expect(index.matrix.buffer.byteLength).toBeGreaterThanOrEqual(65536);
  const q1 = Float32Array.from({ length: 8 }, numbers(5));
  const first = index.all(q1);
  const copy = Array.from(first);
  index.all(Float32Array.from({ length: 8 }, numbers(9)));
  expect(Array.from(first)).toEqual(copy);
});

test('a width the kernel does not take (not a multiple of four) and an empty index use the JavaScript loop', () => {
  const odd = filled(4, 6, true, 2);
  expect(odd.matrix.buffer.byteLength).toBe(4 * 6 * 4);
  const qv = Float32Array.from({ length: 6 }, numbers(4));
  expect(Array.from(odd.all(qv))).toEqual(Array.from(cosines(odd.matrix, 6, qv)));
  expect(cosineIndex(0, 512).all(new Float32Array(512))).toHaveLength(0);
});
