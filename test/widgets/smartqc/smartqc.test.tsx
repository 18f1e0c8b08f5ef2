// <bfsi-smartqc> (SPEC §2 SmartQC, §9 height 1000; STYLE §4 "The SmartQC frame").
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { SmartQc, SANDBOX, DEFAULT_TITLE } from '../../../widgets/smartqc/smartqc';
import { frameHeight, frameSrc } from '../../../widgets/smartqc/frame-src';
import { widget } from '../../../widgets/smartqc/index';
import { siteConfig } from '../../../content/site-config';
import { axeViolations } from '../../support/axe';

function frame(attrs: Record<string, string | undefined> = {}) {
  const host = document.createElement('div');
  render(<SmartQc host={host} attrs={attrs} />);
  return document.querySelector('iframe')!;
}

describe('frameSrc', () => {
  test.each([
    ['https://qc.example/app', 'https://qc.example/app?embed=true'],
    ['https://qc.example/app?loan=42&tab=docs', 'https://qc.example/app?loan=42&tab=docs&embed=true'],
    ['https://qc.example/app?embed=false#/review/7', 'https://qc.example/app?embed=true#/review/7'],
    ['https://qc.example/app#/review/7', 'https://qc.example/app?embed=true#/review/7'],
    ['/qc/', 'https://partner.example/qc/?embed=true'],
  ])('adds the embed flag to %s, keeping its query and hash', (src, expected) => {
    expect(frameSrc(src, 'https://partner.example/page')).toBe(expected);
  });

  test.each([[undefined], [''], ['   '], ['javascript:alert(1)'], ['data:text/html,<b>x</b>'], ['http://[bad']])(
    'falls back to the configured SmartQC address for %p',
    (src) => {
      const expected = new URL(siteConfig.smartqcUrl);
      expected.searchParams.set('embed', 'true');
      expect(frameSrc(src, 'https://partner.example/')).toBe(expected.href);
    },
  );

  test.each([
    [undefined, 1000],
    ['', 1000],
    ['640', 640],
    ['720px', 720],
    ['-5', 1000],
    ['tall', 1000],
  ])('height %p → %p px', (value, px) => {
    expect(frameHeight(value)).toBe(px);
  });
});

describe('the frame', () => {
  test('has the flagged src, height 1000 by default, a title, the frame part, a narrow sandbox and a referrer policy', () => {
    const f = frame({ src: 'https://qc.example/app?x=1' });
    expect(f).toHaveAttribute('src', 'https://qc.example/app?x=1&embed=true');
    expect(f).toHaveAttribute('height', '1000');
    expect(f).toHaveAttribute('title', DEFAULT_TITLE);
    expect(f).toHaveAttribute('part', 'frame');
    expect(f.getAttribute('sandbox')!.split(' ').sort()).toEqual(
      ['allow-downloads', 'allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts'].sort(),
    );
    expect(SANDBOX).not.toMatch(/top-navigation|modals/);
    expect(f).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(f).toHaveAttribute('loading', 'eager');
    expect(f).not.toHaveAttribute('style');
  });

  test('height, loading="lazy" and frame-title come from attributes', () => {
    const f = frame({ src: 'https://qc.example/app', height: '700', loading: 'lazy', frameTitle: 'Loan QC' });
    expect(f).toHaveAttribute('height', '700');
    expect(f).toHaveAttribute('loading', 'lazy');
    expect(f).toHaveAccessibleName('Loan QC');
  });

  test('is hidden (and the widget busy) until the frame loads', () => {
    const f = frame({ src: 'https://qc.example/' });
    expect(f).not.toHaveClass('is-loaded');
    expect(screen.getByRole('status')).toHaveTextContent('Loading SmartQC');
    fireEvent.load(f);
    expect(f).toHaveClass('is-loaded');
    expect(screen.queryByRole('status')).toBeNull();
    expect(f.parentElement).not.toHaveAttribute('aria-busy');
  });
});

test('has no accessibility violations while loading and once loaded', async () => {
  const f = frame({ src: 'https://qc.example/' });
  const widgetRoot = f.parentElement!;
  expect(await axeViolations(widgetRoot)).toEqual([]);
  fireEvent.load(f);
  expect(await axeViolations(widgetRoot)).toEqual([]);
});

describe('the element', () => {
  test('attach draws the frame in the shadow root, update follows src, detach removes the frame', () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.setAttribute('src', 'https://qc.example/a');
    const controller = widget.attach(host);
    const f = host.shadowRoot!.querySelector('iframe')!;
    expect(f.src).toBe('https://qc.example/a?embed=true');
    fireEvent.load(f);
    expect(f).toHaveClass('is-loaded');
    host.setAttribute('src', 'https://qc.example/b');
    act(() => controller.update());
    const g = host.shadowRoot!.querySelector('iframe')!;
    expect(g.src).toBe('https://qc.example/b?embed=true');
    // A new address is hidden again until it has loaded.
    expect(g).not.toHaveClass('is-loaded');
    act(() => controller.detach());
    expect(host.shadowRoot!.querySelector('iframe')).toBeNull();
    // Preact drops the node with its listener; a late load event changes nothing.
    expect(() => fireEvent.load(g)).not.toThrow();
    host.remove();
  });
});
