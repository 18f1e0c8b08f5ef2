import type { Page } from '../types';
import { hero } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'CustomerExperience',
  meta: meta(
    'Customer Experience Services',
    'B2C customer support, non-voice e-mail and chat support, collections and IT support for banks, lenders and insurers.',
    ['customer experience', 'B2C support', 'non-voice support', 'email support', 'chat support', 'collections', 'IT support'],
  ),
  sections: ['section-cx', 'section-offerings', 'section-contact'],
  blocks: [
    {
      kind: 'hero',
      id: 'section-cx',
      heading: 'Customer Experience',
      text: 'Every interaction is a chance to earn loyalty. Our contact-centre teams deliver B2C support, non-voice e-mail and chat support, collections and IT support with the care financial customers expect - the kind of service that earns a 5-star borrower rating.',
      image: hero.customerExperience,
      actions: [
        { label: 'Learn More', href: 'https://www.mckinsey.com/capabilities/operations/our-insights' },
      ],
    },
    {
      kind: 'cards',
      id: 'section-offerings',
      heading: 'Our Customer Experience Offerings',
      cards: [
        { title: 'E-Mail and Chat Support', text: 'Non-voice support with response-time targets, quality monitoring and knowledge-base driven answers.', link: { label: 'E-mail and chat support', href: '/EmailSupport' } },
        { title: 'Collections', text: 'Compliant, empathetic collections across the delinquency cycle with digital self-service options.', link: { label: 'Collections', href: '/Collections' } },
        { title: 'Customer Support', text: 'B2C customer support and IT help desks that resolve issues on first contact.', link: { label: 'Customer support', href: '/CustomerSupport' } },
      ],
    },
    {
      kind: 'form',
      id: 'section-contact',
      heading: 'Get In Touch',
      intro: 'Interested in collections, customer support, e-mail and chat support or IT support? Let us know.',
      variant: 'customer-experience',
      contact: true,
    },
  ],
};
