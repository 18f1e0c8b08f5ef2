import type { Page } from '../types';
import { meta } from './_meta';

export const page: Page = {
  path: 'Insurance',
  meta: meta('Insurance', 'Insurance operations and automation services. More details coming soon.', ['insurance', 'insurance operations', 'claims automation']),
  blocks: [{ kind: 'text', heading: 'Insurance', paragraphs: ['Insurance operations and automation services. More details coming soon.'] }],
};
