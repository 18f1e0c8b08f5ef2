import type { Page } from '../types';
import { meta } from './_meta';

export const page: Page = {
  path: 'EmailSupport',
  meta: meta(
    'E-Mail and Chat Support',
    'Non-voice contact-centre solutions: e-mail and chat support with fast response times, consistent quality and compliant answers for financial services.',
    ['email support', 'chat support', 'non-voice support', 'contact centre', 'customer service'],
  ),
  blocks: [
    {
      kind: 'cards',
      heading: 'E-Mail and Chat Support',
      intro: 'Contact-centre solutions for customers who prefer to write.',
      cards: [
        { title: 'E-Mail Management', text: 'Triage, categorisation and response within agreed service levels, with templates approved by your compliance team.', icon: 'email' },
        { title: 'Live Chat', text: 'Trained agents handle several conversations at once, resolving questions about accounts, loans and payments in real time.', icon: 'chat' },
        { title: 'Chatbot and Agent Blend', text: 'AI assistants answer routine questions instantly and hand complex cases to an agent with the full context.', icon: 'ai' },
        { title: 'Quality and Insight', text: 'Quality monitoring, customer-satisfaction surveys and trend reports that help you fix root causes.', icon: 'analytics' },
      ],
    },
  ],
};
