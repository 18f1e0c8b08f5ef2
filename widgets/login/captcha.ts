// The captcha arrives as SVG path data (ARCHITECTURE.md, GenerateCaptcha) and
// is drawn with Path2D, so a partner's CSP needs no img-src for it and the
// answer never reaches the browser.

import type { CaptchaImage as Captcha, CaptchaPath } from '../../contract/api/auth';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../contract/auth';

export { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, type Captcha, type CaptchaPath };

export function isCaptcha(value: unknown): value is Captcha {
  const c = value as Captcha | null;
  return !!c && typeof c.captchaId === 'string' && Array.isArray(c.paths);
}

/**
 * Draws the captcha, scaled to the canvas. Returns false when the browser
 * offers no 2D context or no Path2D (jsdom, some privacy modes): the form
 * still works, the image is just blank.
 */
export function drawCaptcha(canvas: HTMLCanvasElement, captcha: Captcha | null): boolean {
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    ctx = null;
  }
  if (!ctx) return false;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (!captcha || typeof Path2D === 'undefined') return false;
  const sx = captcha.width > 0 ? canvas.width / captcha.width : 1;
  const sy = captcha.height > 0 ? canvas.height / captcha.height : 1;
  ctx.setTransform(sx, 0, 0, sy, 0, 0);
  for (const p of captcha.paths) {
    if (!p || typeof p.d !== 'string') continue;
    const path = new Path2D(p.d);
    if (p.fill && p.fill !== 'none') {
      ctx.fillStyle = p.fill;
      ctx.fill(path);
    }
    if (p.stroke && p.stroke !== 'none') {
      ctx.strokeStyle = p.stroke;
      ctx.lineWidth = p.lineWidth ?? 1;
      ctx.stroke(path);
    }
    // svg-captcha style paths with neither set are filled black, like SVG's default.
    if (!p.fill && !p.stroke) {
      ctx.fillStyle = '#000';
      ctx.fill(path);
    }
  }
  return true;
}
