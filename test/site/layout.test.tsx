// Root behaviours in jsdom: the background video (mobile source up to 768 px,
// cache-busting timestamp, first click starts it when autoplay is blocked,
// poster only under prefers-reduced-motion), the one-item carousel (3000 ms,
// touchmove blocked only for horizontal swipes) and the header's keyboard
// dropdowns.
import { act, fireEvent, render } from '@testing-library/preact';
import { BackgroundVideo, videoSource } from '../../site/layout/background-video';
import { Carousel, slideIntervalMs } from '../../site/layout/carousel';
import { Header } from '../../site/layout/header';
import type { Video } from '../../content/types';

const video: Video = {
  src: '/assets/video/bg.mp4',
  mobileSrc: '/assets/video/bg-mobile.mp4',
  poster: { src: '/assets/video/poster.webp', alt: '', width: 1280, height: 720 },
};

function mockMedia(matches: Record<string, boolean>) {
  window.matchMedia = ((query: string) => ({
    matches: matches[query] ?? false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('background video', () => {
  let play: jest.SpyInstance;

  /** Runs what the component left for an idle moment (jsdom has no requestIdleCallback: a 0 ms timer) and what that awaits. */
  async function whenIdle() {
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
  }

  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('should pick the mobile source up to 768 px and add a cache-busting timestamp', () => {
    expect(videoSource(video, true, 42)).toBe('/assets/video/bg-mobile.mp4?t=42');
    expect(videoSource(video, false, 42)).toBe('/assets/video/bg.mp4?t=42');
    expect(videoSource({ ...video, mobileSrc: undefined }, true, 1)).toBe('/assets/video/bg.mp4?t=1');
  });

  it('should render only the poster in the HTML, then load the source for the viewport once the page is idle', async () => {
    mockMedia({ '(max-width: 768px)': true });
    const { container } = render(<BackgroundVideo video={video} />);
    const el = container.querySelector('video')!;
    expect(container.querySelector('img')!.getAttribute('src')).toBe(video.poster.src);
    expect(el.getAttribute('preload')).toBe('none');
    expect(el.getAttribute('src')).toBeNull();
    await whenIdle();
    expect(el.src).toMatch(/bg-mobile\.mp4\?t=\d+$/);
    expect(el.muted).toBe(true);
    expect(play).toHaveBeenCalled();
  });

  it('should start on the first click when autoplay is blocked', async () => {
    mockMedia({});
    play.mockImplementationOnce(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    render(<BackgroundVideo video={video} />);
    await whenIdle();
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(document.body);
    expect(play).toHaveBeenCalledTimes(2);
    fireEvent.click(document.body);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('should keep the still poster and fetch no video under prefers-reduced-motion', async () => {
    mockMedia({ '(prefers-reduced-motion: reduce)': true });
    const { container } = render(<BackgroundVideo video={video} />);
    await whenIdle();
    expect(container.querySelector('video')!.getAttribute('src')).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });
});

describe('carousel', () => {
  const slides = [{ heading: 'One' }, { heading: 'Two' }, { heading: 'Three' }];
  beforeEach(() => {
    mockMedia({});
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const active = (c: Element) => c.querySelector('.carousel__slide.is-active')!.textContent;

  it('should show one slide at a time, advance every 3000 ms, loop, and have no dots', () => {
    const { container } = render(<Carousel slides={slides} label="Highlights" />);
    expect(container.querySelectorAll('.carousel__slide.is-active')).toHaveLength(1);
    expect(active(container)).toBe('One');
    act(() => void jest.advanceTimersByTime(slideIntervalMs));
    expect(active(container)).toBe('Two');
    act(() => void jest.advanceTimersByTime(slideIntervalMs * 2));
    expect(active(container)).toBe('One');
    expect(container.querySelector('button, [role="tab"]')).toBeNull();
    expect(slideIntervalMs).toBe(3000);
  });

  it('should block touchmove only for a horizontal swipe, so the page still scrolls', () => {
    const { container } = render(<Carousel slides={slides} label="Highlights" />);
    const el = container.querySelector('.carousel')!;
    const touch = (type: string, x: number, y: number) => {
      const e = new Event(type, { bubbles: true, cancelable: true }) as Event & { touches: unknown; changedTouches: unknown };
      e.touches = [{ clientX: x, clientY: y }];
      e.changedTouches = [{ clientX: x, clientY: y }];
      el.dispatchEvent(e);
      return e;
    };
    touch('touchstart', 100, 100);
    expect(touch('touchmove', 102, 160).defaultPrevented).toBe(false); // vertical: the page scrolls
    touch('touchend', 102, 160);
    touch('touchstart', 200, 100);
    expect(touch('touchmove', 120, 104).defaultPrevented).toBe(true); // horizontal: a swipe
    act(() => void touch('touchend', 120, 104));
    expect(active(container)).toBe('Two');
  });
});

describe('header dropdowns', () => {
  beforeEach(() => {
    mockMedia({});
    sessionStorage.clear();
    global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  });

  it('should open with ArrowDown, move with arrows, and close with Escape back on the toggle', async () => {
    const { container } = render(<Header />);
    const toggle = container.querySelector<HTMLButtonElement>('button[aria-label="About Us submenu"]')!;
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    toggle.focus();
    await act(async () => void fireEvent.keyDown(toggle, { key: 'ArrowDown' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(document.activeElement?.textContent).toBe('Vision');
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }));
    expect(document.activeElement?.textContent).toBe('Mission');
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('should toggle with a click and keep one dropdown open at a time', async () => {
    const { container } = render(<Header />);
    const a = container.querySelector<HTMLButtonElement>('button[aria-label="About Us submenu"]')!;
    const b = container.querySelector<HTMLButtonElement>('button[aria-label="Services submenu"]')!;
    await act(async () => void fireEvent.click(a));
    expect(a.getAttribute('aria-expanded')).toBe('true');
    await act(async () => void fireEvent.click(b));
    expect(a.getAttribute('aria-expanded')).toBe('false');
    expect(b.getAttribute('aria-expanded')).toBe('true');
  });

  it('should open http(s) links in a new tab with rel=noopener and send # links to Home', () => {
    const { container } = render(<Header />);
    const linkedin = [...container.querySelectorAll('a')].find((a) => a.textContent?.startsWith('LinkedIn'))!;
    expect(linkedin.getAttribute('target')).toBe('_blank');
    expect(linkedin.getAttribute('rel')).toBe('noopener');
    expect(container.querySelector('a.nav__link')!.getAttribute('href')).toBe('/Home#home-section');
  });
});
