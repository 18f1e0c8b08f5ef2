import type { Page } from '../types';
import { interviewBlocks, interviewMeta, interviewRelated } from './blog-ai-in-mortgage-lending';

// The interview article at its second path; canonical is blog/ai-in-mortgage-lending.
export const page: Page = {
  path: 'mortgage-lending',
  meta: interviewMeta('blog/ai-in-mortgage-lending'),
  blocks: interviewBlocks,
  related: interviewRelated,
};
