import type { Page } from '../types';
import { meta } from './_meta';

export const page: Page = {
  path: 'Login',
  meta: { ...meta('Staff Login', 'Staff sign-in for registering blogs and other staff-only tools.', ['login', 'staff sign in']), noindex: true },
  blocks: [{ kind: 'widget', tag: 'bfsi-login', attributes: { redirect: '/BlogRegistration' } }],
};
