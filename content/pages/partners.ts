import type { Page } from '../types';
import { partnerGuide } from '../partner-guide';
import { meta } from './_meta';

export const page: Page = {
  path: 'Partners',
  meta: meta(
    'Embed our widgets: partner guide',
    'Add our chatbot, inquiry forms and SmartQC to your own pages in two lines: tags, attributes, events, the bfsi() queue, theming, CSP and allowed origins.',
    ['embed', 'widgets', 'chatbot', 'inquiry form', 'partner', 'custom elements'],
  ),
  blocks: [
    {
      kind: 'hero',
      heading: 'Embed our widgets on your pages',
      text: 'The chatbot, the inquiry forms, staff sign-in and SmartQC are custom elements you can paste into any page: two lines, no framework, isolated from your CSS, and working under a strict Content-Security-Policy.',
    },
    ...partnerGuide.map((section) => ({ kind: 'reference' as const, id: section.id, section })),
  ],
};
