// A real `node build/build.mjs` while something keeps reading the web root,
// as a running server does: every read during the build and the swap must
// find a whole tree (the old one or the new one). Each round reads the loader,
// every widget chunk it names and what those import, and Home's HTML; a
// build that rewrote dist/site in place fails this with missing or cut-off
// files. The build goes into a temporary DIST_DIR holding a small "previous
// build", so the test needs no earlier build and leaves dist/ alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const repo = resolve(__dirname, '../..');
const dist = mkdtempSync(join(tmpdir(), 'bfsi-build-swap-'));
const site = join(dist, 'site');

function put(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** The build being served when the new one starts, shaped like a real one, and an older one. */
function seed() {
  const old = join(dist, 'builds', '0000000000001-seed', 'site');
  // The loader's manifest as the build writes it: tag → "entry chunk …", without .js.
  put(join(old, 'widgets', 'loader.js'), '(()=>{const m={chatbot:"chatbot-Seed0001 runtime-Seed0002"};window.seed=m})();\n');
  put(join(old, 'widgets', 'chatbot-Seed0001.js'), 'import{r}from"./runtime-Seed0002.js";export const widget=r;\n');
  put(join(old, 'widgets', 'runtime-Seed0002.js'), 'export const r={};\n');
  put(join(old, 'Home', 'index.html'), '<!doctype html><html><body>seed</body></html>\n');
  put(join(dist, 'builds', '0000000000001-seed', 'build-info.json'), '{"id":"0000000000001-seed","env":{}}\n');
  put(join(dist, 'builds', '0000000000000-stale', 'site', 'widgets', 'loader.js'), 'stale\n');
  symlinkSync(join('builds', '0000000000001-seed', 'site'), site);
}

/** One round of what a browser would fetch; returns the loader it saw, throws on anything missing or cut off. */
function readRound(): string {
  const loader = readFileSync(join(site, 'widgets', 'loader.js'), 'utf8');
  // Compiling the classic script proves it is whole, not cut off mid-write.
  new Function(loader);
  // The loader's manifest: tag → "entry-hash chunk-hash …" (files beside it, without .js).
  const chunks = [...loader.matchAll(/:"([^"]+)"/g)]
    .map((m) => m[1].split(' '))
    .filter((files) => files.every((f) => /^[a-z][a-z-]*-[\w-]{8}$/.test(f)))
    .flat()
    .map((f) => `${f}.js`);
  if (!chunks.length) throw new Error(`the loader names no chunk: ${loader.slice(0, 80)}`);
  const seen = new Set<string>();
  const queue = [...chunks];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(site, 'widgets', file), 'utf8');
    if (!code.trim()) throw new Error(`${file} is empty`);
    for (const m of code.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) queue.push(m[1]);
  }
  const html = readFileSync(join(site, 'Home', 'index.html'), 'utf8');
  if (!html.trimEnd().endsWith('</html>')) throw new Error('Home/index.html is cut off');
  return loader;
}

afterAll(() => rmSync(dist, { recursive: true, force: true }));

test('while a build runs and is swapped in, every read of the web root finds the whole old or the whole new tree', async () => {
  seed();
  const seedLoader = readRound();
  const child = spawn(process.execPath, ['build/build.mjs'], {
    cwd: repo,
    env: { ...process.env, DIST_DIR: dist, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exit: number | null | undefined;
  child.on('exit', (code) => (exit = code));

  const failures: string[] = [];
  const loaders = new Set<string>();
  let rounds = 0;
  let roundsAfterExit = 0;
  // Keep reading until the build has exited, and a little after.
  while (roundsAfterExit < 50) {
    try {
      loaders.add(readRound());
    } catch (error) {
      failures.push(String((error as Error).message));
    }
    rounds++;
    if (exit !== undefined) roundsAfterExit++;
    // Let the child's output and exit events in between rounds.
    await new Promise((r) => setImmediate(r));
  }

  expect(exit).toBe(0);
  expect(failures.slice(0, 5)).toEqual([]);
  // The reads spanned the swap: they saw the seed build and then the new one.
  expect(loaders.has(seedLoader)).toBe(true);
  expect(loaders.size).toBe(2);
  const id = JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8')).id as string;
  expect(readlinkSync(site)).toBe(join('builds', id, 'site'));
  expect(output).toContain(`build ${id} published (previous: 0000000000001-seed)`);
  // A page loaded from the seed build can still fetch its chunks after the swap.
  for (const chunk of ['chatbot-Seed0001.js', 'runtime-Seed0002.js']) expect(existsSync(join(site, 'widgets', chunk))).toBe(true);
  // The previous build is kept, older ones are removed.
  expect(existsSync(join(dist, 'builds', '0000000000001-seed'))).toBe(true);
  expect(existsSync(join(dist, 'builds', '0000000000000-stale'))).toBe(false);
  expect(rounds).toBeGreaterThan(100);
}, 240_000);
