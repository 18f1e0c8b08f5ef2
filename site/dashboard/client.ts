// The lead desk's calls: the kit's one API client with the access token the
// session keeps; a 401 renews the session once from the refresh-token cookie
// (kit refreshSession) and retries, and a session that cannot be renewed
// sends the visitor to sign in and back here.
import { ApiError, apiFor, type RequestOptions } from '../../widgets/kit/api';
import { clearSession, readSession, refreshSession } from '../../widgets/kit/session';

export const api = apiFor(null);

/** Kept in an object so tests can observe navigation (jsdom cannot navigate). */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

export function toLogin(): void {
  clearSession();
  navigation.go(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}

function bearer(): Record<string, string> {
  const token = readSession('token');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function withSession<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  try {
    return await call(bearer());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    if (!(await refreshSession(api))) {
      toLogin();
      throw error;
    }
    return call(bearer());
  }
}

/** Paths under apiBase ('/staff/leads'), as the kit's client takes them. */
export const staffApi = {
  get: <T>(path: string, options: RequestOptions = {}) => withSession((h) => api.get<T>('apiBase', path, { ...options, headers: { ...options.headers, ...h } })),
  post: <T>(path: string, body: unknown) => withSession((h) => api.post<T>('apiBase', path, body, { headers: h })),
};

/** A path from the contract ('/api/staff/leads') as the client's apiBase-relative path. */
export const rel = (path: string) => path.replace(/^\/api/, '');

export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong; try again.';
}
