// SPEC §5 and §8 texts, exactly; the 429 and inquiry texts are ours.
export const CHAT_MESSAGES = {
  greeting: 'Hello! How can I assist you today?',
  noAnswer: "Sorry, I couldn't find an answer.",
  networkError: 'Sorry, something went wrong. Please try again.',
  serviceError: 'Something went wrong. Please try again later.',
  tooMany: "You're sending questions faster than I can answer. Please wait a moment and try again.",
  pending: '...',
  inquiryLead: "Couldn't find what you need?",
  inquiryLink: 'Send us an inquiry',
  sourceLead: 'Source:',
} as const;

/** SPEC §9: replies at or below this confidence are treated as no answer. */
export const SCORE_THRESHOLD = 0.005;
/** The server refuses longer questions (400 QuestionTooLong). */
export const MAX_QUESTION = 400;
/** The character counter appears from here on. */
export const COUNTER_FROM = 350;
export const MAX_SUGGESTIONS = 3;
