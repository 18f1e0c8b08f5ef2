// The partner guide as a site page (/Partners): every snippet is the
// contract's, with this deployment's address filled in at build time, and
// each can be copied.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { pages } from '../../content/pages';
import { partnerGuide } from '../../content/partner-guide';
import { installSnippet, queueSnippet } from '../../contract/snippet';
import { tagAttributes } from '../../contract/elements';
import { Reference } from '../../site/pages/reference';
import { withDeployment } from '../../site/with-deployment';

const partners = pages.find((p) => p.path === 'Partners')!;
const deployed = withDeployment(partners, { siteUrl: 'https://widgets.bank.example', smartqcUrl: 'https://qc.example/' });

it('carries the install snippet and the queue with this deployment\'s address, and no placeholder is left', () => {
  const json = JSON.stringify(deployed);
  expect(json).not.toContain('{site}');
  // Nor the contract's example address in its tables ("core API base, e.g. https://SITE/api").
  expect(json).not.toContain('https://SITE/');
  expect(json).toContain('https://widgets.bank.example/api');
  expect(json).toContain(JSON.stringify(installSnippet('https://widgets.bank.example')).slice(1, -1));
  expect(json).toContain(JSON.stringify(queueSnippet).slice(1, -1));
});

it('documents every public tag in a section of its own', () => {
  const ids = deployed.blocks.map((b) => b.id);
  for (const tag of Object.keys(tagAttributes)) expect(ids).toContain(tag);
  for (const id of ['install', 'events', 'queue', 'theming', 'csp', 'origins']) expect(ids).toContain(id);
});

it('shows a snippet as code with a Copy button that copies it and says so', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const install = partnerGuide.find((s) => s.id === 'install')!;
  const { container } = render(<Reference section={install} level={2} />);
  expect(container.querySelector('pre code')?.textContent).toBe(install.code![0].text);
  fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(install.code![0].text);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy());
  expect(screen.getByRole('status').textContent).toContain('copied');
});

it('renders `code` spans in prose and tables as <code>', () => {
  const events = partnerGuide.find((s) => s.id === 'events')!;
  const { container } = render(<Reference section={events} level={2} />);
  const codes = [...container.querySelectorAll('td code')].map((c) => c.textContent);
  expect(codes).toContain('bfsi-inquiry-sent');
  expect(container.querySelector('table th')?.getAttribute('scope')).toBe('col');
});
