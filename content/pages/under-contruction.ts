import type { Page } from '../types';
import { meta } from './_meta';

// SPEC §2: a static tree of inert links.
export const page: Page = {
  path: 'UnderContruction',
  meta: { ...meta('Under Construction', 'This page is under construction.', ['under construction']), noindex: true },
  blocks: [
    {
      kind: 'tree',
      heading: 'Under Construction',
      inert: true,
      columns: true,
      items: [
        { label: 'Home' },
        { label: 'About Us', children: [{ label: 'Vision' }, { label: 'Mission' }, { label: 'Leadership' }, { label: 'Footprint' }] },
        { label: 'Products' },
        {
          label: 'Services',
          children: [
            { label: 'Consulting Solutions' },
            { label: 'Digital Domain Solutions' },
            { label: 'Operations' },
            { label: 'Customer Experience' },
          ],
        },
        { label: 'Domains' },
        { label: 'Contact' },
      ],
    },
  ],
};
