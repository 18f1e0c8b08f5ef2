// CAPTCHA: svg-captcha draws the text with 32 noise lines (SPEC §9); the SVG's
// <path> elements go to the widget as path data for Path2D on a 320×40 canvas.
// The answer stays in the database, expires after 5 minutes and works once.
import { randomBytes, randomInt, timingSafeEqual, createHash } from 'node:crypto';
import { createRequire } from 'node:module';
type DrawOptions = { width: number; height: number; noise: number; fontSize: number; color: boolean };
import type { Db } from '../db/index';

// svg-captcha's module is itself a function (text, options) → SVG; its typings omit it.
const svgCaptcha = createRequire(import.meta.url)('svg-captcha') as (text: string, options: DrawOptions) => string;

export const CAPTCHA_WIDTH = 320;
export const CAPTCHA_HEIGHT = 40;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_NOISE_LINES = 32;
// Characters that are easy to tell apart when drawn; the check ignores case.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface CaptchaPath {
  d: string;
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

export interface CaptchaImage {
  captchaId: string;
  width: number;
  height: number;
  paths: CaptchaPath[];
}

function randomCode(length = 6): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? m[1] : undefined;
};

export function svgToPaths(svg: string): CaptchaPath[] {
  const paths: CaptchaPath[] = [];
  for (const m of svg.matchAll(/<path\b[^>]*>/g)) {
    const tag = m[0];
    const d = attr(tag, 'd');
    if (!d) continue;
    const p: CaptchaPath = { d };
    const fill = attr(tag, 'fill');
    const stroke = attr(tag, 'stroke');
    const width = attr(tag, 'stroke-width');
    if (fill && fill !== 'none') p.fill = fill;
    if (stroke && stroke !== 'none') p.stroke = stroke;
    if (width && Number.isFinite(Number(width))) p.lineWidth = Number(width);
    paths.push(p);
  }
  return paths;
}

export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly fixedCode?: string,
  ) {}

  async create(): Promise<CaptchaImage> {
    const code = this.fixedCode ?? randomCode();
    const svg = svgCaptcha(code, {
      width: CAPTCHA_WIDTH,
      height: CAPTCHA_HEIGHT,
      noise: CAPTCHA_NOISE_LINES,
      fontSize: 40,
      color: true,
    });
    const captchaId = randomBytes(18).toString('base64url');
    await this.db
      .insertInto('captchas')
      .values({ id: captchaId, answer: code.toUpperCase(), expires_at: Date.now() + CAPTCHA_TTL_MS })
      .execute();
    return { captchaId, width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, paths: svgToPaths(svg) };
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
