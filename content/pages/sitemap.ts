import type { Page } from '../types';
import { meta } from './_meta';

export const page: Page = {
  path: 'Sitemap',
  meta: meta('Sitemap', 'All pages of the site: about us, products, consulting, technology, operations and customer experience services.', ['sitemap', 'site map', 'pages']),
  blocks: [
    {
      kind: 'tree',
      heading: 'Sitemap',
      columns: true,
      items: [
        { label: 'Home', href: '#home-section' },
        {
          label: 'About Us',
          href: '#about-section',
          children: [
            { label: 'Vision', href: '/Vision' },
            { label: 'Mission', href: '/Mission' },
          ],
        },
        {
          label: 'Products',
          children: [
            { label: 'Product', href: '/Product' },
            { label: 'Mortgage Use Case', href: '/MortgageUseCase' },
            { label: 'Banking Use Case', href: '/BankingUseCase' },
          ],
        },
        {
          label: 'Services',
          children: [
            { label: 'Consulting Solutions', href: '/ConsultingSolution' },
            {
              label: 'Digital Domain Solutions',
              href: '/DigitalDomainSolution',
              children: [
                { label: 'AI for Business', href: '/AIForBuisness' },
                { label: 'ML for Business', href: '/MLForBuisness' },
                { label: 'RPA', href: '/RPA' },
                { label: 'DevOps', href: '/DevOps' },
              ],
            },
            {
              label: 'Operations',
              href: '/Operations',
              children: [
                { label: 'Mortgage Solutions', href: '/MortgageSolutions' },
                { label: 'Banking Services', href: '/BankingServices' },
                { label: 'Risk Management', href: '/RiskManagement' },
              ],
            },
            {
              label: 'Customer Experience',
              href: '/CustomerExperience',
              children: [
                { label: 'Collections', href: '/Collections' },
                { label: 'Customer Support', href: '/CustomerSupport' },
              ],
            },
          ],
        },
        { label: 'Domains', href: '#services-section' },
        { label: 'Contact', href: '#contact-section' },
      ],
    },
  ],
};
