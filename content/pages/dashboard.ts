import type { Page } from '../types';
import { meta } from './_meta';

// The lead desk (SPEC §2 /dashboard, issue 8). The page is an app: site/dashboard
// renders it (site/app.tsx routes /dashboard there); the prerender writes its shell.
export const page: Page = {
  path: 'dashboard',
  meta: { ...meta('Lead desk', 'Staff dashboard: inquiries, chat questions, registered blogs and staff accounts.', ['dashboard']), noindex: true },
  footer: false,
  blocks: [],
};
