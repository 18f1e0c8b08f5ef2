// Logistic regression for the chatbot's fitted gates (bench/chat-gates-fit.ts):
// a handful of features and about a thousand rows, so Newton's method on a dense
// system is exact and quick, and no numeric library is needed.

/** Logistic regression by Newton's method on standardised features; weights returned on the raw scale. */
export function fitLogistic(x: number[][], y: number[], l2 = 1): { weights: number[]; bias: number } {
  const d = x[0].length;
  const mean = Array.from({ length: d }, (_, j) => x.reduce((s, r) => s + r[j], 0) / x.length);
  const sd = Array.from({ length: d }, (_, j) => Math.sqrt(x.reduce((s, r) => s + (r[j] - mean[j]) ** 2, 0) / x.length) || 1);
  const z = x.map((r) => [...r.map((v, j) => (v - mean[j]) / sd[j]), 1]);
  const beta = new Array(d + 1).fill(0);
  for (let it = 0; it < 50; it++) {
    const g = new Array(d + 1).fill(0);
    const h = Array.from({ length: d + 1 }, () => new Array(d + 1).fill(0));
    z.forEach((r, n) => {
      const p = 1 / (1 + Math.exp(-r.reduce((s, v, j) => s + v * beta[j], 0)));
      for (let j = 0; j <= d; j++) {
        g[j] += (p - y[n]) * r[j];
        for (let k = 0; k <= d; k++) h[j][k] += p * (1 - p) * r[j] * r[k];
      }
    });
    for (let j = 0; j < d; j++) {
      g[j] += l2 * beta[j];
      h[j][j] += l2;
    }
    const step = solve(h, g);
    step.forEach((s, j) => (beta[j] -= s));
    if (Math.max(...step.map(Math.abs)) < 1e-10) break;
  }
  const weights = beta.slice(0, d).map((b, j) => b / sd[j]);
  return { weights, bias: beta[d] - weights.reduce((s, w, j) => s + w * mean[j], 0) };
}

/** Gaussian elimination with partial pivoting (a small dense system). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  const out = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r][n];
    for (let k = r + 1; k < n; k++) s -= m[r][k] * out[k];
    out[r] = s / m[r][r];
  }
  return out;
}

export const probability = (m: { weights: number[]; bias: number }, x: number[]) => 1 / (1 + Math.exp(-(m.bias + m.weights.reduce((s, w, j) => s + w * x[j], 0))));
