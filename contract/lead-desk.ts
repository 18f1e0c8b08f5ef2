// The lead desk's paths and password rule as plain values, so the dashboard
// (browser code) takes them without pulling in a TypeBox schema.
export const LEADS_PATH = '/api/staff/leads';
export const LEADS_CSV_PATH = '/api/staff/leads.csv';
export const BLOGS_PATH = '/api/staff/blogs';
export const ADMIN_USERS_PATH = '/api/admin/users';
/** GET: questions the chatbot could not answer, and answers visitors marked unhelpful. */
export const CHAT_GAPS_PATH = '/api/staff/chat-gaps';
/** A password a user chooses (not one an administrator hands out): at least 12 characters, and not a common one. */
export const NEW_PASSWORD_MIN = 12;
