// POST {blogApiBase}/Blog/CreateBlog with the stored bearer token (SPEC §7).
// On 401 it renews the session once from the refresh-token cookie
// (kit/session.ts refreshSession) and retries, so a staff member whose
// access token just expired does not lose what they typed.
import { ApiError, type Api } from '../kit/api';
import { readSession, refreshSession } from '../kit/session';

export interface BlogPayload {
  BlogName: string;
  BlogUrl: string;
  AuthorName: string;
}

function bearer(): Record<string, string> {
  const token = readSession('token');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function renew(api: Api, signal?: AbortSignal): Promise<boolean> {
  const tokens = await refreshSession(api);
  if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  return tokens !== null;
}

export async function createBlog(api: Api, payload: BlogPayload, signal?: AbortSignal): Promise<unknown> {
  const send = () => api.post<unknown>('blogApiBase', '/Blog/CreateBlog', payload, { headers: bearer(), signal });
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await renew(api, signal))) return send();
    throw error;
  }
}
