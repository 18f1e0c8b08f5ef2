// The seven inquiry forms of SPEC.md as data (§2 pages, §5 required sets and
// messages, §4 states). The component draws whichever variant it is given;
// payload.ts turns its values into the SendEmail request.
import { inquiryVariants, isInquiryVariant, type InquiryVariant } from '../../contract/inquiry';

export { inquiryVariants, isInquiryVariant, type InquiryVariant };

export type FieldName = 'name' | 'email' | 'subject' | 'designation' | 'message';

export interface FieldSpec {
  name: FieldName;
  label: string;
  placeholder: string;
  /** Input kind; email fields are type=email (SPEC §5), with no format check beyond it. */
  kind: 'text' | 'email' | 'textarea';
  /** autocomplete token, so browsers can fill the visitor's own details. */
  autocomplete?: string;
  /** Shown under the field after the first send attempt when it is empty (SPEC §5). */
  requiredMessage: string;
}

export interface VariantSpec {
  variant: InquiryVariant;
  fields: FieldSpec[];
  /** Fields that must be non-empty before anything is sent (SPEC §5). */
  required: FieldName[];
  /** 'Interested In' checkboxes (SPEC §2); ticked ones travel as interests beside SPEC's payload (issue 13). */
  interests: string[];
  button: string;
  /** Home: the button reads this (with a spinner) while the 2 s send lock is on (SPEC §4). */
  sendingText?: string;
  /** Home: repeat presses are blocked for this long after a valid press (SPEC §4, §9: 2000 ms). */
  sendLockMs?: number;
  /** Product: the submitting flag stays on this long after a valid press (SPEC §4). */
  submittingMs?: number;
  /** Product: the per-field messages are not shown (SPEC §5); fields are still marked invalid. */
  fieldMessagesShown: boolean;
  /** Consulting-style forms send subjectcriteria [''] and '' in the subject slot (SPEC §3). */
  consultingStyle: boolean;
}

/** SPEC §9: the send-button lock and Product's submitting flag. */
export const SEND_LOCK_MS = 2000;

const name: FieldSpec = {
  name: 'name',
  label: 'Name',
  placeholder: 'Your name',
  kind: 'text',
  autocomplete: 'name',
  requiredMessage: 'Name is required',
};
const email: FieldSpec = {
  name: 'email',
  label: 'Email',
  placeholder: 'you@company.com',
  kind: 'email',
  autocomplete: 'email',
  requiredMessage: 'Email is required',
};
const subject: FieldSpec = {
  name: 'subject',
  label: 'Subject',
  placeholder: 'What is it about?',
  kind: 'text',
  requiredMessage: 'Subject is required',
};
const designation: FieldSpec = {
  name: 'designation',
  label: 'Designation',
  placeholder: 'Your role, e.g. Head of Lending',
  kind: 'text',
  autocomplete: 'organization-title',
  requiredMessage: 'Designation is required',
};
const message: FieldSpec = {
  name: 'message',
  label: 'Message',
  placeholder: 'How can we help?',
  kind: 'textarea',
  requiredMessage: 'Message is required',
};

/** Consulting Solutions and Customer Experience share one list (SPEC §2). */
const serviceInterests = ['Collections', 'Customer Support', 'E-Mail and Chat Support', 'IT'];

function subjectForm(variant: InquiryVariant, extra: Partial<VariantSpec> = {}): VariantSpec {
  return {
    variant,
    fields: [name, email, subject, message],
    required: ['name', 'email', 'subject', 'message'],
    interests: [],
    button: 'Send Message',
    fieldMessagesShown: true,
    consultingStyle: false,
    ...extra,
  };
}

function consultingForm(variant: InquiryVariant, interests: string[]): VariantSpec {
  return {
    variant,
    fields: [name, email, message],
    required: ['name', 'email', 'message'],
    interests,
    button: 'Send Request',
    fieldMessagesShown: true,
    consultingStyle: true,
  };
}

export const variants: Record<InquiryVariant, VariantSpec> = {
  home: subjectForm('home', { sendingText: 'Sending...', sendLockMs: SEND_LOCK_MS }),
  loanxpress: subjectForm('loanxpress'),
  product: {
    variant: 'product',
    fields: [name, email, designation, message],
    required: ['name', 'email', 'designation', 'message'],
    interests: [],
    button: 'Send Message',
    submittingMs: SEND_LOCK_MS,
    fieldMessagesShown: false,
    consultingStyle: false,
  },
  consulting: consultingForm('consulting', serviceInterests),
  technology: consultingForm('technology', ['AI', 'ML', 'RPA', 'DevOps']),
  operations: consultingForm('operations', ['Banking', 'Risk &Compliance', 'Mortgage']),
  'customer-experience': consultingForm('customer-experience', serviceInterests),
};

/** The variant named by the attribute; a missing or unknown name falls back to 'home'. */
export function variantFor(value: string | null | undefined): VariantSpec {
  return isInquiryVariant(value) ? variants[value] : variants.home;
}
