// Turning POST /chat/ask's reply (or its failure) into what the panel shows
// (SPEC §8, ARCHITECTURE.md): pure functions, so tests can pin every row.
import { ApiError } from '../kit/api';
import { SCORE_THRESHOLD } from '../../contract/chat';
import { CHAT_MESSAGES as M, MAX_SUGGESTIONS } from './messages';

export interface AskResponse {
  answer?: unknown;
  score?: unknown;
  source?: { title?: unknown; url?: unknown } | null;
  suggestions?: unknown;
  answered?: unknown;
  handoff?: unknown;
}

export interface SourceLink {
  title: string;
  href: string;
  /** Another origin than the page: opens in a new tab with rel=noopener. */
  external: boolean;
}

export interface BotReply {
  text: string;
  answered: boolean;
  source?: SourceLink;
  suggestions: string[];
  /** Offer the inquiry form (nothing was found). */
  inquiry: boolean;
  /** The server offers a person (asked for one, a price, something the site does not say): the inline lead form. */
  handoff?: true;
  /** The visitor's thumbs on this answer. */
  vote?: 'up' | 'down';
}

/** The origin of the API base, against which relative links are resolved. */
export function apiOrigin(apiBase: string): string {
  try {
    return new URL(apiBase, window.location.href).origin;
  } catch {
    return window.location.origin;
  }
}

/** An http(s) link, resolved against the API's origin when relative; anything else is dropped. */
export function link(url: unknown, origin: string, title?: unknown): SourceLink | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(url.trim(), `${origin}/`);
  } catch {
    return undefined;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return undefined;
  const name = typeof title === 'string' && title.trim() ? title.trim() : resolved.href;
  return { title: name, href: resolved.href, external: resolved.origin !== window.location.origin };
}

/** Where "Send us an inquiry" goes: the site's contact section, on the API's (the site's) origin. */
export function inquiryLink(origin: string): SourceLink {
  return link('/Home#contact-section', origin, M.inquiryLink)!;
}

function suggestionsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((s): s is string => typeof s === 'string' && !!s.trim())
    .map((s) => s.trim())
    .slice(0, MAX_SUGGESTIONS);
}

export function replyFor(response: AskResponse | undefined, origin: string): BotReply {
  const answer = typeof response?.answer === 'string' ? response.answer.trim() : '';
  const score = typeof response?.score === 'number' ? response.score : Number.NaN;
  const suggestions = suggestionsOf(response?.suggestions);
  const handoff = response?.handoff ? ({ handoff: true } as const) : 0;
  // SPEC §8: at or below the threshold, or empty, is no answer (NaN fails too)
  // — unless the server says honestly what it does not know and offers a person.
  if (!answer || !(score > SCORE_THRESHOLD)) {
    return answer && handoff
      ? { text: answer, answered: false, suggestions, inquiry: false, ...handoff }
      : { text: M.noAnswer, answered: false, suggestions, inquiry: true };
  }
  const source = link(response?.source?.url, origin, response?.source?.title);
  return { text: answer, answered: true, source, suggestions, inquiry: false, ...handoff };
}

export function replyForError(error: unknown): BotReply {
  const e = error instanceof ApiError ? error : null;
  let text: string = M.networkError;
  if (e && e.status !== 0) {
    if (e.status === 400 && e.code === 'QuestionTooLong' && e.message) text = e.message;
    else if (e.status === 429) text = M.tooMany;
    else text = M.serviceError;
  }
  return { text, answered: false, suggestions: [], inquiry: false };
}
