// CAPTCHA: drawn as SVG on the server and rasterised there (resvg) into one
// PNG at 3× the 320×40 canvas, so the widget draws it sharp at device pixel
// ratios 1–3 and the response holds pixels only: nothing in it tells a glyph
// from a noise line, so reading it takes OCR, not a lookup of outlines.
// For people (issue 8): glyphs at least 24 px tall, dark on a light ground
// (contrast far above 4.5:1), a few thin faint lines, a mild warp, and no
// look-alike characters. The answer stays in the database, expires after
// 5 minutes and works once.
import { randomBytes, randomInt, timingSafeEqual, createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Db } from '../db/index';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../contract/auth';

export { CAPTCHA_HEIGHT, CAPTCHA_WIDTH };
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** The PNG is this many times the canvas: sharp on screens up to DPR 3. */
export const CAPTCHA_SCALE = 3;
/** No 0/O/Q, 1/I/L, 5/S, 2/Z: nothing a person could read as something else. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPRTUVWXY346789';
const LENGTH = 6;

// svg-captcha's bundled font (a dependency already): hand-drawn shapes a font-matching OCR knows less well.
const FONT_FILE = join(dirname(createRequire(import.meta.url).resolve('svg-captcha/package.json')), 'fonts', 'Comismsh.ttf');
const FONT_SIZE = 52;
/**
 * Glyphs drawn narrower than the font (full height kept): with the slot's
 * jitter, rotation and skew, a wide pair (M, W) would otherwise touch, and
 * touching glyphs are hard for people to read one by one.
 */
const NARROW = 0.78;
const INKS = ['#1e2a44', '#3a1f5d', '#143d3b', '#4a1c1c', '#1f3a1a', '#2b2b2b'];

export interface CaptchaImage {
  captchaId: string;
  width: number;
  height: number;
  png: string;
}

function randomCode(): string {
  let s = '';
  for (let i = 0; i < LENGTH; i++) s += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return s;
}

const rnd = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const escapeXml = (c: string) => c.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The picture as SVG (text, warp filter, noise); never sent anywhere, only rasterised. */
export function captchaSvg(code: string): string {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const hue = randomInt(360);
  const step = (W - 40) / code.length;
  const glyphs = [...code]
    .map((c, i) => {
      const x = 20 + step * (i + 0.5) + rnd(-3, 3);
      const y = 34 + rnd(-1.5, 1);
      const ink = INKS[randomInt(INKS.length)];
      // Filled and stroked in one ink: the font's hollow strokes become solid.
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="middle" font-family="Comismsh" font-size="${FONT_SIZE}" fill="${ink}" stroke="${ink}" stroke-width="1.4" stroke-linejoin="round" transform="rotate(${rnd(-8, 8).toFixed(1)} ${x.toFixed(1)} 22) translate(${x.toFixed(1)} 0) scale(${NARROW} 1) translate(${(-x).toFixed(1)} 0) skewX(${rnd(-6, 6).toFixed(1)})">${escapeXml(c)}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 6 }, () => {
    const y0 = rnd(4, H - 4);
    const y1 = rnd(4, H - 4);
    const grey = randomInt(140, 185);
    return `<path d="M${rnd(-10, 40).toFixed(1)} ${y0.toFixed(1)} C ${rnd(60, 140).toFixed(1)} ${rnd(-10, H + 10).toFixed(1)}, ${rnd(180, 260).toFixed(1)} ${rnd(-10, H + 10).toFixed(1)}, ${rnd(280, 330).toFixed(1)} ${y1.toFixed(1)}" fill="none" stroke="rgb(${grey},${grey},${grey + 10})" stroke-opacity="0.55" stroke-width="${rnd(0.6, 1).toFixed(2)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><filter id="w" x="-5%" y="-25%" width="110%" height="150%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${rnd(0.03, 0.05).toFixed(3)}" numOctaves="2" seed="${randomInt(10_000)}"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="${rnd(3, 4.5).toFixed(1)}" xChannelSelector="R" yChannelSelector="G"/></filter></defs>` +
    `<rect width="${W}" height="${H}" fill="hsl(${hue},35%,96%)"/>` +
    `<g filter="url(#w)">${glyphs}</g>${lines}</svg>`
  );
}

export function renderCaptcha(code: string): Buffer {
  const resvg = new Resvg(captchaSvg(code), {
    fitTo: { mode: 'zoom', value: CAPTCHA_SCALE },
    font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: 'Comismsh' },
  });
  return resvg.render().asPng();
}

export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly fixedCode?: string,
  ) {}

  async create(): Promise<CaptchaImage> {
    const code = this.fixedCode ?? randomCode();
    const png = renderCaptcha(code).toString('base64');
    const captchaId = randomBytes(18).toString('base64url');
    await this.db
      .insertInto('captchas')
      .values({ id: captchaId, answer: code.toUpperCase(), expires_at: Date.now() + CAPTCHA_TTL_MS })
      .execute();
    return { captchaId, width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, png };
  }

  /** Consumes the captcha (right or wrong, it works once) and says whether the code matched. */
  async check(captchaId: string, code: string): Promise<boolean> {
    if (!captchaId || !code) {
      if (captchaId) await this.db.deleteFrom('captchas').where('id', '=', captchaId).execute();
      return false;
    }
    const row = await this.db.deleteFrom('captchas').where('id', '=', captchaId).returning(['answer', 'expires_at']).executeTakeFirst();
    if (!row || row.expires_at <= Date.now()) return false;
    const a = createHash('sha256').update(row.answer).digest();
    const b = createHash('sha256').update(code.trim().toUpperCase()).digest();
    return timingSafeEqual(a, b);
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('captchas').where('expires_at', '<=', Date.now()).execute();
  }
}
