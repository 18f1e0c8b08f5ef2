import type { Page } from '../types';
import { meta } from './_meta';

// SPEC §2: OurVision is empty and shows nothing.
export const page: Page = {
  path: 'OurVision',
  meta: { ...meta('Our Vision', 'Our vision for transforming BFSI business processes.', ['vision']), noindex: true },
  blocks: [],
  header: false,
  footer: false,
};
