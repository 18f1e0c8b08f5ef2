import type { Page } from '../types';
import { meta } from './_meta';

export const page: Page = {
  path: 'Tax',
  meta: meta('Tax', 'Tax process support and automation services. More details coming soon.', ['tax', 'tax operations']),
  blocks: [{ kind: 'text', heading: 'Tax', paragraphs: ['Tax process support and automation services. More details coming soon.'] }],
};
