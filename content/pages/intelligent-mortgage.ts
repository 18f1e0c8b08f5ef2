import type { Page } from '../types';
import { meta } from './_meta';
import { hero } from '../media';

export const page: Page = {
  path: 'IntelligentMortgage',
  meta: {
    ...meta(
      'Intelligent Mortgage Automation',
      'Rising origination costs and document overload: how intelligent automation cuts mortgage cost per loan, with an example post-purchase QC flow.',
      ['intelligent mortgage', 'mortgage origination cost', 'mortgage documents', 'post-purchase QC', 'intelligent document processing'],
      { image: hero.articleIntelligent.src, schema: 'Article' },
    ),
    author: 'Mortgage Technology Practice',
  },
  related: [
    { label: 'Transforming Mortgage Post-Close QC with AI', href: '/blog/mortgage-post-close-qc-ai' },
    { label: 'AI in Mortgage Lending: An Interview', href: '/blog/ai-in-mortgage-lending' },
  ],
  blocks: [
    {
      kind: 'hero',
      heading: 'Intelligent Mortgage: Lower Cost, Faster Decisions',
      image: hero.articleIntelligent,
      text: 'Origination costs keep rising while margins shrink: lenders have absorbed a 35% origination cost rise, spend about $3,000 per loan on manual document handling and review, and many report about $600 loss per retail loan. Intelligent automation gives them a way out.',
    },
    {
      kind: 'stats',
      heading: 'Rising Origination Costs',
      stats: [
        { value: '35%', label: 'rise in origination costs in recent years' },
        { value: '$3,000', label: 'per loan spent on manual document handling and review' },
        { value: '$600', label: 'loss per retail loan originated' },
      ],
    },
    {
      kind: 'calculator',
      id: 'savings-calculator',
      heading: 'Savings Calculator',
      intro: 'Enter your loan volume to see what the figures above could mean for your lending business.',
    },
    {
      kind: 'text',
      heading: 'The Document Challenge',
      paragraphs: [
        'A single mortgage application contains 30-40 document types and often 500+ pages: pay stubs, W-2s, bank statements, tax returns, appraisals, title work, disclosures and more. Each must be identified, indexed, read and checked against the application and against each other.',
        'Done by hand, this work is slow and error-prone, with a 10% estimated error rate in manual indexing and data entry. Errors found late become conditions, delays, defects and, eventually, repurchase requests.',
      ],
    },
    {
      kind: 'list',
      heading: 'Approaches to Automation',
      items: [
        'Rules-based OCR templates: fast to start but brittle when document layouts change.',
        'Offshore manual indexing: lowers labour cost but not cycle time or error rate.',
        'Intelligent document processing: LLM-based classification and ML extraction with up to 90% faster extraction, combined with a no-code rules engine.',
        'End-to-end decisioning: extracted data, rules and automated underwriting findings combined to stage loans for decision, with about 95% less human intervention.',
      ],
    },
    {
      kind: 'list',
      heading: 'Example: Post-Purchase QC Flow',
      ordered: true,
      items: [
        'The purchased loan package is received and split into documents automatically.',
        'Each document is classified and its key data points are extracted.',
        'Doc-to-doc and document-to-system comparisons run against the QC checklist in the rules engine.',
        'Exceptions are routed to a reviewer with the evidence attached; clean loans pass straight through.',
        'Findings are reported to the seller and tracked to resolution - up to 65% shorter processing overall.',
      ],
    },
    {
      kind: 'links',
      heading: 'See the Platform',
      links: [
        { label: 'Explore the Intelligent Digital Platform', href: '/Product' },
        { label: 'Discover LoanXPress', href: '/Loanexpress' },
      ],
    },
  ],
};
