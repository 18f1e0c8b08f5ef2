// The inquiry forms' shared facts (SPEC §3, §9; docs/partner-guide.md "variant").
// Plain values: the widget bundles import them directly.

/** The published variant names; anything else falls back to 'home' in the widget. */
export const inquiryVariants = ['home', 'loanxpress', 'product', 'consulting', 'technology', 'operations', 'customer-experience'] as const;

export type InquiryVariant = (typeof inquiryVariants)[number];

export function isInquiryVariant(value: string | null | undefined): value is InquiryVariant {
  return (inquiryVariants as readonly string[]).includes(value ?? '');
}

/**
 * Where a lead came from: one of the form variants, the chatbot's hand-off to
 * a person, or the savings calculator's "send me this estimate". Events and
 * stored leads name it.
 */
export const leadVariants = [...inquiryVariants, 'chat', 'calculator'] as const;

export type LeadVariant = (typeof leadVariants)[number];


/** What each entry of the request's criteria array is, in order: the names field errors use ({ fields: { email: '…' } }). */
export const INQUIRY_CRITERIA_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Longest value the server stores per field (characters). */
export const INQUIRY_LIMITS = { name: 200, email: 254, subject: 300, message: 5000, criterion: 200 } as const;

/**
 * Why a field was refused: the codes of ErrorBody.fields for the inquiry.
 * Required: empty (or only spaces); InvalidEmail: not a full address
 * (local@domain.tld); TooLong: over INQUIRY_LIMITS.
 */
export type InquiryFieldCode = 'Required' | 'InvalidEmail' | 'TooLong';
export type InquiryField = (typeof INQUIRY_CRITERIA_FIELDS)[number];
export type InquiryFieldErrors = Partial<Record<InquiryField, InquiryFieldCode>>;

/** Fields the server always requires; each form may require more (its subject or designation). */
export const INQUIRY_REQUIRED: readonly InquiryField[] = ['name', 'email', 'message'];

/** An address with a local part, an @ and a domain with a dot; no spaces, brackets or separators. */
export const INQUIRY_EMAIL_RE = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/;

/** Header-safe single line: what the server stores for name and subject. */
export function inquiryOneLine(s: string): string {
  return s.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
}

/** The values as the server stores them: one-line name and subject, trimmed e-mail, message with \n line ends. */
export function normalizeInquiry(v: Record<InquiryField, string>): Record<InquiryField, string> {
  return {
    name: inquiryOneLine(v.name),
    email: v.email.trim(),
    subject: inquiryOneLine(v.subject),
    message: v.message.replace(/\r\n?/g, '\n').trim(),
  };
}

/**
 * The one rule both the form (before sending) and the server (before
 * storing) apply, so the visitor learns in the form what the server would
 * refuse. Values are checked after normalizeInquiry.
 */
export function inquiryFieldErrors(raw: Record<InquiryField, string>, required: readonly InquiryField[] = INQUIRY_REQUIRED): InquiryFieldErrors {
  const v = normalizeInquiry(raw);
  const errors: InquiryFieldErrors = {};
  for (const field of INQUIRY_CRITERIA_FIELDS) {
    if (required.includes(field) && !v[field]) errors[field] = 'Required';
    // The raw length, as the request schema counts it.
    else if (raw[field].length > INQUIRY_LIMITS[field]) errors[field] = 'TooLong';
    else if (field === 'email' && v.email && !INQUIRY_EMAIL_RE.test(v.email)) errors[field] = 'InvalidEmail';
  }
  return errors;
}
