// The one JSON client every widget uses (SPEC §7): JSON in and out, any
// non-2xx is an error, and the XSRF double-submit header on state-changing
// requests to our own origin.
import { resolveSettings, type SettingName } from './settings';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Input errors by field name (ErrorBody.fields), when the server named them. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'text': the body as it came (a CSV export), not parsed as JSON. */
  as?: 'text';
}

/** Said (or being checked) once per page: one misconfigured origin fails every widget's every call alike. */
let corsReported = false;

function cookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
}

export async function request<T>(
  host: Element | null,
  base: SettingName,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const url = new URL(resolveSettings(host)[base] + path, window.location.href);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const safe = method === 'GET' || method === 'HEAD';
  // The cookie is only readable, and only meaningful, on our own origin.
  const xsrf = url.origin === window.location.origin ? cookie('XSRF-TOKEN') : undefined;
  if (!safe && xsrf) headers['X-XSRF-TOKEN'] = xsrf;

  let response: Response;
  try {
    response = await fetch(url.href, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    // A cross-origin call failed without a response, and the browser hides
    // why. Ask again in no-cors mode: an opaque answer means the API is up and
    // refused this page's origin (CORS), which the server's ALLOWED_ORIGINS
    // fixes; a second failure is the network, said nothing. Not awaited: the
    // widget shows its error now, the diagnosis follows in the console.
    if (!corsReported && url.origin !== location.origin) {
      fetch(url.href, { method: 'HEAD', mode: 'no-cors' }).then(
        () => console.warn(`bfsi: CORS: add ${location.origin} to ALLOWED_ORIGINS of ${url.origin}`),
        // The network, not CORS: a later failure may probe again.
        () => (corsReported = false),
      );
      // Set at once: parallel failures probe once.
      corsReported = true;
    }
    throw new ApiError(0, 'NetworkError', 'The service could not be reached.');
  }
  const text = await response.text();
  if (response.ok && options.as === 'text') return text as T;
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data ?? {}) as { error?: string; message?: string; fields?: unknown };
    const fields = body.fields && typeof body.fields === 'object' && !Array.isArray(body.fields) ? (body.fields as Record<string, string>) : undefined;
    throw new ApiError(response.status, body.error ?? 'HttpError', body.message ?? `Request failed (${response.status})`, fields);
  }
  return data as T;
}

/** Bound to one element, so each call resolves that element's settings. */
export function apiFor(host: Element | null) {
  return {
    get: <T>(base: SettingName, path: string, options?: RequestOptions) => request<T>(host, base, 'GET', path, options),
    post: <T>(base: SettingName, path: string, body: unknown, options?: RequestOptions) =>
      request<T>(host, base, 'POST', path, { ...options, body }),
  };
}

export type Api = ReturnType<typeof apiFor>;
