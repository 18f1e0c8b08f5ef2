// A fetch for unit tests: records every request and answers by method and
// path, so a test states what the API says and asserts on what went over the
// wire (Plausible tracker/test/support does the same in the browser).
// Code that takes its fetch as a parameter gets one from fetchAnswering().
//
//   const api = installFakeFetch({ 'POST /Email/SendEmail': { status: 202, body: { id: '1', status: 'queued' } } });
//   ...
//   expect(api.requests[0].body).toEqual({...});
//   api.restore();
//
// A route key 'METHOD /path' matches a request whose URL path equals /path or
// ends with it, so '/Email/SendEmail' answers https://x.test/api/Email/SendEmail.
// jsdom has no fetch or Response; the fake returns the few members our API
// client reads (ok, status, headers, text(), json()).

export interface RecordedRequest {
  method: string;
  url: string;
  /** URL path, e.g. /api/Email/SendEmail */
  path: string;
  headers: Record<string, string>;
  /** JSON-parsed body when it parses, else the raw string; undefined without one. */
  body: unknown;
  credentials?: RequestCredentials;
}

export interface ReplySpec {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Reject like fetch does when the network is down (TypeError). */
  networkError?: boolean;
}

export type Reply = ReplySpec | ((request: RecordedRequest) => ReplySpec | Promise<ReplySpec>);

export interface FakeFetch {
  readonly requests: RecordedRequest[];
  /** Add or replace the answer for 'METHOD /path'. */
  on(route: string, reply: Reply): FakeFetch;
  /** Requests to one route. */
  calls(route: string): RecordedRequest[];
  /** An answer the test releases later: `const d = api.defer('POST /x'); …; d.resolve({status: 202})`. */
  defer(route: string): { resolve(reply: ReplySpec): void; readonly started: boolean };
  restore(): void;
}

function matches(route: string, request: RecordedRequest): boolean {
  const space = route.indexOf(' ');
  const method = route.slice(0, space).toUpperCase();
  const path = route.slice(space + 1);
  return method === request.method && (request.path === path || request.path.endsWith(path));
}

function headerRecord(init: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!init) return out;
  if (Array.isArray(init)) for (const [k, v] of init) out[k.toLowerCase()] = v;
  else if (typeof (init as Headers).forEach === 'function') (init as Headers).forEach((v, k) => (out[k.toLowerCase()] = v));
  else for (const [k, v] of Object.entries(init)) out[k.toLowerCase()] = v;
  return out;
}

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

function response(spec: ReplySpec): Response {
  const status = spec.status ?? 200;
  const text = spec.body === undefined ? '' : typeof spec.body === 'string' ? spec.body : JSON.stringify(spec.body);
  const headers = new Map(Object.entries({ 'content-type': 'application/json', ...spec.headers }).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null, has: (name: string) => headers.has(name.toLowerCase()) },
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

/** A fetch to pass in: a jest mock answering every call from `reply`, with the same Response stand-in. */
export function fetchAnswering(reply: (url: string) => ReplySpec): jest.MockedFunction<typeof fetch> {
  const fake = async (input: RequestInfo | URL) => response(reply(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
  return jest.fn(fake) as unknown as jest.MockedFunction<typeof fetch>;
}

export function installFakeFetch(routes: Record<string, Reply> = {}): FakeFetch {
  const table = new Map<string, Reply>(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const g = globalThis as { fetch?: typeof fetch };
  const had = Object.prototype.hasOwnProperty.call(g, 'fetch');
  const original = g.fetch;

  const fake = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, typeof location === 'undefined' ? 'http://localhost/' : location.href);
    let body: unknown = undefined;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.href,
      path: url.pathname,
      headers: headerRecord(init.headers),
      body,
      credentials: init.credentials,
    };
    requests.push(request);
    const signal = init.signal;
    if (signal?.aborted) throw abortError();
    const key = [...table.keys()].reverse().find((route) => matches(route, request));
    const reply = key ? table.get(key)! : { status: 404, body: { error: 'NotFound', message: `no fake for ${request.method} ${request.path}` } };
    const answer = Promise.resolve(typeof reply === 'function' ? reply(request) : reply);
    const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(abortError()), { once: true }));
    const spec = await Promise.race([answer, aborted]);
    if (spec.networkError) throw new TypeError('Failed to fetch');
    return response(spec);
  }) as typeof fetch;
  g.fetch = fake;

  const api: FakeFetch = {
    requests,
    on(route, reply) {
      table.delete(route);
      table.set(route, reply);
      return api;
    },
    calls: (route) => requests.filter((r) => matches(route, r)),
    defer(route) {
      let release: (reply: ReplySpec) => void = () => {};
      const gate = new Promise<ReplySpec>((resolve) => (release = resolve));
      let started = false;
      api.on(route, () => {
        started = true;
        return gate;
      });
      return {
        resolve: (reply) => release(reply),
        get started() {
          return started;
        },
      };
    },
    restore() {
      if (had) g.fetch = original;
      else delete g.fetch;
    },
  };
  return api;
}
