// The lead desk in jsdom with a fake fetch: no session → /login and back;
// first sign-in → password change first; leads with their delivery and
// details; retry; the chat questions tab reading CHAT_GAPS_PATH's shape.
import { render, fireEvent, waitFor, cleanup, within } from '@testing-library/preact';
import { Dashboard } from '../../site/dashboard/dashboard';
import { navigation } from '../../site/dashboard/client';
import type { ChatGapList, Lead, LeadList } from '../../contract/api/staff';
import { installFakeFetch, type FakeFetch } from '../support/fake-fetch';
import { axeViolations } from '../support/axe';

const REFRESH = 'POST /api/auth/Refreshtoken';
const LEADS = 'GET /api/staff/leads';
const GAPS = 'GET /api/staff/chat-gaps';
const payload = Buffer.from(JSON.stringify({ name: 'alice' })).toString('base64url');
const tokens = (over: object = {}) => ({ status: 200, body: { userId: 'u1', token: `h.${payload}.s`, refreshToken: '', roleId: 2, isFirstLogin: false, lockUser: false, ...over } });

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: 'l1', variant: null, name: 'Ann Lee', email: 'ann@example.org', subject: 'Mortgage QC', message: 'Call me', interests: [], attribution: null, consent: null, estimate: null,
  receivedAt: '2026-11-23T10:00:00.000Z', delivery: { status: 'sent', attempts: 1, lastError: null }, ...over,
});

let api: FakeFetch;
let go: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  // A sign-in stored in this browser; the refresh-token cookie decides whether it still holds.
  localStorage.setItem('userId', 'u1');
  api = installFakeFetch({ [REFRESH]: tokens(), [LEADS]: { status: 200, body: { data: [], total: 0 } satisfies LeadList } });
  go = jest.spyOn(navigation, 'go').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  api.restore();
  jest.restoreAllMocks();
});

test('with no sign-in stored in the browser it goes to /login at once, without asking the server', async () => {
  localStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
  render(<Dashboard />);
  await waitFor(() => expect(go).toHaveBeenCalledWith('/login?next=%2Fdashboard'));
  expect(api.calls(REFRESH)).toHaveLength(0);
});

test('without a session it goes to /login, to come back here after sign-in', async () => {
  api.on(REFRESH, { status: 401, body: { error: 'Unauthorized', message: 'No refresh token.' } });
  window.history.replaceState(null, '', '/dashboard');
  render(<Dashboard />);
  await waitFor(() => expect(go).toHaveBeenCalledWith('/login?next=%2Fdashboard'));
});

test('a first sign-in changes the password before anything else: 12 characters, typed twice; then the desk', async () => {
  api.on(REFRESH, tokens({ isFirstLogin: true }));
  api.on('POST /api/auth/ChangePassword', { status: 200, body: { data: { isFirstLogin: false, token: 'new.token.here' } } });
  const s = render(<Dashboard />);
  await s.findByRole('heading', { name: 'Choose your own password' });
  expect(s.queryByRole('navigation')).toBeNull();
  const type = (label: string, v: string) => fireEvent.input(s.getByLabelText(label), { target: { value: v } });
  type('Current password', 'given-pass-1');
  type('New password', 'short');
  type('New password again', 'short');
  fireEvent.submit(s.getByRole('button', { name: 'Change password' }).closest('form')!);
  await waitFor(() => expect(s.getByRole('alert').textContent).toMatch(/12 characters/));
  type('New password', 'a-long-passphrase-7');
  type('New password again', 'a-long-passphrase-8');
  fireEvent.submit(s.getByRole('button', { name: 'Change password' }).closest('form')!);
  await waitFor(() => expect(s.getByRole('alert').textContent).toMatch(/not the same/));
  expect(api.calls('POST /api/auth/ChangePassword')).toHaveLength(0);
  type('New password again', 'a-long-passphrase-7');
  fireEvent.submit(s.getByRole('button', { name: 'Change password' }).closest('form')!);
  await s.findByRole('navigation', { name: 'Lead desk' });
  expect(api.calls('POST /api/auth/ChangePassword')[0].body).toEqual({ currentPassword: 'given-pass-1', newPassword: 'a-long-passphrase-7' });
  expect(localStorage.getItem('token')).toBe('new.token.here');
});

test('leads newest first with delivery status and last error; details show interests, page, referrer, UTM, consent; a failed one can be retried', async () => {
  const failed = lead({
    id: 'l2', name: 'Bob Ray', interests: ['Mortgage QC', 'RPA'],
    attribution: { page: 'https://site.example/Home', referrer: 'https://search.example/', utm: { source: 'news', campaign: 'fall' } },
    consent: { noticeVersion: '2026-11', optIn: true, at: '2026-11-23T11:00:00.000Z' },
    delivery: { status: 'failed', attempts: 5, lastError: '550 mailbox unavailable' },
  });
  api.on(LEADS, { status: 200, body: { data: [failed, lead()], total: 2 } });
  api.on('POST /api/staff/leads/l2/retry', { status: 200, body: { data: { ...failed, delivery: { status: 'queued', attempts: 5, lastError: '550 mailbox unavailable' } } } });
  const s = render(<Dashboard />);
  await s.findByText('2 leads.');
  const items = s.getAllByRole('listitem');
  expect(items.map((li) => li.getAttribute('data-lead-id'))).toEqual(['l2', 'l1']);
  expect(items[0].textContent).toMatch(/Failed: 550 mailbox unavailable/);
  expect(items[1].textContent).toMatch(/Sent/);
  fireEvent.click(within(items[0]).getByRole('button', { name: 'Open' }));
  const details = within(items[0]);
  expect(details.getByText('Mortgage QC, RPA')).toBeTruthy();
  expect(details.getByText('https://search.example/')).toBeTruthy();
  expect(details.getByText('source=news, campaign=fall')).toBeTruthy();
  expect(items[0].textContent).toMatch(/Notice 2026-11; keep informed: yes/);
  fireEvent.click(details.getByRole('button', { name: 'Retry delivery' }));
  await s.findByText('Delivery queued again.');
  expect(within(s.getAllByRole('listitem')[0]).getAllByText(/Queued/).length).toBeGreaterThan(0);
  expect(await axeViolations(s.container)).toEqual([]);
});

test('filters and search go to the server as query parameters', async () => {
  const s = render(<Dashboard />);
  await s.findByText('0 leads.');
  fireEvent.input(s.getByLabelText('Search'), { target: { value: 'ann' } });
  fireEvent.change(s.getByLabelText('Delivery'), { target: { value: 'failed' } });
  fireEvent.input(s.getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.submit(s.getByRole('search'));
  await waitFor(() => expect(api.calls(LEADS)).toHaveLength(2));
  expect(new URL(api.calls(LEADS)[1].url).search).toBe('?status=failed&from=2026-11-01&q=ann');
});

test('the chat questions tab lists what CHAT_GAPS_PATH answers; a server without it says so', async () => {
  const gaps: ChatGapList = {
    data: [
      { id: 'g1', reason: 'fallback', question: 'and for car loans?', previous: 'Do you do auto lending?', answer: null, pageUrl: 'https://site.example/Home', createdAt: '2026-11-23T09:00:00.000Z' },
      { id: 'g2', reason: 'thumbs-down', question: 'What is SmartQC?', previous: null, answer: 'A QC tool.', pageUrl: null, createdAt: '2026-11-23T09:30:00.000Z' },
    ],
    total: 2,
  };
  api.on(GAPS, { status: 200, body: gaps });
  const s = render(<Dashboard />);
  await s.findByText('0 leads.');
  fireEvent.click(s.getByRole('button', { name: 'Chat questions' }));
  await s.findByText('2 questions to look at.');
  expect(s.getByText('and for car loans?')).toBeTruthy();
  // A follow-up is shown with the question it followed.
  expect(s.getByText('After: Do you do auto lending?')).toBeTruthy();
  expect(s.getByText('No answer')).toBeTruthy();
  expect(s.getByText('Thumbs down')).toBeTruthy();
  expect(s.getByText('Answered: A QC tool.')).toBeTruthy();
  cleanup();
  api.on(GAPS, { status: 404, body: { error: 'NotFound', message: 'No route' } });
  const t = render(<Dashboard />);
  await t.findByText('0 leads.');
  fireEvent.click(t.getByRole('button', { name: 'Chat questions' }));
  await t.findByText(/not recorded on this server yet/);
});

test('an access token that expired is renewed once from the cookie; staff see no Staff tab; sign out ends the session', async () => {
  let n = 0;
  api.on(LEADS, () => (++n === 1 ? { status: 401, body: { error: 'SessionEnded', message: 'ended' } } : { status: 200, body: { data: [], total: 0 } }));
  api.on('POST /api/auth/Logout', { status: 204 });
  const s = render(<Dashboard />);
  await s.findByText('0 leads.');
  expect(api.calls(REFRESH)).toHaveLength(2);
  expect(s.queryByRole('button', { name: 'Staff' })).toBeNull();
  fireEvent.click(s.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
  expect(api.calls('POST /api/auth/Logout')).toHaveLength(1);
  expect(localStorage.getItem('token')).toBeNull();
});
