// SPEC §5 and §8 texts exactly; the error texts are ours, because SPEC's
// original left the button stuck and said nothing on an HTTP error.
export const BLOG_MESSAGES = {
  required: 'All Fields are required',
  success: 'Blog Added Successfully',
  failed: 'The blog could not be registered.',
  unreachable: 'The service could not be reached. Please try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;
