/**
 * <bfsi-smartqc>: the SmartQC quality-check app in a frame (SPEC §2 SmartQC,
 * §9: 1000 px high), done the way giscus embeds its iframe: a title, hidden
 * until it has loaded (no white flash of a half-drawn app), optional lazy
 * loading, and nothing left listening after the element is removed (the load
 * listener belongs to the iframe, which unmounts with the tree).
 *
 * Attributes, events, parts and custom properties: contract/element-docs.ts.
 */
import { useState } from 'react';
import type { WidgetProps } from '../kit/element';
import { frameHeight, frameSrc } from './frame-src';

export const DEFAULT_TITLE = 'SmartQC quality check';

// The sandbox grants only what the QC app needs: its own scripts and its own
// origin (it keeps a session and calls its API), forms (reviews are
// submitted), popups (documents open in a new tab) and downloads (reports).
// Deliberately absent: allow-top-navigation (it must never navigate the
// partner's page), allow-modals, allow-pointer-lock, allow-presentation.
export const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads';

export function SmartQc({ attrs }: WidgetProps) {
  const src = frameSrc(attrs.src);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === src;
  return (
    <div class="bfsi bfsi-smartqc" aria-busy={loaded ? undefined : 'true'}>
      {loaded ? null : (
        <p class="bfsi-smartqc__loading" role="status">
          Loading SmartQC…
        </p>
      )}
      <iframe
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
      />
    </div>
  );
}
