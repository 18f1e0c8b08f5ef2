// build/publish.mjs without a real build: the swap of dist/site, what is
// carried from the previous build, what is pruned, and the one-time move of
// a plain-directory dist/site. test/build/build-swap.test.ts runs a real build.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isHashed as serverIsHashed } from '../../server/routes/static';

const dist = mkdtempSync(join(tmpdir(), 'bfsi-publish-'));
// paths.mjs reads DIST_DIR when it is first loaded.
process.env.DIST_DIR = dist;
const { isHashed, publish } = require('../../build/publish.mjs') as typeof import('../../build/publish.mjs');

const site = join(dist, 'site');
const siteOf = (id: string) => join(dist, 'builds', id, 'site');

function put(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** A finished, unpublished build: its files (relative to its web root) and build-info.json. */
function build(id: string, files: Record<string, string>, carried?: string[]) {
  for (const [rel, text] of Object.entries(files)) put(join(siteOf(id), rel), text);
  put(join(dist, 'builds', id, 'build-info.json'), JSON.stringify({ id, env: {} }));
  if (carried) put(join(dist, 'builds', id, 'carried.json'), JSON.stringify(carried));
}

function serve(id: string) {
  publish(id);
  expect(readlinkSync(site)).toBe(join('builds', id, 'site'));
}

const read = (path: string) => readFileSync(path, 'utf8');

beforeEach(() => {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

test('the first build is published as the dist/site symlink, with dist/build-info.json', () => {
  build('1000-a', { 'widgets/loader.js': 'a', 'Home/index.html': '<html>a</html>' });
  serve('1000-a');
  expect(lstatSync(site).isSymbolicLink()).toBe(true);
  expect(read(join(site, 'Home/index.html'))).toBe('<html>a</html>');
  expect(JSON.parse(read(join(dist, 'build-info.json'))).id).toBe('1000-a');
  expect(readdirSync(dist).filter((name) => name.startsWith('.'))).toEqual([]);
});

test("the next build replaces the link; the previous build stays, older ones go, a newer one still being written stays", () => {
  build('0500-old', { 'widgets/loader.js': 'old' });
  build('1000-a', { 'widgets/loader.js': 'a' });
  serve('1000-a');
  build('0900-crashed', { 'widgets/loader.js': 'half' });
  build('2000-b', { 'widgets/loader.js': 'b' });
  build('3000-running', { 'widgets/loader.js': 'c' });
  serve('2000-b');
  expect(read(join(site, 'widgets/loader.js'))).toBe('b');
  expect(JSON.parse(read(join(dist, 'build-info.json'))).id).toBe('2000-b');
  expect(existsSync(siteOf('1000-a'))).toBe(true);
  expect(existsSync(siteOf('0500-old'))).toBe(false);
  expect(existsSync(siteOf('0900-crashed'))).toBe(false);
  expect(existsSync(siteOf('3000-running'))).toBe(true);
});

test("the previous build's own hashed files are carried into the new one, nothing else, for one build only", () => {
  build('1000-a', {
    'widgets/loader.js': 'loader a',
    'widgets/manifest.json': '{}',
    'widgets/chatbot-Abc12345.js': 'chunk a',
    'widgets/chatbot-Abc12345.js.gz': 'gz a',
    'widgets/panel-Kept0001.js': 'panel a',
    'assets/main-Main0001.js': 'main a',
    'assets/site-1234abcd9f.css': 'css a',
    'assets/pages/Home-aaaa1111bb.json': '{"page":"a"}',
    'assets/website-content.json': '[]',
    'Home/index.html': '<html>a</html>',
  });
  serve('1000-a');
  build('2000-b', { 'widgets/loader.js': 'loader b', 'widgets/panel-Kept0001.js': 'panel b' });
  serve('2000-b');
  const carried = JSON.parse(read(join(dist, 'builds', '2000-b', 'carried.json'))).sort();
  expect(carried).toEqual(
    ['widgets/chatbot-Abc12345.js', 'widgets/chatbot-Abc12345.js.gz', 'assets/main-Main0001.js', 'assets/site-1234abcd9f.css', 'assets/pages/Home-aaaa1111bb.json'].sort(),
  );
  expect(read(join(site, 'widgets/chatbot-Abc12345.js'))).toBe('chunk a');
  // The new build's own files win; stable names (loader, HTML, manifests) are never carried.
  expect(read(join(site, 'widgets/loader.js'))).toBe('loader b');
  expect(read(join(site, 'widgets/panel-Kept0001.js'))).toBe('panel b');
  for (const stable of ['widgets/manifest.json', 'assets/website-content.json', 'Home/index.html']) expect(existsSync(join(site, stable))).toBe(false);

  // One build later the carried files are gone: pages that old have reloaded long ago.
  build('3000-c', { 'widgets/loader.js': 'loader c' });
  serve('3000-c');
  expect(existsSync(join(site, 'widgets/chatbot-Abc12345.js'))).toBe(false);
  expect(existsSync(siteOf('1000-a'))).toBe(false);
});

test('a plain-directory dist/site (built before publishing) moves into builds/ as the previous build and its hashed files are carried', () => {
  put(join(site, 'widgets/loader.js'), 'legacy loader');
  put(join(site, 'widgets/chatbot-Legacy01.js'), 'legacy chunk');
  put(join(dist, 'site-manifest.json'), '{}');
  build('2000-b', { 'widgets/loader.js': 'loader b' });
  expect(publish('2000-b')).toBe('0000000000000-legacy');
  expect(lstatSync(site).isSymbolicLink()).toBe(true);
  expect(read(join(site, 'widgets/chatbot-Legacy01.js'))).toBe('legacy chunk');
  expect(read(join(siteOf('0000000000000-legacy'), 'widgets/loader.js'))).toBe('legacy loader');
  expect(existsSync(join(dist, 'site-manifest.json'))).toBe(false);
});

test("the carried names are exactly the ones the server caches as immutable", () => {
  const names = [
    'widgets/chatbot-a0XNSvsx.js',
    'widgets/inquiry-form-D--FWt4E.js',
    'widgets/runtime-DM3X6L8K.js',
    'widgets/loader.js',
    'widgets/manifest.json',
    'assets/main-CC6ORmVF.js',
    'assets/site-4c4b41834f.css',
    'assets/pages/Home-0123abcd45.json',
    'assets/pages/Home-abcdefabcd.json',
    'assets/website-content.json',
    'assets/loanxpress-brochure.pdf',
    'assets/img/hero-customer-experience.webp',
    'csp.json',
    'Home/index.html',
  ];
  for (const name of names) {
    expect([name, isHashed(name)]).toEqual([name, serverIsHashed(name)]);
    expect([name, isHashed(`${name}.br`)]).toEqual([name, serverIsHashed(name)]);
  }
  expect(names.filter(isHashed)).toHaveLength(6);
});
