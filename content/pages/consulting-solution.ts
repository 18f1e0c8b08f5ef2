import type { Page } from '../types';
import { hero } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'ConsultingSolution',
  meta: meta(
    'Consulting Solutions',
    'Transformation consulting for BFSI: external perspective, diverse expertise, speed to value and change management, plus collections offerings.',
    ['transformation consulting', 'BFSI consulting', 'change management', 'collections', 'speed to value'],
  ),
  sections: ['section-cx', 'section-offerings', 'section-contact'],
  blocks: [
    {
      kind: 'hero',
      id: 'section-cx',
      heading: 'Consulting Solutions',
      text: 'Transformation consulting that turns strategy into working operations. We bring an external perspective, diverse expertise and a bias for speed to value, and we stay until the change has taken hold.',
      image: hero.consulting,
    },
    {
      kind: 'cards',
      heading: 'Why Clients Choose Our Consultants',
      cards: [
        { title: 'Transformation Consulting', text: 'We redesign lending, servicing and banking processes end to end, pairing process re-engineering with automation and AI where it pays back.' },
        { title: 'External Perspective', text: 'An independent view of your operations, benchmarked against what leading lenders and banks already do.' },
        { title: 'Diverse Expertise', text: 'Mortgage, banking, risk, technology and customer-experience specialists on one team, so no question waits for a hand-off.' },
        { title: 'Speed to Value', text: 'Short discovery, early pilots and measurable wins within weeks, then scale what works.' },
        { title: 'Change Management', text: 'Training, communication and adoption support so new ways of working stick long after go-live.' },
      ],
    },
    {
      kind: 'cards',
      id: 'section-offerings',
      heading: 'Our Offerings: Collections',
      intro: 'Collections is where process, compliance and customer experience meet. Our consultants help you recover more while treating customers fairly.',
      cards: [
        { title: 'Collections Strategy', text: 'Segmentation, contact strategies and treatment paths designed around risk and customer circumstances.' },
        { title: 'Compliance by Design', text: 'Scripts, call monitoring and controls aligned with fair debt collection rules and regulator expectations.' },
        { title: 'Digital Collections', text: 'Self-service payment journeys, e-mail and chat outreach, and automated reminders that reduce roll rates.' },
        { title: 'Explore Our Consulting Services', text: 'Read how our consulting engagements run from assessment to sustained results.', link: { label: 'Explore More', href: '/ConsultingServices' } },
      ],
    },
    {
      kind: 'form',
      id: 'section-contact',
      heading: 'Get In Touch',
      intro: 'Tell us where you want to improve and which services you are interested in. A consultant will reply shortly.',
      variant: 'consulting',
      contact: true,
    },
  ],
};
