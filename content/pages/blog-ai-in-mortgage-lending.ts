import type { Block, Page } from '../types';
import { siteConfig } from '../site-config';
import { meta } from './_meta';
import { hero } from '../media';

// The interview article. The same article is also served at 'mortgage-lending'.
export const interviewBlocks: Block[] = [
  {
    kind: 'hero',
    heading: 'AI in Mortgage Lending: An Interview',
    text: `Our mortgage technology practice lead answers the questions lenders ask most about AI, automation and the cost of making a loan.`,
    image: hero.articleAi,
  },
  {
    kind: 'qa',
    heading: 'Questions and Answers',
    items: [
      {
        question: 'Why is AI such a hot topic for mortgage lenders right now?',
        answer: [
          'Because the economics are under pressure. Lenders have seen a 35% origination cost rise in recent years, and in difficult markets many have reported about $600 loss per retail loan. When the cost to originate is that high, taking hours of manual work out of each file matters.',
          'At the same time, the technology has matured. Large language models can now read and classify mortgage documents reliably, which was not true a few years ago.',
        ],
        citations: [
          { label: 'Mortgage Bankers Association: research and newsroom', href: 'https://www.mba.org/news-and-research' },
          { label: 'Fannie Mae: Mortgage Lender Sentiment Survey', href: 'https://www.fanniemae.com/research-and-insights/surveys-indices/mortgage-lender-sentiment-survey' },
        ],
      },
      {
        question: 'Where does the time and money actually go in a loan file?',
        answer: [
          'Documents. A typical application has 30-40 document types and 500+ pages. Somebody has to identify each one, key the data and compare it with the application. We estimate about $3,000 per loan goes into that kind of handling and review, and manual capture carries an estimated 10% error rate.',
        ],
      },
      {
        question: 'What results are lenders seeing with automated pre-underwriting?',
        answer: [
          'With LoanXPress, lenders see about $550 saving per loan, 30-40% lower process-level cost and fewer than 1.5 underwriter touches per loan. Files move with a 35% shorter application-to-clear-to-close time and a 50% shorter cycle time, with about 95% less human intervention on routine checks.',
          'Just as important, borrowers notice. Faster, more predictable closings are what earn a lender a 5-star borrower rating.',
        ],
      },
      {
        question: 'Does AI help after closing, too?',
        answer: [
          'Very much. Post-close QC reviews must typically be completed within up to 90 days, and many lenders have cut their internal review period from 120 to 90 days. AI gives up to 90% faster extraction and up to 65% shorter processing, and reviews become 70% faster and more accurate. We believe up to 60% of repurchase requests are avoidable with earlier, better QC.',
        ],
        citations: [
          { label: 'Fannie Mae Selling Guide: quality control', href: 'https://selling-guide.fanniemae.com/' },
          { label: 'Freddie Mac Single-Family: quality control', href: 'https://sf.freddiemac.com/' },
        ],
      },
      {
        question: 'What about regulators and model risk?',
        answer: [
          'AI in lending must be explainable and auditable. We keep decisions in a no-code rules engine that compliance teams can read, log every extraction and decision, and keep humans in the loop for exceptions and credit judgement.',
        ],
        citations: [{ label: 'Consumer Financial Protection Bureau', href: 'https://www.consumerfinance.gov/' }],
      },
      {
        question: 'How should a lender get started?',
        answer: [
          `Pick one painful, measurable process - pre-underwriting or post-close QC are good candidates - and run a pilot on real files. Measure touches, cycle time and defects before and after. If you would like help, e-mail ${siteConfig.email}.`,
        ],
      },
    ],
  },
  {
    kind: 'links',
    heading: 'Read More',
    links: [
      { label: 'Discover LoanXPress', href: '/Loanexpress' },
      { label: 'Intelligent mortgage automation', href: '/IntelligentMortgage' },
      { label: 'Post-close QC with AI', href: '/blog/mortgage-post-close-qc-ai' },
    ],
  },
];

/** Further reading after the interview. */
export const interviewRelated = [
  { label: 'Transforming Mortgage Post-Close QC with AI', href: '/blog/mortgage-post-close-qc-ai' },
  { label: 'Intelligent Mortgage: Lower Cost, Faster Decisions', href: '/IntelligentMortgage' },
];

export const interviewMeta = (canonical?: string) => ({
  ...meta(
    'AI in Mortgage Lending: An Interview',
    'An interview on AI in mortgage lending: rising origination costs, document automation, pre-underwriting results and post-close QC.',
    ['AI in mortgage lending', 'mortgage automation', 'pre-underwriting', 'LoanXPress', 'post-close QC', 'interview'],
    { schema: 'Article' },
  ),
  published: '2025-05-20',
  author: 'Mortgage Technology Practice',
  image: hero.articleAi.src,
  ...(canonical ? { canonical } : {}),
});

export const page: Page = {
  path: 'blog/ai-in-mortgage-lending',
  meta: interviewMeta(),
  blocks: interviewBlocks,
  related: interviewRelated,
};
