// Static files from WEB_ROOT: cache rules, precompressed variants, routes,
// the 404 page, CORS for widget chunks, security headers for HTML. Through
// app.inject: its responses are the raw bytes, not decompressed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, type TestApp } from '../support/app';

describe('static files and pages', () => {
  let app: TestApp;
  let root: string;
  const loader = 'customElements.define("bfsi-x", class extends HTMLElement {});\n'.repeat(20);
  const chunk = 'export const x = 1;\n'.repeat(50);

  function put(path: string, content: string, compress = false) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (compress) {
      writeFileSync(`${file}.gz`, gzipSync(content));
      writeFileSync(`${file}.br`, brotliCompressSync(content));
    }
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'bfsi-web-'));
    put('Home/index.html', '<!doctype html><title>Home</title><h1>Home page</h1>', true);
    put('Login/index.html', '<!doctype html><title>Login</title>');
    put('AIForBuisness/index.html', '<!doctype html><title>AI</title>');
    put('Loanexpress/index.html', '<!doctype html><title>LoanXPress</title>');
    put('PreUWLoanXPress/index.html', '<!doctype html><title>Pre-UW</title>');
    put('blog/ai-in-mortgage-lending/index.html', '<!doctype html><title>Article</title>');
    put('404.html', '<!doctype html><title>Not found</title><h1>Page not found</h1>');
    put('widgets/loader.js', loader, true);
    put('widgets/chatbot-B7x9kQ2z.js', chunk, true);
    put('widgets/chunk-0a1b2c3d4e.js', chunk);
    put('widgets/blog-registration.js', chunk);
    put('assets/pages/Home-9f86d081884c.json', '{"path":"Home"}');
    put('assets/website-content.json', '[{"title":"Home","content":"x","url":"/Home"}]');
    app = await build({ WEB_ROOT: root, SMARTQC_URL: 'https://qc.partner.example/app' });
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  test('/ redirects to /Home', async () => {
    const r = await get('/');
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/Home');
  });

  test('/X serves X/index.html, short-lived with an ETag (304 on revalidation), with a strict CSP', async () => {
    const r = await get('/Home');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('Home page');
    expect(r.headers['cache-control']).toMatch(/max-age=60\b/);
    expect(r.headers.etag).toBeTruthy();
    // Revalidation, as a browser does it, for the plain and the precompressed variant.
    expect((await get('/Home', { 'if-none-match': String(r.headers.etag) })).statusCode).toBe(304);
    const br = await get('/Home', { 'accept-encoding': 'br' });
    expect((await get('/Home', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/qc\.partner\.example/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/blog/ai-in-mortgage-lending')).statusCode).toBe(200);
  });

  // Issue 10: routes stay case-sensitive, but a visitor's near miss lands on the page.
  test.each([
    ['/home', '/Home'],
    ['/HOME', '/Home'],
    ['/Home/', '/Home'],
    ['/Login/', '/Login'],
    ['/login?next=1', '/Login?next=1'],
    ['/Blog/AI-in-mortgage-lending', '/blog/ai-in-mortgage-lending'],
    ['/blog/ai-in-mortgage-lending/', '/blog/ai-in-mortgage-lending'],
    ['/AIForBusiness', '/AIForBuisness'],
    ['/aiforbuisness', '/AIForBuisness'],
    ['/LoanXPress', '/Loanexpress'],
    ['/PreUWLoanExpress', '/PreUWLoanXPress'],
  ])('near miss %s answers 301 to %s', async (from, to) => {
    const r = await get(from);
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe(to);
  });

  test.each(['/Homes', '/Nope', '/widgets/none.js', '/assets/', '/widgets/', '/Home/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/.env', '/Home/index.html.br'])(
    'routes are case-sensitive and stay inside the web root: %s is 404.html with status 404',
    async (p) => {
      const r = await get(p);
      expect(r.statusCode).toBe(404);
      expect(r.body).toContain('Page not found');
    },
  );

  test('hashed chunks are immutable for a year and readable cross-origin', async () => {
    for (const p of ['/widgets/chatbot-B7x9kQ2z.js', '/widgets/chunk-0a1b2c3d4e.js']) {
      const r = await get(p, { origin: 'https://partner.example' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['access-control-allow-origin']).toBe('*');
      expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(r.headers['content-type']).toMatch(/javascript/);
    }
    // Page data under a content hash never changes either.
    expect((await get('/assets/pages/Home-9f86d081884c.json')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A plain name is not mistaken for a hash.
    expect((await get('/widgets/blog-registration.js')).headers['cache-control']).not.toMatch(/immutable/);
    expect((await get('/assets/website-content.json')).headers['cache-control']).not.toMatch(/immutable/);
  });

  test('loader.js is short-lived with an ETag and open to partner pages', async () => {
    const r = await get('/widgets/loader.js');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toMatch(/max-age=300\b/);
    expect(r.headers.etag).toBeTruthy();
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.body).toBe(loader);
    expect((await get('/widgets/loader.js', { 'if-none-match': String(r.headers.etag) })).statusCode).toBe(304);
  });

  test('precompressed .br and .gz are chosen by Accept-Encoding', async () => {
    const br = await get('/widgets/loader.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(loader);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gz = await get('/widgets/loader.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(loader);
    const html = await get('/Home', { 'accept-encoding': 'br' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.rawPayload).toString()).toContain('Home page');
    const plain = await get('/widgets/loader.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(loader);
  });

  test('site content JSON is served; HEAD works', async () => {
    const r = await get('/assets/website-content.json');
    expect(r.statusCode).toBe(200);
    expect(r.json()[0].title).toBe('Home');
    const head = await app.inject({ method: 'HEAD', url: '/Home' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  test('/api/* unknown stays JSON 404 next to the static catch-all', async () => {
    const r = await get('/api/unknown/thing');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'NotFound', message: expect.any(String) });
  });
});

describe('without a 404.html', () => {
  test('unknown paths get a plain-text 404', async () => {
    // build() serves an empty web root unless WEB_ROOT is given.
    const app = await build();
    const r = await app.inject({ url: '/Nope' });
    expect(r.statusCode).toBe(404);
    expect(r.body).toMatch(/not found/i);
  });
});
