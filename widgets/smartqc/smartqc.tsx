/**
 * <bfsi-smartqc>: the SmartQC quality-check app in a frame (SPEC §2 SmartQC,
 * §9: 1000 px high), done the way giscus embeds its iframe: a title, hidden
 * until it has loaded (no white flash of a half-drawn app), optional lazy
 * loading, and nothing left listening after the element is removed (the load
 * listener belongs to the iframe, which unmounts with the tree).
 *
 * Attributes, events, parts and custom properties: contract/element-docs.ts.
 */
import { useEffect, useState } from 'react';
import { widgetConfig } from '../../content/site-config';
import { isSmartqcPlaceholder } from '../../content/smartqc';
import type { WidgetProps } from '../kit/element';
import { frameHeight, frameSrc } from './frame-src';

export const DEFAULT_TITLE = 'SmartQC quality check';

/** How long the frame may take before the fallback panel replaces it. */
export const LOAD_TIMEOUT_MS = 15_000;

/**
 * The shipped address is a documentation-reserved placeholder (DESIGN.md,
 * "Placeholders"): no app answers there, and a browser reports a failed frame
 * navigation with a `load` event of its own error page, which a cross-origin
 * parent cannot tell from the app. So the placeholder goes straight to the panel.
 */
export function isPlaceholder(src: string): boolean {
  return isSmartqcPlaceholder(src);
}

/** The app's own address for the panel's link: without the embed flag, so it opens with its header. */
function appHref(src: string): string {
  const url = new URL(src);
  url.searchParams.delete('embed');
  return url.href;
}

function Fallback({ src, reason }: { src: string; reason: 'placeholder' | 'failed' }) {
  return (
    // A frame that failed leaves its room kept (the panel covers it: nothing below moves); the placeholder
    // never had a frame, so its panel is in the flow and the element is only as tall as the panel.
    <div class={`bfsi-smartqc__fallback${reason === 'placeholder' ? ' bfsi-smartqc__fallback--flow' : ''}`} part="fallback">
      <div class="bfsi-smartqc__panel">
        <p class="bfsi-smartqc__title">{reason === 'placeholder' ? 'SmartQC is not connected here yet' : 'SmartQC could not be loaded here'}</p>
        <p>
          {reason === 'placeholder'
            ? 'This page shows the SmartQC quality-check app once its address is configured.'
            : 'The quality-check app did not answer in time, or your network blocks it.'}
        </p>
        <p class="bfsi-smartqc__links">
          {reason === 'failed' ? (
            <a class="bfsi-link bfsi-smartqc__open" href={appHref(src)} target="_blank" rel="noopener">
              Open SmartQC in a new tab<span class="bfsi-smartqc__sr"> (opens in a new tab)</span>
            </a>
          ) : null}
          <a class="bfsi-link" href={`mailto:${widgetConfig.email}?subject=${encodeURIComponent('SmartQC access')}`}>
            Ask us for access: {widgetConfig.email}
          </a>
        </p>
      </div>
    </div>
  );
}

// The sandbox grants only what the QC app needs: its own scripts and its own
// origin (it keeps a session and calls its API), forms (reviews are
// submitted), popups (documents open in a new tab) and downloads (reports).
// Deliberately absent: allow-top-navigation (it must never navigate the
// partner's page), allow-modals, allow-pointer-lock, allow-presentation.
export const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads';

export function SmartQc({ attrs }: WidgetProps) {
  const src = frameSrc(attrs.src);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === src;
  const placeholder = isPlaceholder(src);
  const failed = failedSrc === src || placeholder;
  useEffect(() => {
    if (loaded || failed) return;
    const timer = setTimeout(() => setFailedSrc(src), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src, loaded, failed]);
  if (failed) {
    return (
      <div class="bfsi bfsi-smartqc">
        <Fallback src={src} reason={placeholder ? 'placeholder' : 'failed'} />
        {/* The frame element stays (with no address), so the element keeps its parts; its size only when a frame failed. */}
        <iframe key="off" part="frame" hidden={placeholder} class="bfsi-smartqc__frame" title={attrs.frameTitle?.trim() || DEFAULT_TITLE} height={frameHeight(attrs.height)} loading={attrs.loading === 'lazy' ? 'lazy' : 'eager'} sandbox={SANDBOX} referrerpolicy="strict-origin-when-cross-origin" />
      </div>
    );
  }
  return (
    <div class="bfsi bfsi-smartqc" aria-busy={loaded ? undefined : 'true'}>
      {loaded ? null : (
        <p class="bfsi-smartqc__loading" role="status">
          Loading SmartQC…
        </p>
      )}
      <iframe
        key="app"
        part="frame"
        class={`bfsi-smartqc__frame${loaded ? ' is-loaded' : ''}`}
        src={src}
        title={attrs.frameTitle?.trim() || DEFAULT_TITLE}
        // The presentational attribute, not a style: hosts with a strict CSP block inline styles.
        height={frameHeight(attrs.height)}
        loading={attrs.loading === 'lazy' ? 'lazy' : 'eager'}
        sandbox={SANDBOX}
        referrerpolicy="strict-origin-when-cross-origin"
        allow="clipboard-write"
        onLoad={() => setLoadedSrc(src)}
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
