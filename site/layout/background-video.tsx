// Home's looping background video (SPEC §2, Root). It never delays first
// paint: the prerendered HTML has only the poster; the source is chosen after
// load, when the main thread is idle (mobile file up to 768 px), with a cache-busting timestamp as
// SPEC asks. When autoplay is blocked, the first click starts it. Under
// prefers-reduced-motion the poster stays and no video is fetched.
import { useEffect, useRef } from 'react';
import type { Video } from '../../content/types';

export const mobileQuery = '(max-width: 768px)';

export function videoSource(video: Video, mobile: boolean, now: number): string {
  const src = (mobile && video.mobileSrc) || video.src;
  return `${src}${src.includes('?') ? '&' : '?'}t=${now}`;
}

export function BackgroundVideo({ video }: { video: Video }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const mq = matchMedia(mobileQuery);
    let onClick: (() => void) | undefined;
    const start = () => {
      el.muted = true;
      el.src = videoSource(video, mq.matches, Date.now());
      el.load();
      el.play().catch((err: DOMException) => {
        if (err?.name !== 'NotAllowedError' || onClick) return;
        onClick = () => {
          onClick = undefined;
          void el.play().catch(() => undefined);
        };
        document.addEventListener('click', onClick, { once: true });
      });
    };
    const onPlaying = () => el.classList.add('is-playing');
    el.addEventListener('playing', onPlaying);
    mq.addEventListener('change', start);
    // Start once the page has loaded and the main thread is idle, so the video
    // never competes with first paint, hydration or the widgets.
    let idle = 0;
    const later = () => {
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : (setTimeout(start, 0) as unknown as number);
    };
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
    return () => {
      removeEventListener('load', later);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      clearTimeout(idle);
      mq.removeEventListener('change', start);
      el.removeEventListener('playing', onPlaying);
      if (onClick) document.removeEventListener('click', onClick);
      el.pause();
      el.removeAttribute('src');
      el.load();
    };
  }, [video.src, video.mobileSrc]);

  const p = video.poster;
  return (
    <div class="bg-video" aria-hidden="true" data-backdrop="">
      <img class="bg-video__poster" src={p.src} alt="" width={p.width} height={p.height} decoding="async" {...{ fetchpriority: 'high' }} />
      <video class="bg-video__media" ref={ref} muted loop playsInline preload="none" tabIndex={-1} />
    </div>
  );
}
