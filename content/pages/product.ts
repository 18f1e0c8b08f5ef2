import type { Page } from '../types';
import { siteConfig } from '../site-config';
import { hero, icon } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'Product',
  meta: meta(
    'Intelligent Digital Platform',
    'An intelligent digital platform for lenders: document recognition and classification, character recognition, a no-code rules engine and decisioning.',
    ['intelligent document processing', 'document classification', 'OCR', 'no-code rules engine', 'decision engine', 'mortgage automation'],
  ),
  sections: ['section-cx', 'section-offerings', 'section-contact'],
  blocks: [
    {
      kind: 'hero',
      id: 'section-cx',
      heading: 'The Intelligent Digital Platform',
      text: 'One platform that reads, understands and decides. It turns loan packages of 500+ pages into structured, verified data, applies your policies through a no-code rules engine and routes every file to the right next step - up to 65% shorter processing for document-heavy workflows.',
      image: hero.product,
      expert: 'Talk to an expert',
      actions: [{ label: 'Discover LoanXPress', href: '/Loanexpress' }],
      proof: [...siteConfig.proof],
    },
    {
      kind: 'cards',
      id: 'section-offerings',
      heading: 'Platform Modules',
      cards: [
        { title: 'Document Recognition and Classification', text: 'LLM-based classification identifies and splits 30-40 document types per application automatically, even in scanned, unordered packages.', image: icon.document },
        { title: 'Character Recognition', text: 'Advanced OCR and ML extraction capture typed and handwritten data with up to 90% faster extraction than manual keying.', image: icon.ai },
        { title: 'No-Code Rules Engine', text: 'Business users build and change QC, compliance and eligibility rules without code, with full version history.', image: icon.chart },
        { title: 'Decisioning Module', text: 'Combines extracted data, rules and model scores into consistent decisions - 70% faster and more accurate than manual review.', image: icon.shield },
      ],
    },
    {
      kind: 'form',
      id: 'section-contact',
      heading: 'Request a Demo',
      intro: 'Tell us about your workflow and we will show you the platform on documents like yours.',
      variant: 'product',
      summary: {
        heading: 'What the demo covers',
        points: ['Classification of your own sample documents', 'Extraction, rules and decisions on one screen', 'How it fits your loan origination system', 'A rollout plan and the savings to expect'],
        figures: siteConfig.proof.slice(0, 2).map((f) => ({ ...f })),
      },
    },
  ],
};
