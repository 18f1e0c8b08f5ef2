import type { Page } from '../types';
import { siteConfig } from '../site-config';
import { meta } from './_meta';

export const page: Page = {
  path: 'Vision',
  meta: meta(
    'Our Vision',
    'Our vision: transform business processes for banks, lenders and insurers using BFSI expertise, Gen AI and low-code decision engines.',
    ['vision', 'BFSI transformation', 'Gen AI', 'low-code decision engine', 'business process transformation'],
  ),
  blocks: [
    {
      kind: 'text',
      heading: 'Our Vision',
      paragraphs: [
        'Our vision is to transform business processes across banking, financial services and insurance by combining deep BFSI expertise with Gen AI and low-code decision engines.',
        'We see a future where loan files classify themselves, policies are applied consistently by decision engines that business users can change, and skilled people spend their time on judgement, relationships and exceptions rather than on re-keying data.',
        `${siteConfig.company} works toward that future one process at a time: measurable, secure and built alongside the teams who run it every day.`,
      ],
    },
  ],
};
