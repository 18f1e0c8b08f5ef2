// The header menu (SPEC §2 "Shared elements"), served by
// GET /api/Menu/GetAllNavigationsMenu as { data: menu }.
// routerLink: only the first element is used. '#x' scrolls to a Home section,
// 'http(s)://…' opens in a new tab, anything else is an in-app route.
import type { MenuItem } from './types';
import { siteConfig } from './site-config';

export const menu: MenuItem[] = [
  { label: 'Home', routerLink: ['#home-section'] },
  {
    label: 'About Us',
    routerLink: ['#about-section'],
    items: [
      { label: 'Vision', routerLink: ['/Vision'] },
      { label: 'Mission', routerLink: ['/Mission'] },
    ],
  },
  {
    label: 'Products',
    routerLink: ['/Product'],
    items: [
      { label: 'Intelligent Digital Platform', routerLink: ['/Product'] },
      {
        label: 'LoanXPress',
        routerLink: ['/Loanexpress'],
        items: [
          { label: 'LoanXPress Overview', routerLink: ['/Loanexpress'] },
          { label: 'Pre-Underwriting Brochure', routerLink: ['/PreUWLoanXPress'] },
        ],
      },
      { label: 'Mortgage Use Cases', routerLink: ['/MortgageUseCase'] },
      { label: 'Banking Use Cases', routerLink: ['/BankingUseCase'] },
    ],
  },
  {
    label: 'Services',
    routerLink: ['#services-section'],
    items: [
      { label: 'Consulting Solutions', routerLink: ['/ConsultingSolution'] },
      {
        label: 'Digital Domain Solutions',
        routerLink: ['/DigitalDomainSolution'],
        items: [
          { label: 'AI for Business', routerLink: ['/AIForBuisness'] },
          { label: 'ML for Business', routerLink: ['/MLForBuisness'] },
          { label: 'Robotic Process Automation', routerLink: ['/RPA'] },
          { label: 'DevOps', routerLink: ['/DevOps'] },
        ],
      },
      {
        label: 'Operations',
        routerLink: ['/Operations'],
        items: [
          { label: 'Banking Services', routerLink: ['/BankingServices'] },
          { label: 'Mortgage Solutions', routerLink: ['/MortgageSolutions'] },
          { label: 'Risk Management & Compliance', routerLink: ['/RiskManagement'] },
        ],
      },
      {
        label: 'Customer Experience',
        routerLink: ['/CustomerExperience'],
        items: [
          { label: 'Customer Support', routerLink: ['/CustomerSupport'] },
          { label: 'E-Mail and Chat Support', routerLink: ['/EmailSupport'] },
          { label: 'Collections', routerLink: ['/Collections'] },
        ],
      },
    ],
  },
  {
    label: 'Blog',
    routerLink: ['/Blog'],
    items: [
      { label: 'Post-Close QC with AI', routerLink: ['/blog/mortgage-post-close-qc-ai'] },
      { label: 'AI in Mortgage Lending (Interview)', routerLink: ['/blog/ai-in-mortgage-lending'] },
      { label: 'Intelligent Mortgage Automation', routerLink: ['/IntelligentMortgage'] },
    ],
  },
  { label: 'SmartQC', routerLink: ['/SmartQC'] },
  {
    label: 'Contact',
    routerLink: ['#contact-section'],
    items: [
      { label: 'Contact Us', routerLink: ['#contact-section'] },
      { label: 'LinkedIn', routerLink: [siteConfig.linkedin] },
    ],
  },
];
