import type { Block, Page } from '../types';
import { siteConfig } from '../site-config';
import { meta } from './_meta';
import { hero } from '../media';

// The post-close QC article. The same article is also at
// blog/mortgage-post-close-qc-ai (canonical).
export const postCloseQcBlocks: Block[] = [
  {
    kind: 'hero',
    heading: 'Transforming Mortgage Post-Close QC with AI',
    text: 'How lenders can meet investor timelines, cut defects and avoid repurchase requests with automated post-closing quality control.',
    image: hero.articleQc,
  },
  {
    kind: 'text',
    heading: '1. The post-close QC challenge',
    paragraphs: [
      'Every lender selling loans to the agencies must run post-closing quality control: re-verify a sample of closed loans, identify defects, and report and remediate findings. Investors expect reviews to be completed on a tight schedule - typically up to 90 days from loan selection - and the bar keeps rising.',
      'Agency quality-control expectations have also tightened: many lenders have cut the review period from 120 to 90 days to stay ahead of investor timelines. With a typical loan file carrying 30-40 document types and 500+ pages, manual reviewers struggle to keep pace, and an estimated 10% error rate in manual data capture means defects slip through.',
    ],
  },
  {
    kind: 'text',
    heading: '2. Why defects become repurchase requests',
    paragraphs: [
      'Missing documents, income miscalculations and data mismatches between the loan-origination system and the closing package are the most common causes of repurchase demands. Many of these issues are visible in the file long before an investor finds them.',
      'Industry experience suggests that up to 60% of repurchase requests are avoidable with earlier, more thorough quality control. Each avoided repurchase protects margin that is already thin - lenders have recently reported about $600 loss per retail loan originated.',
    ],
  },
  {
    kind: 'text',
    heading: '3. How AI changes post-close QC',
    paragraphs: [
      'AI-based document classification sorts the closed-loan package automatically; machine-learning extraction captures the data points that matter with up to 90% faster extraction than manual indexing. A no-code rules engine then applies the lender\'s and investors\' QC checklists and compares every document with the others and with the system of record.',
      'Reviewers receive a pre-populated review with exceptions highlighted, instead of a stack of PDFs. Lenders using this approach see reviews that are 70% faster and more accurate, and up to 65% shorter processing from selection to finding.',
    ],
  },
  {
    kind: 'text',
    heading: '4. Getting started',
    paragraphs: [
      'Start with a pilot on one month\'s QC sample: measure turnaround, findings and reviewer effort, then compare with your current process. Our team sets up the document models and rules for your checklist, integrates with your QC platform and trains your reviewers.',
      `To discuss your post-close QC process, e-mail us at ${siteConfig.email}.`,
    ],
  },
  {
    kind: 'links',
    heading: 'Contact Us',
    links: [
      { label: `E-mail ${siteConfig.email}`, href: `mailto:${siteConfig.email}?subject=${encodeURIComponent('Post-close QC with AI')}` },
      { label: 'See our mortgage use cases', href: '/MortgageUseCase' },
    ],
  },
];

/** Further reading after the post-close QC article. */
export const postCloseQcRelated = [
  { label: 'AI in Mortgage Lending: An Interview', href: '/blog/ai-in-mortgage-lending' },
  { label: 'Intelligent Mortgage: Lower Cost, Faster Decisions', href: '/IntelligentMortgage' },
];

export const articleMeta = (path?: string) => ({
  ...meta(
    'Transforming Mortgage Post-Close QC with AI',
    'How AI speeds up mortgage post-close QC: meet the 90-day review window, cut defects and avoid up to 60% of repurchase requests.',
    ['post-close QC', 'mortgage quality control', 'repurchase requests', 'AI', 'Fannie Mae QC', 'loan defects'],
    { schema: 'Article' },
  ),
  published: '2025-03-10',
  author: 'Mortgage Quality Control Practice',
  image: hero.articleQc.src,
  ...(path ? { canonical: path } : {}),
});

export const page: Page = {
  path: 'Blog',
  meta: articleMeta('blog/mortgage-post-close-qc-ai'),
  blocks: postCloseQcBlocks,
  related: postCloseQcRelated,
};
