// A further FAQ entry written with the other ways visitors ask it (`also`), kept
// together so a phrasing's key cannot drift from its question; split apart for
// the chatbot's loader (server/chat/load.ts), which takes entries and phrasings separately.
import type { FaqEntry } from '../contract/chat';

export type FaqWithPhrasings = FaqEntry & { also: string[] };

/** The entries as FAQ entries, and their phrasings keyed by the exact Question. */
export function splitPhrasings(entries: FaqWithPhrasings[]): { faq: FaqEntry[]; askedAs: Record<string, string[]> } {
  return {
    faq: entries.map(({ also: _also, ...entry }) => entry),
    askedAs: Object.fromEntries(entries.map((e) => [e.Question, e.also])),
  };
}
