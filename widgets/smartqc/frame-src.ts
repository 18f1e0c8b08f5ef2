// The SmartQC address with the embed flag (SPEC §2 SmartQC: the app hides its
// own header when opened with embed=true). Existing query and hash are kept.
import { widgetConfig } from '../../content/site-config';

export const DEFAULT_HEIGHT = 1000;

/** http(s) only: a javascript: or data: address must never become the frame. */
export function frameSrc(src: string | undefined, base: string = location.href): string {
  let url: URL;
  try {
    url = new URL(src?.trim() || widgetConfig.smartqcUrl, base);
  } catch {
    url = new URL(widgetConfig.smartqcUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') url = new URL(widgetConfig.smartqcUrl);
  url.searchParams.set('embed', 'true');
  return url.href;
}

/** A positive number of CSS pixels; anything else is the default 1000. */
export function frameHeight(value: string | undefined): number {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_HEIGHT;
}
