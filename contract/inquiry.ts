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

/** Where every lead is sent, under the API base (POST; SPEC §7 SendEmail). */
export const SEND_EMAIL_PATH = '/Email/SendEmail';

/** SPEC §9: the same template code on every form. */
export const INQUIRY_TEMPLATE_CODE = 20090;

/** What each entry of the request's criteria array is, in order: the names field errors use ({ fields: { email: '…' } }). */
export const INQUIRY_CRITERIA_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Longest value the server stores per field (characters). */
export const INQUIRY_LIMITS = { name: 200, email: 254, subject: 300, message: 5000, criterion: 200 } as const;
