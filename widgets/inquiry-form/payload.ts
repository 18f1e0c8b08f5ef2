// The SendEmail request (SPEC §3 "Contact email request", §9 template 20090;
// ARCHITECTURE.md API contract). The server ignores emailTo and mails only
// INQUIRY_TO; it is sent because the published contract has the field.
import { siteConfig } from '../../content/site-config';
import { INQUIRY_TEMPLATE_CODE, SEND_EMAIL_PATH } from '../../contract/inquiry';
import type { SendEmailRequest } from '../../contract/api/inquiry';
import type { FieldName, VariantSpec } from './variants';

export { INQUIRY_TEMPLATE_CODE, SEND_EMAIL_PATH, type SendEmailRequest };

export type InquiryValues = Record<FieldName, string>;

export const emptyValues: InquiryValues = { name: '', email: '', subject: '', designation: '', message: '' };

/**
 * Values go as typed (SPEC checks only non-emptiness). Product's designation
 * travels in the subject slot; consulting-style forms have no subject and send
 * '' there and [''] as subjectcriteria. Checkboxes are never part of it.
 */
export function inquiryPayload(spec: VariantSpec, values: InquiryValues): SendEmailRequest {
  const subject = spec.consultingStyle ? '' : spec.fields.some((f) => f.name === 'designation') ? values.designation : values.subject;
  return {
    templateCode: INQUIRY_TEMPLATE_CODE,
    subjectcriteria: [subject],
    criteria: [values.name, values.email, subject, values.message],
    emailTo: siteConfig.email,
  };
}

/** SPEC §5: only non-emptiness is checked. Whitespace-only counts as empty. */
export function missingFields(spec: VariantSpec, values: InquiryValues): FieldName[] {
  return spec.required.filter((field) => !values[field].trim());
}
