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
  /** Resolves when the meaning half (model and content embeddings) is loaded; until then answers are lexical. */
  ready?(): Promise<void>;
}
