// Static files from WEB_ROOT: cache rules, precompressed variants, routes,
// the 404 page, CORS for widget chunks, security headers for HTML.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer, type StartedServer } from '../support/server';
import { http, rawGet } from './helpers';

jest.setTimeout(60_000);

describe('static files and pages', () => {
  let server: StartedServer;
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
    put('blog/ai-in-mortgage-lending/index.html', '<!doctype html><title>Article</title>');
    put('404.html', '<!doctype html><title>Not found</title><h1>Page not found</h1>');
    put('widgets/loader.js', loader, true);
    put('widgets/chatbot-B7x9kQ2z.js', chunk, true);
    put('widgets/chunk-0a1b2c3d4e.js', chunk);
    put('widgets/blog-registration.js', chunk);
    put('assets/pages/Home-9f86d081884c.json', '{"path":"Home"}');
    put('assets/website-content.json', '[{"title":"Home","content":"x","url":"/Home"}]');
    server = await startServer({ WEB_ROOT: root, SMARTQC_URL: 'https://qc.partner.example/app' });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const url = (p: string) => server.url + p;

  test('/ redirects to /Home', async () => {
    const r = await http(url('/'));
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/Home');
  });

  test('/X serves X/index.html, short-lived with an ETag (304 on revalidation), with a strict CSP', async () => {
    const r = await http(url('/Home'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(r.text).toContain('Home page');
    expect(r.headers.get('cache-control')).toMatch(/max-age=60\b/);
    const etag = r.headers.get('etag');
    expect(etag).toBeTruthy();
    // Revalidation, as a browser does it, for the plain and the precompressed variant.
    const plain = await rawGet(url('/Home'));
    expect((await rawGet(url('/Home'), { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
    const br = await rawGet(url('/Home'), { 'accept-encoding': 'br' });
    expect((await rawGet(url('/Home'), { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).status).toBe(304);
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/qc\.partner\.example/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await http(url('/blog/ai-in-mortgage-lending'))).status).toBe(200);
    expect((await http(url('/Login/'))).status).toBe(200);
  });

  test('routes are case-sensitive; unknown paths get 404.html with status 404', async () => {
    for (const p of ['/home', '/HOME', '/Nope', '/widgets/none.js', '/Home/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/.env', '/Home/index.html.br']) {
      const r = await http(url(p));
      expect({ p, status: r.status }).toEqual({ p, status: 404 });
      expect(r.text).toContain('Page not found');
    }
  });

  test('hashed chunks are immutable for a year and readable cross-origin', async () => {
    for (const p of ['/widgets/chatbot-B7x9kQ2z.js', '/widgets/chunk-0a1b2c3d4e.js']) {
      const r = await http(url(p), { headers: { origin: 'https://partner.example' } });
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(r.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(r.headers.get('content-type')).toMatch(/javascript/);
    }
    // Page data under a content hash never changes either.
    expect((await http(url('/assets/pages/Home-9f86d081884c.json'))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A plain name is not mistaken for a hash.
    expect((await http(url('/widgets/blog-registration.js'))).headers.get('cache-control')).not.toMatch(/immutable/);
    expect((await http(url('/assets/website-content.json'))).headers.get('cache-control')).not.toMatch(/immutable/);
  });

  test('loader.js is short-lived with an ETag and open to partner pages', async () => {
    const r = await http(url('/widgets/loader.js'));
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toMatch(/max-age=300\b/);
    const etag = r.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.text).toBe(loader);
    const plain = await rawGet(url('/widgets/loader.js'));
    expect((await rawGet(url('/widgets/loader.js'), { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
  });

  test('precompressed .br and .gz are chosen by Accept-Encoding', async () => {
    // fetch() would decode the body; node:http shows the raw bytes.
    const get = (p: string, enc: string) => rawGet(url(p), { 'accept-encoding': enc });
    const br = await get('/widgets/loader.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(loader);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gz = await get('/widgets/loader.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(loader);
    const html = await get('/Home', 'br');
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.body).toString()).toContain('Home page');
    const plain = await get('/widgets/loader.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(loader);
  });

  test('site content JSON is served; HEAD works', async () => {
    const r = await http(url('/assets/website-content.json'));
    expect(r.status).toBe(200);
    expect(r.body[0].title).toBe('Home');
    const head = await fetch(url('/Home'), { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  test('/api/* unknown stays JSON 404 next to the static catch-all', async () => {
    const r = await http(url('/api/unknown/thing'));
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: 'NotFound', message: expect.any(String) });
  });
});

describe('without a 404.html', () => {
  test('unknown paths get a plain-text 404', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bfsi-web-empty-'));
    const server = await startServer({ WEB_ROOT: root });
    try {
      const r = await http(`${server.url}/Nope`);
      expect(r.status).toBe(404);
      expect(r.text).toMatch(/not found/i);
    } finally {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
