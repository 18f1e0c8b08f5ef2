import type { Page } from '../types';
import { icon } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'MortgageUseCase',
  meta: meta(
    'Mortgage Use Cases',
    'Mortgage automation use cases: correspondent purchase review, LoanXPress pre-underwriting, post-close and automated QC, warehouse lender quality checks.',
    ['mortgage use cases', 'correspondent purchase review', 'pre-underwriting', 'post-close QC', 'warehouse lending', 'mortgage quality control'],
  ),
  blocks: [
    {
      kind: 'cards',
      heading: 'Mortgage Use Cases',
      intro: 'Where our intelligent document platform and LoanXPress deliver measurable results for lenders, investors and warehouse banks.',
      cards: [
        { title: 'Core Correspondent Purchase Review', text: 'Automatically classify and extract the closed-loan package, compare it with the seller\'s data and flag eligibility issues before purchase - up to 65% shorter processing of each file.', image: icon.mortgage },
        { title: 'LoanXPress Automated Pre-Underwriting', text: 'LoanXPress stages complete, verified files for the underwriter: about $550 saving per loan and fewer than 1.5 underwriter touches per loan.', link: { label: 'Discover LoanXPress', href: '/Loanexpress' }, image: icon.document },
        { title: 'Post-Close and Automated QC', text: 'Automated post-closing quality control with up to 90% faster extraction, completing reviews well inside the up to 90 days investors allow.', link: { label: 'Read about post-close QC', href: '/Blog' }, image: icon.shield },
        { title: 'Quality Check by Wholesale Warehouse Lenders', text: 'Warehouse lenders verify collateral files before funding and purchase - 70% faster and more accurate than manual checks.', image: icon.banking },
      ],
    },
  ],
};
