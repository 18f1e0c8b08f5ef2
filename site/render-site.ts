// The prerender proper (run by site/prerender.ts): every route as static
// HTML with its own metadata, hydrated later by site/main.tsx. Also writes
// 404.html, the '/' redirect page, sitemap.xml, robots.txt,
// assets/website-content.json (the chatbot's knowledge), each page's data as
// assets/pages/<path>-<hash>.json (client navigation), the stylesheet, csp.json (the
// policy the server sends as a header), and copies site/public/** (media).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'preact-render-to-string';
import { App } from './app';
import { pages as contentPages } from '../content/pages';
import { websiteContent } from '../content/knowledge';
import { withDeployment } from './with-deployment';
import { siteConfig } from '../content/site-config';
import type { Page } from '../content/types';
import { cspString } from '../contract/csp';
import { absoluteUrl, canonicalUrl, escapeHtml, headTags, jsonForScript } from './head';
import { notFoundTitle } from './pages/not-found';
import { staticStore } from './page-store';
import { buildRoutes, homePath, isNoindex, type RouteInfo } from './routes';
import { minifyCss } from '../build/minify-css.mjs';
import { webRoot } from '../build/paths.mjs';

// SITE_WEB_ROOT: where to write (build/build.mjs points it at the build's own
// folder; same variable as build/rollup.site.mjs); by default the published web root.
const root = process.env.SITE_WEB_ROOT || webRoot;
const siteUrl = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
const smartqcUrl = process.env.SMARTQC_URL || siteConfig.smartqcUrl;

interface Manifest {
  base: string;
  entry: string;
  chunks: Record<string, { imports: string[]; dynamicImports: string[] }>;
}

function write(path: string, data: string | Buffer) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}


/** Copies a binary file under assets/ with a content hash in its name; returns its URL. */
function hashedBinary(src: string, name: string, ext: string): string {
  const data = readFileSync(src);
  const file = `${name}-${createHash('sha256').update(data).digest('hex').slice(0, 10)}.${ext}`;
  write(join(root, 'assets', file), data);
  return `/assets/${file}`;
}

/** The site's webfont: Inter's variable latin subset from the npm package, self-hosted (no CDN). */
const fontSource = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const fontUrlInCss = '/assets/inter-latin-wght-normal.woff2';

/** Copies a file under assets/ with a content hash in its name; returns its URL. */
function hashed(src: string, name: string, ext: string, transform: (s: string) => string = (s) => s): string {
  const data = Buffer.from(transform(readFileSync(src, 'utf8')));
  const file = `${name}-${createHash('sha256').update(data).digest('hex').slice(0, 10)}.${ext}`;
  write(join(root, 'assets', file), data);
  return `/assets/${file}`;
}

/** The entry and every chunk it imports statically (modulepreload, so no waterfall). */
function scriptsFromManifest(m: Manifest): { entry: string; preload: string[] } {
  const seen = new Set<string>();
  const walk = (f: string) => {
    for (const dep of m.chunks[f]?.imports ?? []) if (!seen.has(dep)) (seen.add(dep), walk(dep));
  };
  walk(m.entry);
  seen.delete(m.entry);
  return { entry: m.base + m.entry, preload: [...seen].map((f) => m.base + f) };
}

function htmlDocument(body: string, head: string, data: { routes: RouteInfo[]; page: Page | null }): string {
  return `<!doctype html>
<html lang="en">
<head>
${head}
</head>
<body>
<div id="app">${body}</div>
<bfsi-chatbot bot-title="${escapeHtml(siteConfig.botTitle)}"></bfsi-chatbot>
<script type="application/json" id="site-data">${jsonForScript(data)}</script>
</body>
</html>
`;
}

function main() {
  const manifestPath = join(root, '..', 'site-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: run rollup first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const scripts = scriptsFromManifest(manifest);

  const table = buildRoutes(contentPages);
  if (table.missing.length) console.warn(`prerender: no content for ${table.missing.join(', ')} (placeholder pages written)`);
  const pages = table.pages.map((p) => withDeployment(p, { siteUrl, smartqcUrl }));
  // Each page's data under a content-hashed name, listed in the route table every HTML carries.
  const info: RouteInfo[] = table.info.map((r, i) => {
    const json = JSON.stringify(pages[i]);
    const file = `${r.path}-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
    write(join(root, 'assets', 'pages', file), json);
    return { ...r, data: `/assets/pages/${file}` };
  });
  const store = staticStore(info, pages);

  if (existsSync('site/public')) cpSync('site/public', root, { recursive: true, filter: (src) => !/README\.md$/.test(src) });
  const font = hashedBinary(fontSource, 'inter-latin-wght', 'woff2');
  const stylesheet = hashed('site/styles/site.css', 'site', 'css', (css) => minifyCss(css.split(fontUrlInCss).join(font)));
  const embedFlag = hashed('site/static/embed-flag.js', 'embed-flag', 'js');

  const frameOrigin = new URL(smartqcUrl).origin;
  const cspHeader = cspString([frameOrigin]);
  const cspMeta = cspString([frameOrigin], true);
  write(join(root, 'csp.json'), `${JSON.stringify({ 'Content-Security-Policy': cspHeader }, null, 2)}\n`);

  for (const page of pages) {
    const body = renderToString(createElement(App, { store, ssrPath: `/${page.path}` }));
    if (/\sstyle="/.test(body)) throw new Error(`prerender: inline style in ${page.path} (blocked by the CSP)`);
    const hero = page.blocks.find((b) => b.kind === 'hero');
    const head = headTags({
      page,
      siteUrl,
      csp: cspMeta,
      stylesheet,
      fonts: [font],
      scripts,
      headScripts: page.blocks.some((b) => b.kind === 'widget' && b.tag === 'bfsi-smartqc') ? [embedFlag] : [],
      // The hero's picture is the likely LCP element: fetch it with the stylesheet.
      preloadImages: hero?.kind !== 'hero' ? [] : hero.video ? [hero.video.poster.src] : hero.image && !hero.slides?.length && !hero.image.srcset ? [hero.image.src] : [],
    });
    write(join(root, page.path, 'index.html'), htmlDocument(body, head, { routes: info, page }));
  }

  // 404: the same shell; the page itself works out the visitor's path.
  const notFound: Page = {
    path: '404',
    meta: { title: notFoundTitle, description: 'This page does not exist.', keywords: [], noindex: true },
    blocks: [],
  };
  const nfBody = renderToString(createElement(App, { store, ssrPath: '/404.html' }));
  const nfHead = headTags({ page: notFound, siteUrl, csp: cspMeta, stylesheet, fonts: [font], scripts })
    .replace(/<link rel="canonical"[^>]*>\n/, '')
    .replace(/<script type="application\/ld\+json">.*<\/script>/, '');
  write(join(root, '404.html'), htmlDocument(nfBody, nfHead, { routes: info, page: null }));

  // '/' → /Home: the server should redirect; this page covers static hosting.
  const home = absoluteUrl(siteUrl, homePath);
  write(
    join(root, 'index.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(siteConfig.company)}</title>
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(cspMeta)}">
<meta http-equiv="refresh" content="0; url=/${homePath}"><link rel="canonical" href="${escapeHtml(home)}"></head>
<body><p><a href="/${homePath}">Continue to ${escapeHtml(siteConfig.company)}</a></p></body></html>
`,
  );

  const indexed = pages.filter((p) => !isNoindex(p) && !p.meta.canonical);
  write(
    join(root, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${indexed.map((p) => `  <url><loc>${escapeHtml(canonicalUrl(p, siteUrl))}</loc>${p.path === homePath ? '<priority>1.0</priority>' : ''}</url>`).join('\n')}
</urlset>
`,
  );
  write(join(root, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(siteUrl, 'sitemap.xml')}\n`);
  write(join(root, 'assets', 'website-content.json'), `${JSON.stringify(websiteContent(), null, 2)}\n`);
  console.log(`prerender: ${pages.length} routes, 404.html, sitemap.xml (${indexed.length} URLs), robots.txt, website-content.json`);
}

main();
