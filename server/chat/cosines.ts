// A question's cosine with every row of the index (~5,000 rows of 512): the
// answer's hot spot. Node gives JavaScript no SIMD, so the loop runs as a small
// WebAssembly function with 128-bit SIMD (Node 16.4+), written out below as the
// bytes of its module: no compiler, no dependency. It computes exactly what the
// JavaScript loop computes, bit for bit (the products and the four running sums
// in double precision, summed in the same order, rounded once to float32), so
// no answer changes with it; where WebAssembly SIMD is missing, the JavaScript
// loop runs instead.

/** Cosines of `qv` with each row of a contiguous matrix of unit rows (the reference the kernel must equal). */
export function cosines(matrix: Float32Array, dim: number, qv: Float32Array): Float32Array {
  const out = new Float32Array(matrix.length / dim || 0);
  // Four sums at once, by position modulo 4 (the WebAssembly kernel keeps the same four).
  const whole = dim - (dim % 4);
  for (let r = 0, base = 0; r < out.length; r++, base += dim) {
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let d = 0;
    for (; d < whole; d += 4) {
      s0 += matrix[base + d] * qv[d];
      s1 += matrix[base + d + 1] * qv[d + 1];
      s2 += matrix[base + d + 2] * qv[d + 2];
      s3 += matrix[base + d + 3] * qv[d + 3];
    }
    for (; d < dim; d++) s0 += matrix[base + d] * qv[d];
    out[r] = s0 + s1 + s2 + s3;
  }
  return out;
}

/** An index's rows and the function that scores a question against all of them. */
export interface CosineIndex {
  /** The rows, to be filled in place: `rows` × `dim` float32. */
  readonly matrix: Float32Array;
  all(qv: Float32Array): Float32Array;
}

/** A matrix of `rows` × `dim` with its cosine function: the WebAssembly kernel when it runs here, else the JavaScript loop. */
export function cosineIndex(rows: number, dim: number, useKernel = true): CosineIndex {
  const kernel = useKernel && dim > 0 && dim % 4 === 0 ? kernelIndex(rows, dim) : null;
  if (kernel) return kernel;
  const matrix = new Float32Array(rows * dim);
  return { matrix, all: (qv) => cosines(matrix, dim, qv) };
}

// The module, in WebAssembly's binary format. One function, cosines(m, rows, dim, q, out):
//   for r in 0..rows: a01 = a23 = (0, 0) as f64x2
//     for d in 0..dim step 4:
//       a01 += promote(m[d], m[d+1]) * (q[d], q[d+1]);  a23 += promote(m[d+2], m[d+3]) * (q[d+2], q[d+3])
//     out[r] = demote(((a01.0 + a01.1) + a23.0) + a23.1)
// m: float32 rows; q: the question as float64 (promoted once by the caller); out: float32.
const SIMD = 0xfd;
const op = {
  block: 0x02, loop: 0x03, br: 0x0c, brIf: 0x0d, end: 0x0b, void: 0x40,
  localGet: 0x20, localSet: 0x21, i32Const: 0x41, i32GeU: 0x4f, i32Add: 0x6a, i32Shl: 0x74,
  f64Add: 0xa0, f32DemoteF64: 0xb6, f32Store: 0x38,
};
// SIMD opcodes (after the 0xfd prefix, LEB128): v128.load 0, v128.load64_zero 93, f64x2.splat 20,
// f64x2.extract_lane 33, f64x2.promote_low_f32x4 95, f64x2.add 240, f64x2.mul 242.
const simd = {
  load: [SIMD, 0x00],
  load64Zero: [SIMD, 0x5d],
  f64x2Splat: [SIMD, 0x14],
  extractLane: [SIMD, 0x21],
  promoteLow: [SIMD, 0x5f],
  add: [SIMD, 0xf0, 0x01],
  mul: [SIMD, 0xf2, 0x01],
};
// Parameters 0-4: m, rows, dim, q, out; locals 5-7 (i32): r, d, p (the row's read position), 8-9 (v128): a01, a23.
const [M, ROWS, DIM, Q, OUT, R, D, P, A01, A23] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const get = (i: number) => [op.localGet, i];
const set = (i: number) => [op.localSet, i];
/** memarg: alignment (log2) and offset. */
const mem = (align: number, offset: number) => [align, offset];

const f64Zero = [0x44, 0, 0, 0, 0, 0, 0, 0, 0]; // f64.const 0
const body = [
  ...get(M), ...set(P),
  op.block, op.void,
  op.loop, op.void,
  ...get(R), ...get(ROWS), op.i32GeU, op.brIf, 1,
  // a01 = a23 = (0, 0); d = 0
  ...f64Zero, ...simd.f64x2Splat, ...set(A01),
  ...f64Zero, ...simd.f64x2Splat, ...set(A23),
  op.i32Const, 0, ...set(D),
  op.block, op.void,
  op.loop, op.void,
  ...get(D), ...get(DIM), op.i32GeU, op.brIf, 1,
  // the row's next two floats, promoted, times the question's float64 pair at q + d*8; then the two after
  ...get(A01),
  ...get(P), ...simd.load64Zero, ...mem(3, 0), ...simd.promoteLow,
  ...get(Q), ...get(D), op.i32Const, 3, op.i32Shl, op.i32Add, ...simd.load, ...mem(3, 0),
  ...simd.mul, ...simd.add, ...set(A01),
  ...get(A23),
  ...get(P), ...simd.load64Zero, ...mem(3, 8), ...simd.promoteLow,
  ...get(Q), ...get(D), op.i32Const, 3, op.i32Shl, op.i32Add, ...simd.load, ...mem(3, 16),
  ...simd.mul, ...simd.add, ...set(A23),
  ...get(P), op.i32Const, 16, op.i32Add, ...set(P),
  ...get(D), op.i32Const, 4, op.i32Add, ...set(D),
  op.br, 0,
  op.end, op.end,
  // out[r] = demote(((a01.0 + a01.1) + a23.0) + a23.1)
  ...get(OUT), ...get(R), op.i32Const, 2, op.i32Shl, op.i32Add,
  ...get(A01), ...simd.extractLane, 0, ...get(A01), ...simd.extractLane, 1, op.f64Add,
  ...get(A23), ...simd.extractLane, 0, op.f64Add,
  ...get(A23), ...simd.extractLane, 1, op.f64Add,
  op.f32DemoteF64, op.f32Store, ...mem(2, 0),
  ...get(R), op.i32Const, 1, op.i32Add, ...set(R),
  op.br, 0,
  op.end, op.end,
  op.end,
];

/** An unsigned LEB128 number, as the format writes lengths. */
const leb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return out;
};
/** A section: its id, then its contents prefixed by their length. */
const section = (id: number, bytes: number[]) => [id, ...leb(bytes.length), ...bytes];
const name = (s: string) => [s.length, ...Array.from(s, (c) => c.charCodeAt(0))];
const I32 = 0x7f;
const V128 = 0x7b;
const code = [0x02, 0x03, I32, 0x02, V128, ...body]; // locals: 3 × i32, 2 × v128
const MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  ...section(1, [0x01, 0x60, 0x05, I32, I32, I32, I32, I32, 0x00]), // type 0: (i32 × 5) → ()
  ...section(2, [0x01, ...name('env'), ...name('memory'), 0x02, 0x00, 0x00]), // imports env.memory (min 0 pages)
  ...section(3, [0x01, 0x00]), // function 0 has type 0
  ...section(7, [0x01, ...name('cosines'), 0x00, 0x00]), // exports function 0 as "cosines"
  ...section(10, [0x01, ...leb(code.length), ...code]),
]);

let compiled: WebAssembly.Module | null | undefined;

function kernelModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      compiled = WebAssembly.validate(MODULE) ? new WebAssembly.Module(MODULE) : null;
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

function kernelIndex(rows: number, dim: number): CosineIndex | null {
  const module = kernelModule();
  if (!module) return null;
  // One memory holds the rows, the question (float64) and the cosines; it never grows, so the views stay valid.
  const qAt = rows * dim * 4;
  const outAt = qAt + dim * 8;
  const bytes = outAt + rows * 4;
  let memory: WebAssembly.Memory;
  try {
    memory = new WebAssembly.Memory({ initial: Math.ceil(bytes / 65536) || 1 });
  } catch {
    // Past WebAssembly's 4 GiB (some two million rows of 512): the JavaScript loop.
    return null;
  }
  const run = (new WebAssembly.Instance(module, { env: { memory } }).exports as { cosines(m: number, rows: number, dim: number, q: number, out: number): void }).cosines;
  const matrix = new Float32Array(memory.buffer, 0, rows * dim);
  const q = new Float64Array(memory.buffer, qAt, dim);
  const out = new Float32Array(memory.buffer, outAt, rows);
  return {
    matrix,
    all(qv) {
      for (let d = 0; d < dim; d++) q[d] = qv[d];
      run(0, rows, dim, qAt, outAt);
      return out.slice();
    },
  };
}
