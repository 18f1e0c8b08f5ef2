// Every public DOM event of EMBED-API.md, typed once: the widgets' emit()
// and the generated host types (types/bfsi-elements.d.ts) both come from
// this interface. Events bubble and are composed, so a host can listen on
// document; none carries a password, a token or the text of an inquiry.
// Never rename one: add a new event and deprecate the old (STYLE §4).
import type { InquiryVariant } from './inquiry';

/** Event name → `detail`. */
export interface BfsiEventMap {
  /** An inquiry was stored by the server (its mail is on the way). */
  'bfsi-inquiry-sent': { variant: InquiryVariant };
  /** Sending an inquiry failed; the form keeps what the visitor typed. status 0 = network. */
  'bfsi-inquiry-failed': { variant: InquiryVariant; status: number };
  /** A staff member signed in. */
  'bfsi-login': { userId: string };
  /** A blog was registered. */
  'bfsi-blog-registered': { blogName: string };
  /** The chat panel opened (by the visitor or by bfsi('open-chat')). */
  'bfsi-chat-open': Record<string, never>;
  /** The chat panel closed (by the visitor or by bfsi('close-chat')). */
  'bfsi-chat-close': Record<string, never>;
  /** The bot replied; answered is false for fallbacks and errors. */
  'bfsi-chat-answer': { question: string; answered: boolean };
}

export type BfsiEventName = keyof BfsiEventMap;
