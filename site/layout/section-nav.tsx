// Section tracking on pages with forms (SPEC §2): the active section is the
// one whose top is within 100 px above the scroll position; a jump scrolls
// smoothly to 50 px above the section (site/scroll-spy.ts).
import { useEffect, useState } from 'react';
import { activeSection, jumpTarget, type SectionTop } from '../scroll-spy';

export interface SectionLink {
  id: string;
  label: string;
}

const docTop = (el: HTMLElement) => el.getBoundingClientRect().top + window.scrollY;

export function SectionNav({ sections }: { sections: SectionLink[] }) {
  const [active, setActive] = useState<string | undefined>(sections[0]?.id);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops: SectionTop[] = [];
      for (const s of sections) {
        const el = document.getElementById(s.id);
        if (el) tops.push({ id: s.id, top: docTop(el) });
      }
      setActive(activeSection(tops, window.scrollY));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
    };
  }, [sections.map((s) => s.id).join()]);

  const jump = (e: MouseEvent, id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    e.preventDefault();
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: jumpTarget(docTop(el)), behavior: reduce ? 'auto' : 'smooth' });
    history.replaceState(history.state, '', `#${id}`);
  };

  return (
    <nav class="section-nav" aria-label="On this page">
      <ul class="section-nav__list">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              class={s.id === active ? 'section-nav__link is-active' : 'section-nav__link'}
              aria-current={s.id === active ? 'true' : undefined}
              onClick={(e) => jump(e as unknown as MouseEvent, s.id)}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
