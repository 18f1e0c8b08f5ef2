// Where every lead goes and with which template (SPEC §7 SendEmail, §9): two
// constants in a module of their own. The savings calculator needs only
// these; apart from contract/inquiry.ts they keep the
// inquiry form's validators out of its bundle (and out of a chunk shared
// between the two widgets, which cost the form a request and a file's gzip).

/** Where every lead is sent, under the API base (POST; SPEC §7 SendEmail). */
export const SEND_EMAIL_PATH = '/Email/SendEmail';

/** SPEC §9: the same template code on every form. */
export const INQUIRY_TEMPLATE_CODE = 20090;
