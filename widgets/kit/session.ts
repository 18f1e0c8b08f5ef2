// The staff session in the browser, shared by login and blog registration.
// What a sign-in leaves in the browser (SPEC §4, ARCHITECTURE.md): exactly
// the three localStorage keys userId, refreshToken and token. Only our own
// keys are cleared: we are guests on a partner page and its other storage
// is none of our business.
export const SESSION_KEYS = ['userId', 'refreshToken', 'token'] as const;

export interface TokenObject {
  userId?: string | number | null;
  refreshToken?: string | null;
  token?: string | null;
  lockUser?: boolean | null;
  isFirstLogin?: boolean | null;
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
  for (const key of SESSION_KEYS) s?.removeItem(key);
}

/** SPEC §4: stored values are cleared, then userId, refresh token and access token are saved. */
export function saveSession(tokens: TokenObject): void {
  clearSession();
  const s = storage();
  if (!s) return;
  s.setItem('userId', String(tokens.userId ?? ''));
  s.setItem('refreshToken', String(tokens.refreshToken ?? ''));
  s.setItem('token', String(tokens.token ?? ''));
}

export function readSession(key: (typeof SESSION_KEYS)[number]): string | null {
  return storage()?.getItem(key) || null;
}
