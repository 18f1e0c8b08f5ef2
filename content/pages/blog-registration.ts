import type { Page } from '../types';
import { meta } from './_meta';

export const page: Page = {
  path: 'BlogRegistration',
  meta: { ...meta('Register Your Blog', 'Register a blog with its name, URL and author (staff only).', ['blog registration', 'register blog']), noindex: true },
  blocks: [{ kind: 'widget', tag: 'bfsi-blog-registration' }],
};
