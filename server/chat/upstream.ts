// Optional hosted question-answering model (SPEC §7's inputs), used only when
// QA_MODEL_URL and QA_MODEL_TOKEN are set on the server (config.ts reads them).
// The token is sent only to that URL, in the Authorization header, and never
// reaches a browser.

export interface Upstream {
  url: string;
  token: string;
  /** Milliseconds before the local answer is used instead (default 3000). */
  timeoutMs?: number;
}

export interface UpstreamAnswer {
  answer: string;
  score: number;
}

/** Ask the hosted model; null on any failure or an unusable response. */
export async function askUpstream(upstream: Upstream, question: string, context: string): Promise<UpstreamAnswer | null> {
  try {
    const res = await fetch(upstream.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${upstream.token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ inputs: { question, context } }),
      signal: AbortSignal.timeout(upstream.timeoutMs ?? 3000),
    });
    if (!res.ok) return null;
    let body: unknown = await res.json();
    if (Array.isArray(body)) body = body[0];
    if (!body || typeof body !== 'object') return null;
    const { answer, score } = body as { answer?: unknown; score?: unknown };
    if (typeof answer !== 'string' || !answer.trim() || typeof score !== 'number' || !Number.isFinite(score)) return null;
    return { answer: answer.trim(), score: Math.min(1, Math.max(0, score)) };
  } catch {
    return null;
  }
}
