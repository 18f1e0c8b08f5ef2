// Within-entry covariance normalisation (server/chat/whiten.ts): how a question
// is put stops counting as what it asks about, on hand-made vectors.
import { calibration, fitWhitening, whiten } from '../../server/chat/whiten';
import { dot, unit } from '../../server/chat/embedder';

const v = (...xs: number[]) => unit(xs);

// Two entries told apart by the first axis; their phrasings vary along the second (the way a question is put),
// B's more widely than A's.
const entryA = [v(1, 0.5, 0.1), v(1.05, -0.5, 0.1), v(0.95, 0.2, 0.1), v(1, -0.2, 0.1)];
const entryB = [v(-1, 1.5, 0.1), v(-1.05, -1.5, 0.1), v(-0.95, 0.4, 0.1), v(-1, -0.4, 0.1)];
const all = [...entryA, ...entryB];

test('a question put like one entry but asking about the other goes to the other once normalised', () => {
  // Asks about A (first axis) in the manner of one of B's phrasings (far along the second axis).
  const q = v(0.4, -2, 0.1);
  const plain = (e: Float32Array[]) => Math.max(...e.map((x) => dot(q, x)));
  const w = fitWhitening([entryA, entryB], all, 0.1)!;
  const normalised = (e: Float32Array[]) => Math.max(...e.map((x) => dot(whiten(w, q), whiten(w, x))));
  // Plain cosine follows the manner to B; normalised, the topic wins clearly.
  expect(plain(entryB)).toBeGreaterThan(plain(entryA));
  expect(normalised(entryA) - normalised(entryB)).toBeGreaterThan(0.3);
});

test('the normalised cosine is the inner product under the inverse covariance (any factor of it)', () => {
  const w = fitWhitening([entryA, entryB], all, 0.3)!;
  // Rebuild S⁻¹ from the factor: S⁻¹ = (L⁻¹)ᵀ L⁻¹, then compare cosines computed both ways.
  const n = w.dim;
  const sInv = (i: number, j: number) => {
    let s = 0;
    for (let k = 0; k < n; k++) s += w.inv[k * n + i] * w.inv[k * n + j];
    return s;
  };
  const centred = (x: Float32Array) => Array.from(x, (xi, d) => xi - w.mean[d]);
  const form = (a: number[], b: number[]) => {
    let s = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) s += a[i] * sInv(i, j) * b[j];
    return s;
  };
  const [a, b] = [centred(entryA[0]), centred(entryB[2])];
  const expected = form(a, b) / Math.sqrt(form(a, a) * form(b, b));
  expect(dot(whiten(w, entryA[0]), whiten(w, entryB[2]))).toBeCloseTo(expected, 5);
});

test('full shrinkage only centres: the cosine of the centred vectors', () => {
  const w = fitWhitening([entryA, entryB], all, 1)!;
  const mean = w.mean;
  const c = (x: Float32Array) => unit(Array.from(x, (xi, d) => xi - mean[d]));
  expect(dot(whiten(w, entryA[1]), whiten(w, entryB[3]))).toBeCloseTo(dot(c(entryA[1]), c(entryB[3])), 5);
});

test('nothing to learn from (no entry asked two ways) leaves plain cosine', () => {
  expect(fitWhitening([[entryA[0]], [entryB[0]]], all, 0.5)).toBeNull();
  expect(fitWhitening([entryA, entryB], all, 0)).toBeNull();
});

test('calibration gives the normalised sample the plain one\'s mean and spread', () => {
  const before = [0.6, 0.7, 0.8, 0.9];
  const after = [0.2, 0.3, 0.4, 0.5];
  const { scale, shift } = calibration(before, after);
  after.forEach((x, i) => expect(scale * x + shift).toBeCloseTo(before[i], 10));
  expect(calibration([0.5, 0.5], [0.3, 0.3])).toEqual({ scale: 1, shift: 0 });
});
