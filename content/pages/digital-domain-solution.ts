import type { Page } from '../types';
import { hero } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'DigitalDomainSolution',
  meta: meta(
    'Digital Domain Solutions: AI, ML, RPA and DevOps',
    'Technology services for BFSI: artificial intelligence, machine learning, robotic process automation and DevOps that make operations faster and safer.',
    ['digital domain solutions', 'artificial intelligence', 'machine learning', 'RPA', 'DevOps', 'BFSI technology'],
  ),
  sections: ['section-cx', 'section-offerings', 'section-contact'],
  blocks: [
    {
      kind: 'hero',
      id: 'section-cx',
      heading: 'Digital Domain Solutions',
      text: 'AI, machine learning, robotic process automation and DevOps, applied to the real problems of banks, lenders and insurers.',
      image: hero.digital,
      teasers: [
        { label: 'McKinsey: The state of AI', href: 'https://www.mckinsey.com/capabilities/quantumblack/our-insights/the-state-of-ai' },
        { label: 'Fannie Mae: Mortgage lender sentiment on AI', href: 'https://www.fanniemae.com/research-and-insights' },
        { label: 'Google Cloud: DORA State of DevOps research', href: 'https://dora.dev/research/' },
      ],
    },
    {
      kind: 'cards',
      id: 'section-offerings',
      heading: 'Our Technology Offerings',
      cards: [
        { title: 'DevOps', text: 'Automated build, test and release pipelines, infrastructure as code and monitoring that shorten delivery cycles and reduce incidents.', link: { label: 'Learn about DevOps', href: '/DevOps' } },
        { title: 'Machine Learning for Business', text: 'Models for credit risk, fraud detection, churn and document understanding, deployed and monitored in production.', link: { label: 'Learn about ML', href: '/MLForBuisness' } },
        { title: 'AI for Business', text: 'Gen AI assistants, intelligent document processing and data analysis tailored to regulated financial services.', link: { label: 'Learn about AI', href: '/AIForBuisness' } },
        { title: 'Robotic Process Automation', text: 'Software robots for data entry, reconciliations, report generation and system-to-system hand-offs.', link: { label: 'Learn about RPA', href: '/RPA' } },
      ],
    },
    {
      kind: 'form',
      id: 'section-contact',
      heading: 'Get In Touch',
      intro: 'Which technologies are you considering - AI, ML, RPA or DevOps? Tell us and our architects will respond.',
      variant: 'technology',
      contact: true,
    },
  ],
};
