// Within-entry covariance normalisation (WCCN) of sentence embeddings. The ways
// of asking one FAQ entry differ along directions that say how a question is
// put ("how does X …", "can you …", "our team needs …") rather than what it
// asks; the model's cosine counts those directions as much as the rest, so a
// question about LoanXPress's security sits nearer "how does LoanXPress
// extract data" than "is our loan data secure in LoanXPress". Scaling each
// direction by the inverse of how much the phrasings of one entry vary along
// it (shrunk toward the identity) makes cosine count what tells entries apart.
// Fitted at start from the FAQ's own phrasings: no training data but the site's.

export interface Whitening {
  readonly dim: number;
  /** Subtracted first: the mean of every indexed text (the model's vectors share a large common part). */
  readonly mean: Float32Array;
  /** L⁻¹ (row-major, lower triangular) for the shrunk within-entry covariance S = L Lᵀ: cosines of L⁻¹x are those of S⁻¹. */
  readonly inv: Float64Array;
}

/**
 * Fits the normalisation to `groups` (the vectors of each FAQ entry's ways of asking it), centring on the mean of
 * `all`. `shrink` in (0, 1] mixes the within-entry covariance with the identity at its average variance: 1 leaves
 * cosines as they are (after centring), lower values trust the phrasings more. Null when no entry has two ways of
 * asking it (nothing to learn from: plain cosine).
 */
export function fitWhitening(groups: Float32Array[][], all: Float32Array[], shrink: number): Whitening | null {
  const steps = fitWhiteningSteps(groups, all, shrink);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** fitWhitening in steps: it pauses after each group, so a server can go on answering while it fits. */
export function* fitWhiteningSteps(groups: Float32Array[][], all: Float32Array[], shrink: number): Generator<void, Whitening | null> {
  const dim = all[0]?.length ?? 0;
  const mean = new Float32Array(dim);
  for (const v of all) for (let d = 0; d < dim; d++) mean[d] += v[d] / all.length;

  const s = new Float64Array(dim * dim);
  let count = 0;
  const dev = new Float64Array(dim);
  for (const g of groups) {
    if (g.length < 2) continue;
    const centre = new Float64Array(dim);
    for (const v of g) for (let d = 0; d < dim; d++) centre[d] += v[d] / g.length;
    for (const v of g) {
      for (let d = 0; d < dim; d++) dev[d] = v[d] - centre[d];
      for (let i = 0; i < dim; i++) {
        const di = dev[i];
        const row = i * dim;
        let j = 0;
        for (; j + 3 <= i; j += 4) {
          s[row + j] += di * dev[j];
          s[row + j + 1] += di * dev[j + 1];
          s[row + j + 2] += di * dev[j + 2];
          s[row + j + 3] += di * dev[j + 3];
        }
        for (; j <= i; j++) s[row + j] += di * dev[j];
      }
      count++;
    }
    yield;
  }
  let trace = 0;
  for (let i = 0; i < dim; i++) trace += s[i * dim + i] / Math.max(1, count);
  if (!(count > 0 && trace > 0 && shrink > 0)) return null;
  const floor = (shrink * trace) / Math.max(1, dim);
  for (let i = 0; i < dim; i++) {
    for (let j = 0; j <= i; j++) s[i * dim + j] = ((1 - shrink) * s[i * dim + j]) / count + (i === j ? floor : 0);
  }
  return { dim, mean, inv: lowerInverse(cholesky(s, dim), dim) };
}

/** The unit-length normalised vector: cosine between two of them is the normalised similarity. */
export function whiten(w: Whitening, v: Float32Array): Float32Array {
  const { dim, mean, inv } = w;
  const x = new Float64Array(dim);
  for (let d = 0; d < dim; d++) x[d] = v[d] - mean[d];
  const out = new Float32Array(dim);
  let norm = 0;
  for (let i = 0; i < dim; i++) {
    const row = i * dim;
    // Four sums at once: this runs for every indexed text at start (~5,000 × 512²/2).
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let j = 0;
    for (; j + 3 <= i; j += 4) {
      s0 += inv[row + j] * x[j];
      s1 += inv[row + j + 1] * x[j + 1];
      s2 += inv[row + j + 2] * x[j + 2];
      s3 += inv[row + j + 3] * x[j + 3];
    }
    for (; j <= i; j++) s0 += inv[row + j] * x[j];
    const sum = s0 + s1 + s2 + s3;
    out[i] = sum;
    norm += sum * sum;
  }
  const k = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < dim; i++) out[i] *= k;
  return out;
}

/** Cholesky factor L (lower, row-major) of a symmetric positive-definite matrix given by its lower triangle. */
function cholesky(a: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * n + j];
      for (let k = 0; k < j; k++) sum -= l[i * n + k] * l[j * n + k];
      if (i === j) l[i * n + i] = Math.sqrt(Math.max(sum, 1e-12));
      else l[i * n + j] = sum / l[j * n + j];
    }
  }
  return l;
}

/** Inverse of a lower-triangular matrix (row-major), itself lower triangular. */
function lowerInverse(l: Float64Array, n: number): Float64Array {
  const inv = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    inv[i * n + i] = 1 / l[i * n + i];
    for (let j = 0; j < i; j++) {
      let sum = 0;
      for (let k = j; k < i; k++) sum += l[i * n + k] * inv[k * n + j];
      inv[i * n + j] = -sum / l[i * n + i];
    }
  }
  return inv;
}

/**
 * The affine map that gives `after` (a sample's cosines once normalised) the mean and spread of `before` (the same
 * sample's plain cosines): thresholds chosen on plain cosine keep their meaning.
 */
export function calibration(before: number[], after: number[]): { scale: number; shift: number } {
  const stats = (xs: number[]) => {
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    return { m, sd: Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length) };
  };
  const b = stats(before);
  const a = stats(after);
  if (!(a.sd > 0) || !(b.sd > 0)) return { scale: 1, shift: 0 };
  const scale = b.sd / a.sd;
  return { scale, shift: b.m - scale * a.m };
}
