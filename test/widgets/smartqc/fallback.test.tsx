// <bfsi-smartqc>'s fallback panel: instead of a broken frame, a panel with a
// link when the frame cannot load (an error, no load within the timeout) or
// when the address is still the shipped placeholder.
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { LOAD_TIMEOUT_MS, SmartQc, isPlaceholder } from '../../../widgets/smartqc/smartqc';
import { siteConfig } from '../../../content/site-config';
import { axeViolations } from '../../support/axe';

const draw = (attrs: Record<string, string | undefined>) => render(<SmartQc host={document.createElement('div')} attrs={attrs} />);

afterEach(() => jest.useRealTimers());

test('the shipped placeholder address shows the panel at once, with an e-mail link, and loads nothing', async () => {
  expect(isPlaceholder(`${siteConfig.smartqcUrl}?embed=true`)).toBe(true);
  expect(isPlaceholder('https://qc.example/app')).toBe(false);
  const { container } = draw({});
  expect(screen.getByText('SmartQC is not connected here yet')).toBeTruthy();
  expect(screen.getByRole('link', { name: /Ask us for access/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  expect(container.querySelector('iframe')).not.toHaveAttribute('src');
  // No frame will come: the panel is in the flow and the frame takes no room (a failed frame keeps its room).
  expect(container.querySelector('iframe')).toHaveAttribute('hidden');
  expect(container.querySelector('[part=fallback]')).toHaveClass('bfsi-smartqc__fallback--flow');
  expect(await axeViolations(container)).toEqual([]);
});

test('a frame that does not load within the timeout is replaced by the panel with a link to the app', () => {
  jest.useFakeTimers();
  const { container } = draw({ src: 'https://qc.example/app?loan=1' });
  expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://qc.example/app?loan=1&embed=true');
  act(() => void jest.advanceTimersByTime(LOAD_TIMEOUT_MS - 1));
  expect(screen.queryByText('SmartQC could not be loaded here')).toBeNull();
  act(() => void jest.advanceTimersByTime(1));
  expect(screen.getByText('SmartQC could not be loaded here')).toBeTruthy();
  const open = screen.getByRole('link', { name: /Open SmartQC in a new tab/ });
  expect(open).toHaveAttribute('href', 'https://qc.example/app?loan=1');
  expect(open).toHaveAttribute('target', '_blank');
  expect(container.querySelector('iframe')).not.toHaveAttribute('src');
  expect(container.querySelector('iframe')).not.toHaveAttribute('hidden');
  expect(container.querySelector('[part=fallback]')).not.toHaveClass('bfsi-smartqc__fallback--flow');
});

test('a frame error shows the panel; a frame that loads in time keeps the app', () => {
  jest.useFakeTimers();
  const first = draw({ src: 'https://qc.example/a' });
  fireEvent.error(first.container.querySelector('iframe')!);
  expect(screen.getByText('SmartQC could not be loaded here')).toBeTruthy();
  first.unmount();
  const second = draw({ src: 'https://qc.example/b' });
  fireEvent.load(second.container.querySelector('iframe')!);
  act(() => void jest.advanceTimersByTime(LOAD_TIMEOUT_MS * 2));
  expect(screen.queryByText('SmartQC could not be loaded here')).toBeNull();
  expect(second.container.querySelector('iframe')).toHaveClass('is-loaded');
});
