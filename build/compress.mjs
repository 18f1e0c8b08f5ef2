// Writes .gz and .br beside every compressible file, so the server sends
// precompressed bytes instead of compressing on each request.
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { webRoot } from './paths.mjs';

const compressible = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.xml', '.txt', '.map']);
const root = process.argv[2] || webRoot;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.has(extname(name))) {
      const data = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
walk(root);
