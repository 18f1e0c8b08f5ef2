// Text every API field accepts. PostgreSQL cannot store NUL (U+0000) in text,
// so no field takes it, on any storage: the server answers 400 with
// { fields: { <field>: INVALID_CHARACTERS } }. Plain values: widgets may check
// before sending.

/** The field error code for text holding a character no field accepts. */
export const INVALID_CHARACTERS = 'InvalidCharacters';

/** True when the text holds a character no field accepts. */
export function hasInvalidCharacters(text: string): boolean {
  return text.includes('\u0000');
}
