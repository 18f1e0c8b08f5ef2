import type { Page } from '../types';
import { meta } from './_meta';

// SPEC §2: the Header route shows only the site header.
export const page: Page = {
  path: 'Header',
  meta: { ...meta('Navigation', 'Site navigation for banking, mortgage and insurance consulting, products and services.', ['navigation', 'menu']), noindex: true },
  blocks: [],
  footer: false,
};
