// FAQ entries for site sentences no other FAQ answer holds (the specifics of a page: a figure, a step, a
// feature), each with the ways visitors ask for it. Every Answer is copied verbatim from the site's page text
// (websiteContent()) of the section its url names; `also` adds only questions, never facts. Written from the
// content alone, never from the chatbot's evaluation sets. Checked by test/content/faq-coverage.test.ts.
import type { FaqEntry } from '../contract/chat';

type Entry = FaqEntry & { also: string[] };

const entries: Entry[] = [];

export const coverageFaq: FaqEntry[] = entries.map(({ also: _also, ...entry }) => entry);
export const coverageAskedAs: Record<string, string[]> = Object.fromEntries(entries.map((e) => [e.Question, e.also]));
