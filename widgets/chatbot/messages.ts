// What the panel says. SPEC's texts are the contract's (contract/chat.ts),
// shared with the server; the 429, inquiry and source texts are ours.
import { GREETING_TEXT, NETWORK_ERROR_TEXT, NO_ANSWER_TEXT, SERVICE_ERROR_TEXT } from '../../contract/chat';

export const CHAT_MESSAGES = {
  greeting: GREETING_TEXT,
  noAnswer: NO_ANSWER_TEXT,
  networkError: NETWORK_ERROR_TEXT,
  serviceError: SERVICE_ERROR_TEXT,
  tooMany: "You're sending questions faster than I can answer. Please wait a moment and try again.",
  pending: '...',
  inquiryLead: "Couldn't find what you need?",
  inquiryLink: 'Send us an inquiry',
  sourceLead: 'Source:',
  opening: 'Hi! Ask me about our services or LoanXPress.',
  newChat: 'New conversation',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  handoffLead: 'Leave your details and a person will reply (this chat is attached).',
  handoffSend: 'Contact me',
  handoffSent: "Thanks! We'll be in touch.",
  handoffFailed: NETWORK_ERROR_TEXT,
} as const;

/** The character counter appears from here on. */
export const COUNTER_FROM = 350;
export const MAX_SUGGESTIONS = 3;
