// The public tags (docs/partner-guide.md "The elements") and the attributes each one
// observes. The loader defines the tags from this table, so it stays small:
// what each tag and attribute means is in element-docs.ts, whose keys the
// type checker holds to this table.
export const tagAttributes = {
  'bfsi-chatbot': ['api-base', 'bot-title', 'open'],
  'bfsi-inquiry-form': ['variant', 'email-api-base', 'api-base'],
  'bfsi-login': ['api-base', 'redirect'],
  'bfsi-blog-registration': ['blog-api-base'],
  'bfsi-smartqc': ['src', 'height', 'loading', 'frame-title'],
  'bfsi-savings-calculator': ['email-api-base', 'api-base'],
} as const;

export type BfsiTag = keyof typeof tagAttributes;

export type AttributeOf<T extends BfsiTag> = (typeof tagAttributes)[T][number];
