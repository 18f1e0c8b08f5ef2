// The staff session in the browser, shared by login, blog registration and
// the lead desk. What a sign-in leaves in the browser (README "Staff
// sign-in and sessions"): localStorage keeps userId and the short-lived
// access token (SPEC §4's keys); the refresh token lives only in the
// HttpOnly refreshToken cookie, where no script (ours, a partner's or an
// injected one) can read it. Only our own keys are cleared: we are guests on
// a partner page and its other storage is none of our business.
import type { Api } from './api';

export const SESSION_KEYS = ['userId', 'token'] as const;
/** Kept by earlier versions; removed whenever the session is cleared. */
const LEGACY_KEYS = ['refreshToken'];

export interface TokenObject {
  userId?: string | number | null;
  refreshToken?: string | null;
  token?: string | null;
  lockUser?: boolean | null;
  isFirstLogin?: boolean | null;
  roleId?: number | null;
  [other: string]: unknown;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can throw when the host page blocks third-party storage.
    return null;
  }
}

export function clearSession(): void {
  const s = storage();
  for (const key of [...SESSION_KEYS, ...LEGACY_KEYS]) s?.removeItem(key);
}

/** SPEC §4: stored values are cleared, then userId and the access token are saved (the refresh token stays in its cookie). */
export function saveSession(tokens: TokenObject): void {
  clearSession();
  const s = storage();
  if (!s) return;
  s.setItem('userId', String(tokens.userId ?? ''));
  s.setItem('token', String(tokens.token ?? ''));
}

export function readSession(key: (typeof SESSION_KEYS)[number]): string | null {
  return storage()?.getItem(key) || null;
}

let inFlight: Promise<TokenObject | null> | null = null;

/**
 * A new access token from the refresh-token cookie (with the XSRF double
 * submit the API client adds), saved; null when the session is over.
 * Callers in one page share one request: each rotation ends the token
 * before it, so two at once would race each other. Two tabs racing are
 * covered by the server's grace window.
 */
export function refreshSession(api: Api): Promise<TokenObject | null> {
  inFlight ??= api
    .post<TokenObject | undefined>('apiBase', '/auth/Refreshtoken', {})
    .then((tokens) => {
      if (!tokens?.token) return null;
      saveSession(tokens);
      return tokens;
    })
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
