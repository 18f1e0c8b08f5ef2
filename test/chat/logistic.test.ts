// The logistic regression that fits the chatbot's off-topic model
// (bench/logistic.ts, used by npm run fit:chat-gates).
import { fitLogistic, probability } from '../../bench/logistic';

/** A small deterministic generator, so the sample is the same on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

test('recovers the weights and bias that generated the labels', () => {
  const next = rng(7);
  const truth = { weights: [3, -2], bias: 0.5 };
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < 4000; i++) {
    const row = [next() * 4 - 2, next() * 4 - 2];
    x.push(row);
    y.push(next() < probability(truth, row) ? 1 : 0);
  }
  const m = fitLogistic(x, y, 0);
  expect(m.weights[0]).toBeCloseTo(3, 0);
  expect(m.weights[1]).toBeCloseTo(-2, 0);
  expect(Math.abs(m.bias - 0.5)).toBeLessThan(0.25);
});

test('weights are on the features\' own scale, whatever their spread', () => {
  const next = rng(11);
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < 4000; i++) {
    const a = next() * 2 - 1;
    // The same evidence as `a`, a hundred times wider: its weight is a hundredth.
    x.push([a * 100]);
    y.push(next() < probability({ weights: [4], bias: 0 }, [a]) ? 1 : 0);
  }
  const m = fitLogistic(x, y, 0);
  expect(m.weights[0]).toBeCloseTo(0.04, 2);
});

test('a ridge penalty shrinks the weights toward zero', () => {
  const x = [[0], [1], [2], [3], [4], [5]];
  const y = [0, 0, 1, 0, 1, 1];
  const loose = fitLogistic(x, y, 0.01);
  const tight = fitLogistic(x, y, 100);
  expect(Math.abs(tight.weights[0])).toBeLessThan(Math.abs(loose.weights[0]));
  expect(loose.weights[0]).toBeGreaterThan(0);
});
