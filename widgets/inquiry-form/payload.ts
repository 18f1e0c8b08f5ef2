// The SendEmail request (SPEC §3 "Contact email request", §9 template 20090;
// ARCHITECTURE.md API contract). The server ignores emailTo and mails only
// INQUIRY_TO; it is sent because the published contract has the field.
import { widgetConfig } from '../../content/site-config';
import { INQUIRY_TEMPLATE_CODE, SEND_EMAIL_PATH } from '../../contract/send-email';
import type { SendEmailRequest } from '../../contract/api/inquiry';
import type { FieldName, VariantSpec } from './variants';
import { privacyNotice } from '../../content/privacy-notice';
import { leadAttribution } from '../kit/lead-context';

export { INQUIRY_TEMPLATE_CODE, SEND_EMAIL_PATH, type SendEmailRequest };

export type InquiryValues = Record<FieldName, string>;

export const emptyValues: InquiryValues = { name: '', email: '', subject: '', designation: '', message: '' };

/** What the visitor chose beside the fields: the ticked "Interested In" boxes and the "keep me informed" opt-in. */
export interface InquiryChoices {
  interests: string[];
  optIn: boolean;
}

/**
 * SPEC's payload exactly as SPEC has it: values as typed, Product's
 * designation in the subject slot, consulting-style forms '' there and [''] as
 * subjectcriteria. Beside it (issue 13): the variant, the ticked boxes by
 * label, where the lead came from, and the notice version shown with the opt-in.
 */
export function inquiryPayload(spec: VariantSpec, values: InquiryValues, choices: InquiryChoices = { interests: [], optIn: false }): SendEmailRequest {
  const subject = spec.consultingStyle ? '' : spec.fields.some((f) => f.name === 'designation') ? values.designation : values.subject;
  return {
    templateCode: INQUIRY_TEMPLATE_CODE,
    subjectcriteria: [subject],
    criteria: [values.name, values.email, subject, values.message],
    emailTo: widgetConfig.email,
    variant: spec.variant,
    // In the order the form lists them, whatever order they were ticked in.
    interests: spec.interests.filter((i) => choices.interests.includes(i)),
    attribution: leadAttribution(),
    consent: { noticeVersion: privacyNotice.version, optIn: choices.optIn },
  };
}

/** SPEC §5: only non-emptiness is checked. Whitespace-only counts as empty. */
export function missingFields(spec: VariantSpec, values: InquiryValues): FieldName[] {
  return spec.required.filter((field) => !values[field].trim());
}
