// Partner diagnostics (issue 11): when the API refuses the page's origin, the
// browser reports only a network failure; the client tells CORS from a dead
// network with a no-cors probe and says so once per page, naming
// ALLOWED_ORIGINS. Its own file: the "once" is per page (module state).
import { apiFor, ApiError } from '../../../widgets/kit/api';
import { installFakeFetch, type FakeFetch } from '../../support/fake-fetch';
import { settle } from '../../support/flush';

let api: FakeFetch;
let warn: jest.SpyInstance;
const remote = { 'api-base': 'https://api.example/api' };

function host(attrs: Record<string, string>) {
  const el = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  api.restore();
  warn.mockRestore();
});

test('a same-origin network failure is not called CORS and sends no probe', async () => {
  api = installFakeFetch({ 'POST /things': { networkError: true } });
  const error = await apiFor(null).post('apiBase', '/things', {}).catch((e) => e);
  await settle();
  expect(error).toBeInstanceOf(ApiError);
  expect(api.requests).toHaveLength(1);
  expect(warn).not.toHaveBeenCalled();
});

test('a cross-origin failure with the API down (probe fails too) says nothing', async () => {
  api = installFakeFetch({ 'POST /things': { networkError: true }, 'HEAD /things': { networkError: true } });
  await apiFor(host(remote)).post('apiBase', '/things', {}).catch(() => {});
  await settle();
  expect(api.requests.map((r) => r.method)).toEqual(['POST', 'HEAD']);
  expect(warn).not.toHaveBeenCalled();
});

test('a cross-origin failure while the API answers no-cors: one warning naming ALLOWED_ORIGINS and the origin, once per page', async () => {
  api = installFakeFetch({ 'POST /things': { networkError: true }, 'HEAD /things': { status: 200 } });
  const error = await apiFor(host(remote)).post('apiBase', '/things', {}).catch((e) => e);
  expect(error).toMatchObject({ status: 0, code: 'NetworkError' });
  await settle();
  expect(warn).toHaveBeenCalledTimes(1);
  const message = String(warn.mock.calls[0][0]);
  expect(message).toContain('ALLOWED_ORIGINS');
  expect(message).toContain('https://api.example');
  expect(message).toContain(window.location.origin);

  await apiFor(host(remote)).post('apiBase', '/things', {}).catch(() => {});
  await settle();
  expect(warn).toHaveBeenCalledTimes(1);
  // Said once: no more probes either.
  expect(api.requests.filter((r) => r.method === 'HEAD')).toHaveLength(1);
});
