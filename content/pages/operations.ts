import type { Page } from '../types';
import { hero } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'Operations',
  meta: meta(
    'Operations: Business Process Management',
    'Business process management for banking services, mortgage solutions, risk management and compliance, delivered by BFSI specialists.',
    ['business process management', 'BPM', 'banking operations', 'mortgage operations', 'risk and compliance'],
  ),
  sections: ['section-cx', 'section-offerings', 'section-contact'],
  blocks: [
    {
      kind: 'hero',
      id: 'section-cx',
      heading: 'Operations and Business Process Management',
      text: 'Skilled operations teams, supported by automation, that run banking, mortgage and risk processes accurately and at scale - with 30-40% lower process-level cost where automation is applied.',
      image: hero.operations,
    },
    {
      kind: 'cards',
      id: 'section-offerings',
      heading: 'Our Operations Offerings',
      cards: [
        { title: 'Banking Services', text: 'Account opening and maintenance, KYC refresh, payments, lending support and reconciliations.', link: { label: 'Banking services', href: '/BankingServices' } },
        { title: 'Mortgage Solutions', text: 'Origination, processing, underwriting support, servicing, and default management across the loan life cycle.', link: { label: 'Mortgage solutions', href: '/MortgageSolutions' } },
        { title: 'Risk Management and Compliance', text: 'Risk and compliance management, cloud security, SOC as a service and application security testing.', link: { label: 'Risk management', href: '/RiskManagement' } },
      ],
    },
    {
      kind: 'form',
      id: 'section-contact',
      heading: 'Get In Touch',
      intro: 'Interested in banking, risk and compliance, or mortgage operations? Send us a note.',
      variant: 'operations',
      contact: true,
    },
  ],
};
