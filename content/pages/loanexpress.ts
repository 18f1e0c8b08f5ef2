import type { Page } from '../types';
import { hero, og, brochure } from '../media';
import { siteConfig } from '../site-config';
import { meta } from './_meta';

export const page: Page = {
  path: 'Loanexpress',
  meta: meta(
    'LoanXPress: Mortgage Pre-Underwriting',
    'LoanXPress classifies mortgage documents and pre-underwrites loans: about $550 saving per loan, 30-40% lower process-level cost, fewer touches.',
    ['LoanXPress', 'mortgage pre-underwriting', 'mortgage document classification', 'automated underwriting', 'loan automation', 'mortgage AI'],
    { schema: 'Product', image: og.loanxpress },
  ),
  sections: ['section-cx', 'section-offerings', 'section-contact'],
  blocks: [
    {
      kind: 'hero',
      id: 'section-cx',
      heading: 'LoanXPress',
      text: 'Mortgage document classification and pre-underwriting in one AI-powered tool. LoanXPress reads the loan file, checks it against your guidelines and hands your underwriters a clean, decision-ready loan - with about $550 saving per loan and 30-40% lower process-level cost.',
      image: hero.loanxpress,
      expert: 'Talk to an expert',
      actions: [{ label: 'Download the brochure', href: brochure.href }],
      proof: [...siteConfig.proof],
    },
    {
      kind: 'cards',
      heading: 'Benefits',
      cards: [
        { title: 'Faster Closings', text: '35% shorter application-to-clear-to-close time and a 50% shorter cycle time for every loan file.', icon: 'speed' },
        { title: 'Less Manual Work', text: 'About 95% less human intervention in document indexing, data entry and condition checks.', icon: 'workflow' },
        { title: 'Fewer Underwriter Touches', text: 'Fewer than 1.5 underwriter touches per loan, so underwriters focus on credit judgement.', icon: 'target' },
        { title: 'Consistent Quality', text: 'Every file is checked the same way against your overlays and investor guidelines, reducing defects and buy-backs.', icon: 'compliance' },
      ],
    },
    {
      kind: 'list',
      id: 'section-offerings',
      heading: 'What LoanXPress Covers',
      intro: 'Nine capabilities that take a loan from a stack of documents to a pre-underwritten file.',
      items: [
        'Document classification of 30-40 document types per application',
        'Data extraction from loan documents, including 500+ page packages',
        'Package completeness check against product requirements',
        'Comparison of loan-origination-system data with document data',
        'Automated underwriting runs (DU/LP) and findings review',
        'LTV, DTI and pre-underwriting calculations',
        'Income, credit and asset analysis',
        'Staging of loans to "Decision" with conditions',
        'Post-underwriting review and data analytics',
      ],
    },
    {
      kind: 'cards',
      heading: 'Platform Features',
      cards: [
        { title: 'LLM-Based Classification', text: 'Large language models identify documents by content, not file names.', icon: 'ai' },
        { title: 'No-Code Rules Engine', text: 'Configure QC and compliance checks without developers.', icon: 'rules' },
        { title: 'LOS Agnostic', text: 'Works alongside your loan origination system through standard integrations.', icon: 'platform' },
        { title: 'Real-Time Analytics', text: 'Pipeline, exception and productivity dashboards as files move.', icon: 'analytics' },
        { title: 'Data Protection', text: 'Encryption, role-based access and audit trails for every document and decision.', icon: 'lock' },
        { title: 'Smart Workflow', text: 'Routes exceptions to the right person and keeps clean files moving automatically.', icon: 'decision' },
      ],
    },
    {
      kind: 'stats',
      heading: 'Value Delivered',
      stats: [
        { value: '$550', label: 'saving per loan' },
        { value: '30-40%', label: 'lower process-level cost' },
        { value: '< 1.5', label: 'underwriter touches per loan' },
      ],
    },
    {
      kind: 'calculator',
      id: 'section-savings',
      heading: 'LoanXPress Savings Calculator',
      intro: 'Enter your monthly loan volume to see these figures worked out for your pipeline.',
    },
    {
      kind: 'form',
      id: 'section-contact',
      heading: 'Talk to the LoanXPress Team',
      intro: 'See LoanXPress on your own loan files. Download the brochure or send us a message.',
      variant: 'loanxpress',
      contact: true,
      brochure: { ...brochure },
      summary: {
        heading: 'What you get from a LoanXPress demo',
        points: ['A walk-through on loan files like yours', 'Your overlays and investor guidelines as no-code rules', 'An estimate of savings at your volumes'],
        figures: siteConfig.proof.slice(0, 2).map((f) => ({ ...f })),
      },
    },
  ],
};
