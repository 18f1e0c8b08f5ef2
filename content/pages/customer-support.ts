import type { Page } from '../types';
import { icon } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'CustomerSupport',
  meta: meta(
    'Customer Support',
    'B2C customer support and IT help desk services for banks, lenders and insurers, with multilingual agents and first-contact resolution.',
    ['customer support', 'B2C support', 'IT support', 'help desk', 'contact centre'],
  ),
  blocks: [
    {
      kind: 'cards',
      heading: 'Customer Support',
      intro: 'Contact-centre solutions that resolve issues the first time.',
      cards: [
        { title: 'B2C Customer Support', text: 'Account, loan and policy inquiries handled by agents who know financial products.', image: icon.support },
        { title: 'IT Support', text: 'Help desk for your staff and customers: password resets, access requests and application support.', image: icon.shield },
        { title: 'Omnichannel Service', text: 'Voice, e-mail, chat and social channels with one view of the customer.', image: icon.ai },
        { title: 'Performance Management', text: 'Service levels, quality scores and customer satisfaction tracked and reported every week.', image: icon.chart },
      ],
    },
  ],
};
