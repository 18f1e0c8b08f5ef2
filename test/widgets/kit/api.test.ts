// widgets/kit/api.ts: SPEC §7 HTTP layer (JSON, non-2xx is an error, the
// X-XSRF-TOKEN header from the XSRF-TOKEN cookie on non-GET/HEAD requests to
// our own origin), ARCHITECTURE.md errors `{ error, message }`.
import { apiFor, ApiError, request } from '../../../widgets/kit/api';
import { installFakeFetch, type FakeFetch } from '../../support/fake-fetch';

let api: FakeFetch;

beforeEach(() => {
  api = installFakeFetch({ 'POST /things': { status: 201, body: { id: 7 } }, 'GET /things': { body: [1, 2] } });
  document.cookie = 'XSRF-TOKEN=tok%2Fen%3D1; path=/';
});

afterEach(() => {
  api.restore();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

test('posts JSON to the resolved base and returns the parsed body', async () => {
  const data = await apiFor(null).post('apiBase', '/things', { a: 1 });
  expect(data).toEqual({ id: 7 });
  const [req] = api.requests;
  expect(req.url).toBe('http://localhost/api/things');
  expect(req.method).toBe('POST');
  expect(req.body).toEqual({ a: 1 });
  expect(req.headers['content-type']).toBe('application/json');
  expect(req.headers.accept).toBe('application/json');
  expect(req.credentials).toBe('same-origin');
});

test('sends the XSRF header, decoded, on a same-origin POST', async () => {
  await apiFor(null).post('apiBase', '/things', {});
  expect(api.requests[0].headers['x-xsrf-token']).toBe('tok/en=1');
});

test('sends no XSRF header on GET or HEAD, and no content type without a body', async () => {
  await apiFor(null).get('apiBase', '/things');
  api.on('HEAD /things', { status: 200 });
  await request(null, 'apiBase', 'HEAD', '/things');
  expect(api.requests.map((r) => r.headers['x-xsrf-token'])).toEqual([undefined, undefined]);
  expect(api.requests[0].headers['content-type']).toBeUndefined();
});

test('sends no XSRF header to another origin (the cookie is not theirs)', async () => {
  const host = document.createElement('div');
  host.setAttribute('api-base', 'https://api.other.example/api');
  await apiFor(host).post('apiBase', '/things', {});
  expect(api.requests[0].url).toBe('https://api.other.example/api/things');
  expect(api.requests[0].headers['x-xsrf-token']).toBeUndefined();
});

test('sends no XSRF header when there is no cookie', async () => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  await apiFor(null).post('apiBase', '/things', {});
  expect(api.requests[0].headers['x-xsrf-token']).toBeUndefined();
});

test.each([
  [400, { error: 'InvalidCaptcha', message: 'Please Enter Valid Captcha' }, 'InvalidCaptcha', 'Please Enter Valid Captcha'],
  [429, { error: 'TooManyRequests', message: 'Slow down' }, 'TooManyRequests', 'Slow down'],
  [500, 'not json <html>', 'HttpError', 'Request failed (500)'],
  [503, undefined, 'HttpError', 'Request failed (503)'],
])('a %s answer is an ApiError with its status, code and message', async (status, body, code, message) => {
  api.on('POST /things', { status, body });
  const error = await apiFor(null).post('apiBase', '/things', {}).catch((e) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status, code, message });
});

test('a network failure is an ApiError with status 0', async () => {
  api.on('POST /things', { networkError: true });
  const error = await apiFor(null).post('apiBase', '/things', {}).catch((e) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 0, code: 'NetworkError' });
});

test('an abort is passed through as an AbortError, not turned into an ApiError', async () => {
  const later = api.defer('POST /things');
  const abort = new AbortController();
  const pending = apiFor(null).post('apiBase', '/things', {}, { signal: abort.signal }).catch((e: Error) => e);
  abort.abort();
  const error = (await pending) as Error;
  expect(error).not.toBeInstanceOf(ApiError);
  expect(error.name).toBe('AbortError');
  later.resolve({ status: 200 });
});

test('an empty 2xx body resolves to undefined', async () => {
  api.on('POST /things', { status: 202 });
  await expect(apiFor(null).post('apiBase', '/things', {})).resolves.toBeUndefined();
});
