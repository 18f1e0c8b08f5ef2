// A small fetch double for the login, blog and chatbot tests (the shared
// test/support/fake-fetch.ts did not exist when these were written). It
// records every call, answers from per-route handlers, can hold a response
// back to observe in-flight states, and honours AbortSignal like fetch does.

export interface Call {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Make fetch itself reject (a network error). */
  networkError?: boolean;
}

type Handler = (call: Call) => FakeReply | Promise<FakeReply>;

export const json = (status: number, body?: unknown): FakeReply => ({ status, body });
export const networkError = (): FakeReply => ({ status: 0, networkError: true });

export interface Deferred {
  promise: Promise<FakeReply>;
  resolve(reply: FakeReply): void;
}

export function deferred(): Deferred {
  let resolve!: (r: FakeReply) => void;
  const promise = new Promise<FakeReply>((r) => (resolve = r));
  return { promise, resolve };
}

export interface FakeApi {
  calls: Call[];
  /** Calls to one "METHOD /path" (path after the origin, e.g. "POST /api/chat/ask"). */
  callsTo(route: string): Call[];
  on(route: string, handler: Handler | FakeReply): FakeApi;
  /** Answer the next call to route once, then fall back to its regular handler. */
  once(route: string, handler: Handler | FakeReply): FakeApi;
  restore(): void;
}

export function installFakeApi(): FakeApi {
  const handlers = new Map<string, Handler>();
  const onceQueue = new Map<string, Handler[]>();
  const calls: Call[] = [];
  const original = (globalThis as { fetch?: typeof fetch }).fetch;
  const toHandler = (h: Handler | FakeReply): Handler => (typeof h === 'function' ? h : () => h);

  const fake = async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.href);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    const call: Call = {
      method,
      url: url.href,
      path,
      headers: { ...((init.headers as Record<string, string>) ?? {}) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const route = `${method} ${path}`;
    const queued = onceQueue.get(route);
    const handler = queued?.length ? queued.shift()! : handlers.get(route);
    if (!handler) throw new Error(`fake-api: no handler for ${route}`);
    const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
    if (call.signal?.aborted) throw abortError();
    const reply = await new Promise<FakeReply>((resolve, reject) => {
      call.signal?.addEventListener('abort', () => reject(abortError()), { once: true });
      Promise.resolve(handler(call)).then(resolve, reject);
    });
    if (reply.networkError) throw new TypeError('Failed to fetch');
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      text: async () => text,
      json: async () => reply.body,
    };
  };
  (globalThis as { fetch?: unknown }).fetch = jest.fn(fake);

  const api: FakeApi = {
    calls,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    on(route, handler) {
      handlers.set(route, toHandler(handler));
      return api;
    },
    once(route, handler) {
      const list = onceQueue.get(route) ?? [];
      list.push(toHandler(handler));
      onceQueue.set(route, list);
      return api;
    },
    restore() {
      (globalThis as { fetch?: unknown }).fetch = original;
    },
  };
  return api;
}
