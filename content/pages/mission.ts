import type { Page } from '../types';
import { meta } from './_meta';

export const page: Page = {
  path: 'Mission',
  meta: meta(
    'Our Mission and Values',
    'Our values: passionate, curious, trustworthy, respectful, achieve, embracing change, and being a partner and thought leader for our clients.',
    ['mission', 'values', 'company culture', 'partner', 'thought leader'],
  ),
  blocks: [
    {
      kind: 'text',
      heading: 'Our Mission',
      paragraphs: [
        'Our mission is to help banks, lenders and insurers deliver better outcomes for their customers by making their operations simpler, faster and more reliable. These values guide how we work with every client and with each other.',
      ],
    },
    {
      kind: 'list',
      heading: 'Our Values',
      items: [
        'Passionate - we care about our clients\' results and take pride in our craft.',
        'Curious - we ask why, learn continuously and explore new technology with purpose.',
        'Trustworthy - we do what we say, protect our clients\' data and are open about risks.',
        'Respectful - we listen, value diverse perspectives and treat everyone with dignity.',
        'Achieve - we set clear goals and deliver measurable outcomes.',
        'Embracing change - we adapt quickly and help our clients lead change rather than react to it.',
        'Being a partner and thought leader - we share what we know and stand beside our clients for the long term.',
      ],
    },
  ],
};
