import type { Page } from '../types';
import { icon } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'MortgageSolutions',
  meta: meta(
    'Mortgage Solutions',
    'Mortgage operations support: loan origination, processing, maintenance and default management, customer support and optimised resource allocation.',
    ['mortgage solutions', 'loan origination', 'loan processing', 'default management', 'mortgage servicing', 'mortgage BPO'],
  ),
  blocks: [
    {
      kind: 'cards',
      heading: 'Mortgage Solutions',
      intro: 'Support across the mortgage life cycle, combining experienced operations staff with document automation.',
      cards: [
        { title: 'Loan Originations', text: 'Application intake, document collection and indexing, verification and disclosure support that keep new loans moving.', image: icon.mortgage },
        { title: 'Maintenance and Default Management', text: 'Escrow, payment and account maintenance, loss mitigation, forbearance and foreclosure support handled accurately and compliantly.', image: icon.shield },
        { title: 'Loan Processing', text: 'Condition clearing, income and asset analysis and file preparation for underwriting, aiming for a 35% shorter application-to-clear-to-close time.', image: icon.document },
        { title: 'Customer Support', text: 'Borrower inquiries by phone, e-mail and chat, answered by agents trained in mortgage products and regulations.', image: icon.support },
        { title: 'Optimized Resource Allocation', text: 'Flexible capacity that scales with volume, so you pay for the work done rather than for idle headcount.', image: icon.chart },
      ],
    },
  ],
};
