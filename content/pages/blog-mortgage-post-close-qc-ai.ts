import type { Page } from '../types';
import { articleMeta, postCloseQcBlocks, postCloseQcRelated } from './blog';

// The post-close QC article at its article path (the canonical one; /Blog shows the same).
export const page: Page = {
  path: 'blog/mortgage-post-close-qc-ai',
  meta: articleMeta(),
  blocks: postCloseQcBlocks,
  related: postCloseQcRelated,
};
