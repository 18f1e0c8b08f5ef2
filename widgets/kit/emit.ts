// Every public event of EMBED-API.md, typed once. Events bubble and are
// composed, so a host can listen on document; none carries a password, a
// token or the text of an inquiry.
import type { InquiryVariant } from '../inquiry-form/variant-name';

export interface BfsiEventMap {
  /** An inquiry was stored by the server (its mail is on the way). */
  'bfsi-inquiry-sent': { variant: InquiryVariant };
  /** Sending an inquiry failed; the form keeps what the visitor typed. status 0 = network. */
  'bfsi-inquiry-failed': { variant: InquiryVariant; status: number };
  /** A staff member signed in. */
  'bfsi-login': { userId: string };
  /** A blog was registered. */
  'bfsi-blog-registered': { blogName: string };
  /** The chat panel opened or closed (by the visitor or by bfsi('open-chat'/'close-chat')). */
  'bfsi-chat-open': Record<string, never>;
  'bfsi-chat-close': Record<string, never>;
  /** The bot replied; answered is false for fallbacks and errors. */
  'bfsi-chat-answer': { question: string; answered: boolean };
}

export type BfsiEventName = keyof BfsiEventMap;

declare global {
  interface GlobalEventHandlersEventMap {
    'bfsi-inquiry-sent': CustomEvent<BfsiEventMap['bfsi-inquiry-sent']>;
    'bfsi-inquiry-failed': CustomEvent<BfsiEventMap['bfsi-inquiry-failed']>;
    'bfsi-login': CustomEvent<BfsiEventMap['bfsi-login']>;
    'bfsi-blog-registered': CustomEvent<BfsiEventMap['bfsi-blog-registered']>;
    'bfsi-chat-open': CustomEvent<BfsiEventMap['bfsi-chat-open']>;
    'bfsi-chat-close': CustomEvent<BfsiEventMap['bfsi-chat-close']>;
    'bfsi-chat-answer': CustomEvent<BfsiEventMap['bfsi-chat-answer']>;
  }
}

/** Not cancelable (the CustomEvent default): a host cannot veto what already happened. */
export function emit<K extends BfsiEventName>(host: Element, name: K, detail: BfsiEventMap[K]): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
