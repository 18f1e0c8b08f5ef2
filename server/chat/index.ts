// The chatbot's answerer. The server calls createAnswerer() once at start and
// answerer.ask(question) per request.
export { createLegacyAnswerer as createAnswerer } from './legacy';
export type { AnswererOptions } from './legacy';
export type { Answerer, ChatAnswer, ChatSource, FaqEntry, WebsiteItem } from './types';
export { GREETING, NOT_FOUND, NO_FAQ_ANSWER, NOT_LOADED, FAQ_THRESHOLD, SCORE_THRESHOLD, isGreeting } from './finder';
export type { Upstream } from './upstream';
