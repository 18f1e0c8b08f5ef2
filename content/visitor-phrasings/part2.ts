// Further ways visitors ask the FAQ's questions (part 2 of content/visitor-phrasings): keyed by an existing
// FAQ question (content/faq.ts or moreFaq of content/faq-phrasings.ts); questions only, never facts.
// Written from the site's content alone, never from the chatbot's evaluation sets.
export const phrasings: Record<string, string[]> = {};
