// What the visitor reads next to a field the form or the server refused. The
// form checks the shared rule (contract/inquiry.ts) before sending, so these
// mostly show before anything is sent; a server answer with `fields` (400)
// lands here too. Required fields keep SPEC's texts (variants.ts).
import { INQUIRY_LIMITS, inquiryFieldErrors, type InquiryField } from '../../contract/inquiry';
import { INVALID_CHARACTERS } from '../../contract/text';
import type { FieldName, FieldSpec, VariantSpec } from './variants';
import type { InquiryValues } from './payload';

export type FieldErrors = Partial<Record<FieldName, string>>;

/** The request field a form field travels in: designation goes in the subject slot. */
export const requestField = (f: FieldName): InquiryField => (f === 'designation' ? 'subject' : f);

const number = (n: number) => n.toLocaleString('en-US');

export const EMAIL_TEXT = 'Please enter a full e-mail address, like name@bank.com';

/** Plain words for a refusal code; length is what the field holds now. */
export function fieldMessage(f: FieldSpec, code: string, length: number): string {
  const limit = INQUIRY_LIMITS[requestField(f.name)];
  switch (code) {
    case 'Required':
      return f.requiredMessage;
    case 'InvalidEmail':
      return EMAIL_TEXT;
    case 'TooLong':
      return `Please keep this to ${number(limit)} characters or fewer (it has ${number(length)}).`;
    case INVALID_CHARACTERS:
      return 'This holds a character we cannot accept; please retype it.';
    default:
      return 'Please check this field.';
  }
}

/** Format and length refusals of the shared rule, by form field (emptiness is SPEC's check, done apart). */
export function formatErrors(spec: VariantSpec, values: InquiryValues): FieldErrors {
  const slot = spec.fields.find((f) => f.name === 'subject' || f.name === 'designation')?.name;
  const found = inquiryFieldErrors(
    { name: values.name, email: values.email, subject: slot ? values[slot] : '', message: values.message },
    [],
  );
  const out: FieldErrors = {};
  for (const f of spec.fields) {
    const code = found[requestField(f.name)];
    if (code) out[f.name] = code;
  }
  return out;
}

/** A server's field errors (ErrorBody.fields) by form field; fields the form does not show are dropped. */
export function serverFieldErrors(spec: VariantSpec, fields: Record<string, string> | undefined): FieldErrors {
  const out: FieldErrors = {};
  if (!fields) return out;
  for (const f of spec.fields) {
    const code = fields[requestField(f.name)];
    if (typeof code === 'string') out[f.name] = code;
  }
  return out;
}
