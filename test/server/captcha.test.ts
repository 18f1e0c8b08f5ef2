// The captcha as a person and as a script see it: one PNG at 3× the 320×40
// canvas, pixels only (no glyph/noise structure to pick apart), glyphs at
// least 24 px tall with at least 4.5:1 contrast, noise that never reaches
// that contrast, and no look-alike characters.
import { CAPTCHA_ALPHABET, CAPTCHA_SCALE, renderCaptcha } from '../../server/auth/captcha';
import { contrast, decodePng, luminance, type DecodedPng } from '../support/png';
import { build, type TestApp } from '../support/app';
import { FIXED_CODE } from './helpers';

/** Columns holding a pixel at 4.5:1 or more against the background, grouped into runs (one run a glyph). */
function inkRuns(img: DecodedPng) {
  const { width, height, rgba } = img;
  const counts = new Map<number, number>();
  for (let i = 0; i < rgba.length; i += 4) {
    const key = (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const bg = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const bgLum = luminance(bg >> 16, (bg >> 8) & 255, bg & 255);
  const ink = (x: number, y: number) => {
    const o = (y * width + x) * 4;
    return contrast(luminance(rgba[o], rgba[o + 1], rgba[o + 2]), bgLum) >= 4.5;
  };
  const runs: { from: number; to: number; top: number; bottom: number }[] = [];
  let gap = Infinity;
  for (let x = 0; x < width; x++) {
    let top = -1;
    let bottom = -1;
    for (let y = 0; y < height; y++) {
      if (!ink(x, y)) continue;
      if (top < 0) top = y;
      bottom = y;
    }
    if (top < 0) {
      gap++;
      continue;
    }
    // Glyphs are spread ~45 px (×3) apart; a gap of a few pixels inside one glyph (an A's legs) is not a new run.
    if (gap > 3 * CAPTCHA_SCALE || !runs.length) runs.push({ from: x, to: x, top, bottom });
    else {
      const r = runs[runs.length - 1];
      r.to = x;
      r.top = Math.min(r.top, top);
      r.bottom = Math.max(r.bottom, bottom);
    }
    gap = 0;
  }
  return { runs, bgLum };
}

let app: TestApp;
beforeAll(async () => {
  app = await build({ CAPTCHA_FIXED_CODE: FIXED_CODE });
});

test('GenerateCaptcha answers one PNG and nothing else: no paths, no labels, no text chunks; the answer is not in it', async () => {
  const r = await app.inject({ url: '/api/auth/GenerateCaptcha' });
  expect(r.statusCode).toBe(200);
  const body = r.json();
  expect(Object.keys(body).sort()).toEqual(['captchaId', 'height', 'png', 'width']);
  expect(body).toMatchObject({ width: 320, height: 40 });
  const png = Buffer.from(body.png, 'base64');
  const img = decodePng(png);
  expect([img.width, img.height]).toEqual([960, 120]);
  // Image header, pixel data, end: no metadata a script could read instead of the pixels.
  expect(new Set(img.chunks)).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
  expect(r.body).not.toContain(FIXED_CODE);
  expect(png.toString('latin1')).not.toContain(FIXED_CODE);
  expect(r.cookies.find((c) => c.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy();
  expect(r.headers['cache-control']).toBe('no-store');
});

test('on the rendered image: every glyph is at least 24 px tall at 4.5:1 or more, and the noise never reaches 4.5:1', async () => {
  const r = await app.inject({ url: '/api/auth/GenerateCaptcha' });
  const { runs } = inkRuns(decodePng(Buffer.from(r.json().png, 'base64')));
  // Exactly one run of high-contrast pixels per character: nothing else (no noise line) is that dark.
  expect(runs).toHaveLength(FIXED_CODE.length);
  for (const run of runs) expect((run.bottom - run.top + 1) / CAPTCHA_SCALE).toBeGreaterThanOrEqual(24);
});

test('every character of the alphabet is drawn at least 24 px tall, in any random draw', () => {
  const heights: Record<string, number> = {};
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 6) {
      const code = CAPTCHA_ALPHABET.slice(i, i + 6).padEnd(6, 'H');
      const { runs } = inkRuns(decodePng(renderCaptcha(code)));
      expect(runs).toHaveLength(6);
      runs.forEach((run, k) => {
        const h = (run.bottom - run.top + 1) / CAPTCHA_SCALE;
        heights[code[k]] = Math.min(heights[code[k]] ?? Infinity, h);
      });
    }
  }
  expect(Object.entries(heights).filter(([, h]) => h < 24)).toEqual([]);
});

test('no look-alikes: 0/O, 1/l/I, 5/S (nor Q, Z/2) are never drawn', () => {
  for (const c of '0O1lI5SQZ2') expect(CAPTCHA_ALPHABET).not.toContain(c);
  expect(CAPTCHA_ALPHABET).toMatch(/^[A-Z0-9]+$/);
});
