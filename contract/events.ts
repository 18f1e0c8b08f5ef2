// Every public DOM event (docs/partner-guide.md "Events"), written once as data: the
// widgets' emit() takes its types from here (BfsiEventMap below is derived,
// not written again), and npm run generate writes the host types, the
// custom-elements manifest and the partner guide from it. Events bubble and
// are composed, so a host can listen on document; none carries a password, a
// token or the text of an inquiry. Never rename one: add a new event and
// deprecate the old (STYLE §4).
import type { InquiryVariant, LeadVariant } from './inquiry';

/** The field types a detail may use, by the name the docs print. */
interface DetailTypes {
  string: string;
  number: number;
  boolean: boolean;
  BfsiInquiryVariant: InquiryVariant;
  BfsiLeadVariant: LeadVariant;
}

export interface EventDoc {
  /** Field → type name; {} for an event without data. */
  detail: Readonly<Record<string, keyof DetailTypes>>;
  /** What happened, for the docs. */
  doc: string;
}

export const bfsiEvents = {
  'bfsi-inquiry-sent': {
    detail: { variant: 'BfsiLeadVariant' },
    doc: "An inquiry was stored by the server (its mail is on the way): from a form (its variant), the chatbot's hand-off ('chat') or the savings calculator ('calculator').",
  },
  'bfsi-inquiry-failed': {
    detail: { variant: 'BfsiInquiryVariant', status: 'number' },
    doc: 'Sending an inquiry failed; the form keeps what the visitor typed. status 0 = network.',
  },
  'bfsi-estimate': {
    detail: { loansPerMonth: 'number', yearlyLow: 'number', yearlyHigh: 'number', assumptionsVersion: 'string' },
    doc: 'The savings calculator worked out a new estimate (once typing pauses): the loans per month, the yearly savings range in US dollars and the version of the assumptions used.',
  },
  'bfsi-login': { detail: { userId: 'string' }, doc: 'A staff member signed in.' },
  'bfsi-blog-registered': { detail: { blogName: 'string' }, doc: 'A blog was registered.' },
  'bfsi-chat-open': { detail: {}, doc: "The chat panel opened (by the visitor or by bfsi('open-chat'))." },
  'bfsi-chat-close': { detail: {}, doc: "The chat panel closed (by the visitor or by bfsi('close-chat'))." },
  'bfsi-chat-answer': {
    detail: { question: 'string', answered: 'boolean' },
    doc: 'The bot replied; answered is true only when the answer addresses the question (false for fallbacks and errors).',
  },
} as const satisfies Record<string, EventDoc>;

export type BfsiEventName = keyof typeof bfsiEvents;

type Detail<D> = { -readonly [F in keyof D]: DetailTypes[D[F] & keyof DetailTypes] };

/** Event name → `detail`, derived from bfsiEvents. */
export type BfsiEventMap = { [K in BfsiEventName]: Detail<(typeof bfsiEvents)[K]['detail']> };
