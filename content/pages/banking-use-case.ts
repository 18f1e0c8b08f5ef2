import type { Page } from '../types';
import { icon } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'BankingUseCase',
  meta: meta(
    'Banking Use Cases',
    'Banking automation use cases: automated KYC, fraud detection, automated pre-underwriting in consumer lending and automated financial spreading.',
    ['banking use cases', 'automated KYC', 'fraud detection', 'consumer lending', 'financial spreading', 'banking automation'],
  ),
  blocks: [
    {
      kind: 'cards',
      heading: 'Banking Use Cases',
      intro: 'AI and decisioning applied to the banking processes with the most paperwork and the most risk.',
      cards: [
        { title: 'Automated KYC', text: 'Read identity and address documents, verify them against sources and screen customers in minutes instead of days.', image: icon.banking },
        { title: 'Fraud Detection', text: 'ML models and document forensics spot altered statements, synthetic identities and suspicious patterns early.', image: icon.shield },
        { title: 'Automated Pre-Underwriting in Consumer Lending', text: 'Extract income and liabilities, apply credit policy through the rules engine and present a recommendation for approval.', image: icon.document },
        { title: 'Automated Financial Spreading', text: 'Turn business financial statements and tax returns into spread templates automatically for commercial credit analysis.', image: icon.chart },
      ],
    },
  ],
};
