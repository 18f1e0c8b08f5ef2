import type { Page } from '../types';
import { icon } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'BankingServices',
  meta: meta(
    'Banking Services',
    'Banking operations services: account opening and KYC, payments and reconciliations, lending operations and trade and treasury support.',
    ['banking services', 'banking operations', 'KYC', 'payments', 'reconciliation', 'lending operations'],
  ),
  blocks: [
    {
      kind: 'cards',
      heading: 'Banking Services',
      intro: 'Reliable back- and middle-office operations for retail and commercial banks.',
      cards: [
        { title: 'Account Opening and KYC', text: 'Customer onboarding, identity verification, KYC refresh and AML screening support.', image: icon.banking },
        { title: 'Payments and Reconciliations', text: 'Payment processing, exception handling and daily reconciliations with full audit trails.', image: icon.chart },
        { title: 'Lending Operations', text: 'Consumer and commercial loan set-up, servicing, financial spreading and covenant monitoring.', image: icon.document },
        { title: 'Reporting and Compliance Support', text: 'Regulatory and management reporting, quality control and control testing.', image: icon.shield },
      ],
    },
  ],
};
