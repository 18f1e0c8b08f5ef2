// Whether the SmartQC address is still the shipped placeholder (no app answers
// there): the widget then shows its "not connected yet" panel at once, and the
// site keeps only that panel's room for it. Its own module, not site-config.ts:
// that one travels in every widget's shared chunk, this only with SmartQC.
import { widgetConfig } from './site-config';

export function isSmartqcPlaceholder(src: string | undefined): boolean {
  try {
    return new URL(src || widgetConfig.smartqcUrl).origin === new URL(widgetConfig.smartqcUrl).origin;
  } catch {
    return false;
  }
}
