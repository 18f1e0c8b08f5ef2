// The web root (WEB_ROOT, default dist/site): hashed bundles immutable for a
// year; loader.js and HTML short-lived with ETags; .br/.gz precompressed
// variants chosen by Accept-Encoding. Route /X serves X/index.html
// (case-sensitively), / redirects to /Home; a near miss of a route (letter
// case, Business for Buisness, LoanXPress for Loanexpress, a trailing slash)
// answers 301 to the route; anything else is 404.html with 404.
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const YEAR = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300, must-revalidate';
const HTML = 'public, max-age=60, must-revalidate';
const OTHER = 'public, max-age=3600';

/** name-[hash].js where the hash is 8+ hex or base64url characters with at least one digit or capital. */
export function isHashed(path: string): boolean {
  // JS chunks (rollup's base64url hashes) and the site's stylesheet and page data (hex or base64url).
  const m = /-([A-Za-z0-9_-]{8,})\.m?js$/.exec(path) ?? /-([A-Za-z0-9_]{8,})\.(css|json|woff2?)$/.exec(path);
  return !!m && /[0-9A-Z]/.test(m[1]);
}

export function cacheControlFor(path: string): string {
  if (path.endsWith('.html')) return HTML;
  if (/(^|\/)loader\.js$/.test(path)) return SHORT;
  if (isHashed(path)) return YEAR;
  return OTHER;
}

/** How a path is compared for near misses: case-blind, with the site's two historic spellings folded in. */
export function nearMissKey(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').toLowerCase().replace(/business/g, 'buisness').replace(/loanxpress/g, 'loanexpress');
}

/** The routes of a build (folders with an index.html, one or two levels deep), keyed by nearMissKey. */
async function routeKeys(base: string): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  const dirs = async (dir: string) => (await readdir(dir, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory() && !d.name.startsWith('.'));
  for (const top of await dirs(base)) {
    if (await isFile(join(base, top.name, 'index.html'))) keys.set(nearMissKey(top.name), top.name);
    for (const sub of await dirs(join(base, top.name))) {
      const path = `${top.name}/${sub.name}`;
      if (await isFile(join(base, path, 'index.html'))) keys.set(nearMissKey(path), path);
    }
  }
  return keys;
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

export default fp(async function staticRoutes(app: FastifyInstance) {
  const root = app.ctx.config.webRoot;

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    dotfiles: 'deny',
    index: false,
  });

  // A build swaps the web root (a symlink) in one rename. Each request pins the
  // tree it started with, so its size check and its bytes come from one build.
  const pinned = () => realpath(root).catch(() => root);
  // One scan per build (the pinned tree's real path changes with each publish).
  const routeCache = new Map<string, Promise<Map<string, string>>>();
  const routesOf = (base: string) => {
    let keys = routeCache.get(base);
    if (!keys) {
      routeCache.clear();
      keys = routeKeys(base);
      routeCache.set(base, keys);
    }
    return keys;
  };

  /** The canonical route for a near miss of one, or undefined. */
  async function nearMiss(base: string, decoded: string): Promise<string | undefined> {
    const key = nearMissKey(decoded);
    if (!key || decoded.split('/').length > 4) return undefined;
    const route = (await routesOf(base)).get(key);
    return route && `/${route}` !== decoded ? `/${route}` : undefined;
  }

  async function notFoundPage(reply: FastifyReply) {
    reply.code(404).header('cache-control', 'no-store');
    try {
      const html = await readFile(join(await pinned(), '404.html'));
      return reply.type('text/html; charset=utf-8').send(html);
    } catch {
      return reply.type('text/plain; charset=utf-8').send('404 Not Found\n');
    }
  }

  async function serve(req: FastifyRequest, reply: FastifyReply) {
    const pathname = req.url.split('?')[0];
    if (pathname === '/') return reply.redirect('/Home', 302);
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return notFoundPage(reply);
    }
    const segments = decoded.split('/');
    if (decoded.includes('\0') || decoded.includes('\\') || segments.some((s) => s === '..' || s === '.' || s.startsWith('.'))) {
      return notFoundPage(reply);
    }
    const base = await pinned();
    const abs = join(base, decoded);
    if (abs !== base && !abs.startsWith(base + sep)) return notFoundPage(reply);

    let rel: string | undefined;
    if (await isFile(abs)) rel = decoded;
    else if (!decoded.endsWith('/') && (await isFile(join(abs, 'index.html')))) rel = `${decoded}/index.html`;
    if (!rel) {
      const route = await nearMiss(base, decoded);
      if (route) {
        const query = req.url.indexOf('?');
        return reply.redirect(query === -1 ? route : route + req.url.slice(query), 301);
      }
    }
    if (!rel || rel.endsWith('.gz') || rel.endsWith('.br')) return notFoundPage(reply);

    reply.header('cache-control', cacheControlFor(rel));
    if (!rel.endsWith('.html')) {
      // Partner pages load the widget chunks cross-origin (module scripts are CORS fetches).
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    return reply.sendFile(rel.replace(/^\/+/, ''), base);
  }

  // A path is not text input: odd ones (NUL included) get the 404 page above, not a field error.
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: serve, config: { textCheck: false } });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: serve, config: { textCheck: false } });

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: app.ctx.config.rate.notFoundPerMin, timeWindow: 60_000 }) },
    async (req, reply) => {
      const pathname = req.url.split('?')[0];
      if (pathname === '/api' || pathname.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
        return reply.code(404).send({ error: 'NotFound', message: `No route ${req.method} ${pathname}.` });
      }
      return notFoundPage(reply);
    },
  );
});
