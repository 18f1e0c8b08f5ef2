// Writes the sources of the site's media into a work folder (SVG art for the
// heroes, HTML for the OG images and the LoanXPress brochure) and the final
// SVG icons and favicon straight into site/public. make-media.sh turns the
// sources into WebP/JPEG/PDF with Chromium and ImageMagick.
// Text comes from the content (site-config, the Loanexpress page): written once.
// Usage: tsx site/media/art.ts <work-dir>
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig } from '../../content/site-config';
import { page as loanexpress } from '../../content/pages/loanexpress';
import { page as preUW } from '../../content/pages/pre-uw-loan-x-press';
import { hero, icon, favicon } from '../../content/media';
import type { Block } from '../../content/types';

const work = process.argv[2];
if (!work) throw new Error('usage: tsx site/media/art.ts <work-dir>');
const publicDir = join(process.cwd(), 'site', 'public'); // make-media.sh runs from the repository root

const C = { navy: '#0b2545', deep: '#13315c', blue: '#1f6feb', teal: '#13a89e', sky: '#8ecae6', amber: '#f4a259', white: '#ffffff' };

// Deterministic pseudo-random numbers, so reruns produce the same art.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Motif = 'network' | 'dots' | 'waves' | 'docs' | 'speed' | 'curves' | 'loop' | 'layers';

function heroSvg(w: number, h: number, seed: number, from: string, to: string, glow: string[], motif: Motif): string {
  const r = rng(seed);
  const blobs = glow
    .map((c, i) => {
      const cx = Math.round(w * (0.15 + 0.7 * r()));
      const cy = Math.round(h * (0.1 + 0.8 * r()));
      const rad = Math.round(h * (0.45 + 0.35 * r()));
      return `<radialGradient id="b${i}"><stop offset="0" stop-color="${c}" stop-opacity="0.75"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient><circle cx="${cx}" cy="${cy}" r="${rad}" fill="url(#b${i})"/>`;
    })
    .join('');
  let art = '';
  const stroke = 'stroke="#ffffff" stroke-opacity="0.28" fill="none"';
  switch (motif) {
    case 'network': {
      const pts = Array.from({ length: 26 }, () => [Math.round(w * (0.35 + 0.62 * r())), Math.round(h * (0.08 + 0.84 * r()))]);
      for (let i = 0; i < pts.length; i++)
        for (let j = i + 1; j < pts.length; j++) {
          const d = Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]);
          if (d < 190) art += `<line x1="${pts[i][0]}" y1="${pts[i][1]}" x2="${pts[j][0]}" y2="${pts[j][1]}" ${stroke} stroke-width="1.5"/>`;
        }
      art += pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${4 + Math.round(r() * 5)}" fill="#ffffff" fill-opacity="0.7"/>`).join('');
      break;
    }
    case 'dots':
      for (let x = 40; x < w; x += 40)
        for (let y = 40; y < h; y += 40) {
          const o = Math.max(0, Math.min(0.6, (x / w) * 0.7 * (0.5 + r())));
          art += `<circle cx="${x}" cy="${y}" r="2.2" fill="#ffffff" fill-opacity="${o.toFixed(2)}"/>`;
        }
      break;
    case 'waves':
    case 'curves':
    case 'loop': {
      const n = motif === 'waves' ? 7 : 5;
      for (let k = 0; k < n; k++) {
        let d = '';
        for (let x = 0; x <= w; x += 16) {
          const t = x / w;
          const y =
            motif === 'waves'
              ? h * (0.45 + 0.07 * k) + Math.sin(t * Math.PI * 3 + k * 0.6) * h * 0.08
              : motif === 'curves'
                ? h * (0.92 - 0.09 * k) - Math.pow(t, 2 + k * 0.4) * h * (0.55 - 0.05 * k)
                : h / 2 + Math.sin(t * Math.PI * 4) * h * (0.12 + 0.035 * k) * Math.cos(t * Math.PI);
          d += `${x === 0 ? 'M' : 'L'}${x},${y.toFixed(1)}`;
        }
        art += `<path d="${d}" ${stroke} stroke-width="${2 + (k % 2)}"/>`;
      }
      break;
    }
    case 'docs':
      for (let k = 0; k < 6; k++) {
        const x = w * 0.55 + k * 60;
        const y = h * 0.18 + k * 22;
        art += `<g transform="rotate(${-8 + k * 3} ${x} ${y})"><rect x="${x}" y="${y}" width="210" height="280" rx="12" fill="#ffffff" fill-opacity="${(0.08 + k * 0.03).toFixed(2)}" stroke="#ffffff" stroke-opacity="0.35"/>`;
        for (let l = 0; l < 6; l++) art += `<rect x="${x + 24}" y="${y + 36 + l * 34}" width="${100 + Math.round(r() * 60)}" height="8" rx="4" fill="#ffffff" fill-opacity="0.3"/>`;
        art += '</g>';
      }
      break;
    case 'speed':
      for (let k = 0; k < 22; k++) {
        const y = Math.round(h * r());
        const x = Math.round(w * (0.2 + 0.6 * r()));
        const len = Math.round(120 + 360 * r());
        art += `<line x1="${x}" y1="${y}" x2="${x + len}" y2="${y - len * 0.25}" stroke="#ffffff" stroke-opacity="${(0.15 + 0.3 * r()).toFixed(2)}" stroke-width="${1 + Math.round(r() * 3)}" stroke-linecap="round"/>`;
      }
      break;
    case 'layers':
      for (let k = 0; k < 5; k++)
        art += `<rect x="${w * 0.5 - k * 30}" y="${h * 0.22 + k * 70}" width="${w * 0.42 + k * 60}" height="54" rx="27" fill="#ffffff" fill-opacity="${(0.07 + k * 0.03).toFixed(2)}" stroke="#ffffff" stroke-opacity="0.3"/>`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${blobs}${art}</svg>\n`;
}

const heroes: [keyof typeof hero, number, string, string, string[], Motif][] = [
  ['consulting', 11, C.navy, C.deep, [C.teal, C.blue], 'network'],
  ['digital', 12, C.navy, '#1b1f5e', [C.blue, C.teal], 'dots'],
  ['operations', 13, C.deep, C.navy, [C.teal, C.sky], 'waves'],
  ['customerExperience', 14, '#3a1d4a', C.navy, [C.amber, '#e76f51'], 'waves'],
  ['product', 15, C.navy, C.deep, [C.blue, C.teal], 'docs'],
  ['loanxpress', 16, C.navy, '#0d3b66', [C.teal, C.amber], 'speed'],
  ['ai', 17, '#10153a', C.navy, ['#7b2ff7', C.blue], 'network'],
  ['ml', 18, C.navy, C.deep, [C.teal, C.blue], 'curves'],
  ['devops1', 19, C.deep, C.navy, [C.teal, C.blue], 'loop'],
  ['devops2', 20, C.navy, C.deep, [C.sky, C.blue], 'layers'],
  ['devops3', 21, '#0d1b2a', C.navy, [C.teal, '#2ec4b6'], 'waves'],
  ['articleQc', 22, C.navy, '#0d3b66', [C.teal, C.sky], 'docs'],
  ['articleAi', 23, '#10153a', C.deep, [C.blue, C.amber], 'network'],
  ['articleIntelligent', 24, C.deep, C.navy, [C.amber, C.teal], 'curves'],
];

mkdirSync(join(work, 'hero'), { recursive: true });
for (const [key, seed, from, to, glow, motif] of heroes) {
  const img = hero[key];
  const name = img.src.split('/').pop()!.replace(/\.webp$/, '');
  writeFileSync(join(work, 'hero', `${name}.svg`), heroSvg(img.width, img.height, seed, from, to, glow, motif));
}
// The background video's still is made from the video itself; its SVG art is
// also written, as a fallback when ffmpeg is missing.
writeFileSync(join(work, 'poster.svg'), heroSvg(1280, 720, 7, C.navy, C.deep, [C.teal, C.blue, C.sky], 'waves'));

// --- Icons (64×64, stroke style, brand teal) and favicon ---------------------
const ICON_PATHS: Record<keyof typeof icon, string> = {
  consulting: '<circle cx="22" cy="22" r="8"/><circle cx="44" cy="22" r="8"/><path d="M8 50c2-9 8-14 14-14s12 5 14 14"/><path d="M30 50c2-9 8-14 14-14s12 5 14 14"/>',
  ai: '<rect x="16" y="16" width="32" height="32" rx="6"/><path d="M24 8v8M32 8v8M40 8v8M24 48v8M32 48v8M40 48v8M8 24h8M8 32h8M8 40h8M48 24h8M48 32h8M48 40h8"/><path d="M25 40l5-16h4l5 16M27 34h10"/>',
  mortgage: '<path d="M8 30L32 10l24 20"/><path d="M14 26v28h36V26"/><rect x="27" y="38" width="10" height="16"/>',
  banking: '<path d="M8 24L32 10l24 14z"/><path d="M14 28v18M26 28v18M38 28v18M50 28v18"/><path d="M8 52h48"/>',
  support: '<path d="M14 34v-4a18 18 0 0 1 36 0v4"/><rect x="10" y="34" width="8" height="14" rx="3"/><rect x="46" y="34" width="8" height="14" rx="3"/><path d="M50 48c0 6-6 8-14 8"/>',
  document: '<path d="M16 6h22l12 12v40H16z"/><path d="M38 6v12h12"/><path d="M23 30h20M23 38h20M23 46h12"/>',
  shield: '<path d="M32 6l22 8v16c0 14-9 23-22 28C19 53 10 44 10 30V14z"/><path d="M22 32l7 7 13-14"/>',
  chart: '<path d="M8 56h48"/><rect x="12" y="36" width="8" height="16"/><rect x="28" y="26" width="8" height="26"/><rect x="44" y="14" width="8" height="38"/><path d="M12 26l16-10 10 6 16-12"/>',
};
mkdirSync(join(publicDir, 'assets', 'icons'), { recursive: true });
for (const [key, paths] of Object.entries(ICON_PATHS) as [keyof typeof icon, string][]) {
  const file = join(publicDir, icon[key].src.replace(/^\//, ''));
  writeFileSync(
    file,
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="${C.teal}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>\n`,
  );
}
const initial = siteConfig.company.trim().charAt(0).toUpperCase();
writeFileSync(
  join(publicDir, favicon.replace(/^\//, '')),
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.blue}"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><circle cx="48" cy="16" r="6" fill="${C.teal}"/><text x="30" y="46" font-family="Helvetica, Arial, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>\n`,
);

// --- Open Graph images (HTML, screenshot at 1200×630) --------------------------
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const host = siteConfig.website.replace(/^https?:\/\//, '');
function ogHtml(title: string, subtitle: string, heroFile: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;width:1200px;height:630px;overflow:hidden;font-family:'DejaVu Sans',Helvetica,Arial,sans-serif}
body{background:url('${heroFile}') center/cover;color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 80px;box-sizing:border-box}
.brand{font-size:30px;letter-spacing:.08em;text-transform:uppercase;color:${C.sky};margin-bottom:24px}
h1{font-size:64px;line-height:1.1;margin:0 0 24px;max-width:950px}
p{font-size:30px;margin:0;max-width:1040px;opacity:.9}
.url{position:absolute;bottom:40px;left:80px;font-size:24px;opacity:.75}
</style></head><body><div class="brand">${esc(siteConfig.company)}</div><h1>${esc(title)}</h1><p>${esc(subtitle)}</p><div class="url">${esc(host)}</div></body></html>\n`;
}
writeFileSync(join(work, 'og-default.html'), ogHtml('Intelligent automation for banking, mortgage and insurance', 'BFSI expertise, Gen AI and low-code decision engines', 'hero/hero-consulting.svg'));
writeFileSync(join(work, 'og-loanxpress.html'), ogHtml('LoanXPress: mortgage pre-underwriting with AI', 'About $550 saving per loan · 30-40% lower process-level cost', 'hero/hero-loanxpress.svg'));

// --- LoanXPress brochure (HTML, printed to a one-page PDF) ---------------------
const find = <K extends Block['kind']>(blocks: Block[], kind: K, heading?: string) =>
  blocks.find((b): b is Extract<Block, { kind: K }> => b.kind === kind && (!heading || ('heading' in b && b.heading === heading)));
const heroB = find(loanexpress.blocks, 'hero')!;
const coverage = find(loanexpress.blocks, 'list')!;
const benefits = find(loanexpress.blocks, 'cards', 'Benefits')!;
const features = find(preUW.blocks, 'list', 'Features')!;
const stats = find(loanexpress.blocks, 'stats')!;
const about = find(preUW.blocks, 'cards', `About ${siteConfig.company}`)!;

const brochure = `<!doctype html><html><head><meta charset="utf-8"><title>LoanXPress - ${esc(siteConfig.company)}</title><style>
@page{size:Letter;margin:0}
*{box-sizing:border-box}
body{margin:0;font-family:'DejaVu Sans',Helvetica,Arial,sans-serif;color:#1b2635;font-size:9.8pt;line-height:1.3}
header{background:url('hero/hero-loanxpress.svg') center/cover;color:#fff;padding:26px 44px 20px}
header .brand{font-size:10pt;letter-spacing:.12em;text-transform:uppercase;color:${C.sky}}
header h1{font-size:28pt;margin:4px 0 2px}
header p{margin:0;font-size:12pt;max-width:560px}
main{padding:8px 44px 0}
h2{font-size:13pt;color:${C.deep};border-bottom:2px solid ${C.teal};padding-bottom:3px;margin:11px 0 6px}
.stats{display:flex;gap:14px;margin-top:4px}
.stat{flex:1;background:#eef6f7;border-radius:8px;padding:10px 12px;text-align:center}
.stat b{display:block;font-size:20pt;color:${C.teal}}
.cols{display:flex;gap:28px}.cols>div{flex:1}
ul{margin:0;padding-left:18px}li{margin:1px 0}
.benefits{display:grid;grid-template-columns:1fr 1fr;gap:6px 20px}
.benefits b{color:${C.deep}}
.about{display:flex;gap:16px;font-size:9pt}.about div{flex:1}
footer{position:absolute;bottom:0;left:0;right:0;background:${C.navy};color:#fff;padding:14px 44px;display:flex;justify-content:space-between;font-size:10pt}
</style></head><body>
<header><div class="brand">${esc(siteConfig.company)}</div><h1>LoanXPress</h1><p>${esc(heroB.text ?? '')}</p></header>
<main>
<h2>Value delivered</h2>
<div class="stats">${stats.stats.map((s) => `<div class="stat"><b>${esc(s.value)}</b>${esc(s.label)}</div>`).join('')}</div>
<h2>Benefits</h2>
<div class="benefits">${benefits.cards.map((c) => `<div><b>${esc(c.title)}.</b> ${esc(c.text)}</div>`).join('')}</div>
<div class="cols">
<div><h2>${esc(coverage.heading ?? 'Coverage')}</h2><ul>${coverage.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul></div>
<div><h2>Platform features</h2><ul>${features.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul></div>
</div>
<h2>About us</h2>
<div class="about">${about.cards.map((c) => `<div><b>${esc(c.title)}</b><br>${esc(c.text)}</div>`).join('')}</div>
</main>
<footer><span>${esc(siteConfig.email)}</span><span>${esc(siteConfig.phone)}</span><span>${esc(host)}</span></footer>
</body></html>\n`;
writeFileSync(join(work, 'brochure.html'), brochure);
console.log(`art written to ${work}`);
