// The published variant names (EMBED-API.md); variants.ts describes each.
export const inquiryVariants = [
  'home',
  'loanxpress',
  'product',
  'consulting',
  'technology',
  'operations',
  'customer-experience',
] as const;

export type InquiryVariant = (typeof inquiryVariants)[number];

export function isInquiryVariant(value: string | null | undefined): value is InquiryVariant {
  return (inquiryVariants as readonly string[]).includes(value ?? '');
}
