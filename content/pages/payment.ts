import type { Page } from '../types';
import { meta } from './_meta';

export const page: Page = {
  path: 'Payment',
  meta: meta('Payment', 'Payment operations and automation services. More details coming soon.', ['payments', 'payment operations']),
  blocks: [{ kind: 'text', heading: 'Payment', paragraphs: ['Payment operations and automation services. More details coming soon.'] }],
};
