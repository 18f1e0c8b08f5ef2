import type { Page } from '../types';
import { icon } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'Collections',
  meta: meta(
    'Collections Services',
    'Compliant, customer-friendly collections: early- and late-stage delinquency management, digital payment journeys and hardship support.',
    ['collections', 'debt collection', 'delinquency management', 'recovery', 'contact centre'],
  ),
  blocks: [
    {
      kind: 'cards',
      heading: 'Collections',
      intro: 'Contact-centre solutions that improve recoveries while treating customers fairly.',
      cards: [
        { title: 'Early-Stage Collections', text: 'Friendly reminders and payment arrangements that keep accounts current and customers satisfied.', image: icon.support },
        { title: 'Late-Stage Recovery', text: 'Skilled negotiators and structured settlement options for seriously delinquent accounts.', image: icon.chart },
        { title: 'Digital Collections', text: 'Self-service payment links, e-mail and chat outreach and automated reminders.', image: icon.ai },
        { title: 'Compliance and Hardship Support', text: 'Scripts, call monitoring and hardship programmes aligned with fair debt collection rules.', image: icon.shield },
      ],
    },
  ],
};
