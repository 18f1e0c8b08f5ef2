import type { Page } from '../types';
import { siteConfig } from '../site-config';
import { hero } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'AIForBuisness',
  meta: meta(
    'AI for Business',
    'AI services for banks, lenders and insurers: Gen AI, intelligent document processing, data analysis and customised AI solutions.',
    ['artificial intelligence', 'Gen AI', 'AI services', 'data analysis', 'intelligent document processing', 'LLM'],
  ),
  blocks: [
    {
      kind: 'hero',
      heading: 'AI for Business',
      text: 'Practical artificial intelligence that reads documents, answers questions and supports decisions - built for the controls of regulated financial services.',
      image: hero.ai,
    },
    {
      kind: 'cards',
      heading: 'Our AI Offerings',
      cards: [
        { title: 'AI Services', text: 'Gen AI assistants, LLM-based document classification and intelligent extraction with up to 90% faster extraction than manual indexing.' },
        { title: 'Data Analysis', text: 'We turn loan, transaction and customer data into insight with analytics, dashboards and explainable models.' },
        { title: 'Customized Solutions', text: 'From proof of concept to production, we tailor AI to your products, policies and systems, with human review where it matters.' },
        { title: 'Contact Us', text: `Tell us about your AI idea or challenge: e-mail ${siteConfig.email} or call ${siteConfig.phone}.`, link: { label: 'Contact us', href: '#contact-section' } },
      ],
    },
  ],
};
