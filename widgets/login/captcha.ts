// The captcha arrives as one PNG, rasterised on the server at 3× the canvas
// (ARCHITECTURE.md, GenerateCaptcha), and is drawn with createImageBitmap:
// no <img>, so a partner's CSP needs no img-src for it, and the answer never
// reaches the browser. The canvas's backing store follows the device pixel
// ratio (1–3) while its CSS size stays 320×40, so the glyphs stay sharp.

import type { CaptchaImage as Captcha } from '../../contract/api/auth';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../contract/auth';

export { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, type Captcha };

export function isCaptcha(value: unknown): value is Captcha {
  const c = value as Captcha | null;
  return !!c && typeof c.captchaId === 'string' && typeof c.png === 'string';
}

function pngBlob(base64: string): Blob {
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return new Blob([bytes], { type: 'image/png' });
}

/**
 * Draws the captcha, scaled to the canvas. Resolves false when the browser
 * offers no 2D context or no createImageBitmap (jsdom, some privacy modes)
 * or the image does not decode: the form still works, the image is blank.
 */
export async function drawCaptcha(canvas: HTMLCanvasElement, captcha: Captcha | null, dpr = window.devicePixelRatio || 1): Promise<boolean> {
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    ctx = null;
  }
  if (!ctx) return false;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (!captcha || typeof createImageBitmap !== 'function') return false;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(pngBlob(captcha.png));
  } catch {
    return false;
  }
  const ratio = Math.min(3, Math.max(1, dpr));
  canvas.width = Math.round(CAPTCHA_WIDTH * ratio);
  canvas.height = Math.round(CAPTCHA_HEIGHT * ratio);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close?.();
  return true;
}
