// The contract between the chat route and the answer finder. The reply's
// shape is the API's (contract/api/chat.ts); the FAQ's and the knowledge's
// are the content's (content/).
import type { AskReply, ChatSource } from '../../contract/api/chat';
export type { FaqEntry, WebsiteItem } from '../../contract/chat';

export type { ChatSource };
export type ChatAnswer = AskReply;

export interface Answerer {
  /** `previous`: the visitor's previous question, for a follow-up ('and how long does that take?'). */
  ask(question: string, previous?: string): Promise<ChatAnswer>;
  /**
   * Loads the meaning half (model and content embeddings); until it is loaded answers are lexical. Resolves true
   * when answers are by meaning, false when by words only (embeddings off, or the load failed: a later question retries).
   */
  ready?(): Promise<boolean>;
}
