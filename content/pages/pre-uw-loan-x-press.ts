import type { Page } from '../types';
import { siteConfig } from '../site-config';
import { brochure, hero, og } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'PreUWLoanXPress',
  meta: meta(
    'LoanXPress Pre-Underwriting Brochure',
    'LoanXPress: an AI-powered intelligent document platform for mortgage pre-underwriting - coverage, features and the value it delivers.',
    ['LoanXPress', 'pre-underwriting', 'intelligent document platform', 'mortgage AI', 'DU', 'LP', 'LTV', 'DTI'],
    { image: og.loanxpress },
  ),
  blocks: [
    {
      kind: 'hero',
      heading: 'LoanXPress: AI-Powered Intelligent Document Platform for Mortgage',
      text: 'Pre-underwriting that reads every document, checks every number and stages every clean loan for decision.',
      image: hero.loanxpress,
      expert: 'Talk to an expert',
      actions: [{ label: 'Download the brochure', href: brochure.href }],
      proof: [...siteConfig.proof],
    },
    {
      kind: 'list',
      heading: 'Coverage',
      items: [
        'Extracts data from loan documents',
        'Package completeness check',
        'Compares loan-origination-system data with loan data',
        'Runs automated underwriting (DU/LP)',
        'LTV, DTI and pre-underwriting calculations',
        'Stages loans to "Decision"',
        'Data analytics',
        'Post-underwriting review',
      ],
    },
    {
      kind: 'list',
      heading: 'Features',
      items: [
        'LLM-based document classification',
        'ML data extraction',
        'Doc-to-doc analysis',
        'Customizable no-code rules engine for QC and compliance',
        'Intelligent decision module',
        'Smart workflow',
        'Automated processes',
        'Data protection',
        'LOS agnostic',
        'Real-time analytics',
      ],
    },
    {
      kind: 'cards',
      heading: 'Value',
      cards: [
        { title: 'Cost Reduction', text: 'About $550 saving per loan and 30-40% lower process-level cost.', icon: 'money' },
        { title: 'Fewer Touches', text: 'Fewer than 1.5 underwriter touches per loan.', icon: 'target' },
        { title: 'Straight-Through Processing', text: 'Clean files flow from intake to "Decision" with about 95% less human intervention.', icon: 'workflow' },
        { title: 'More Accurate Income, Credit and Asset Analysis', text: 'Doc-to-doc checks catch discrepancies that manual review misses.', icon: 'analytics' },
        { title: 'Improved Document-Tracking Workflow', text: 'Every document, condition and exception is tracked in one place.', icon: 'document' },
        { title: 'Better Customer Experience', text: 'A 35% shorter application-to-clear-to-close time keeps borrowers informed and satisfied.', icon: 'star' },
      ],
    },
    {
      kind: 'cards',
      heading: `About ${siteConfig.company}`,
      cards: [
        { title: 'Who We Are', text: `${siteConfig.company} is a software, AI and business-services consultancy focused on banking, financial services and insurance.`, icon: 'users' },
        { title: 'How We Do It', text: 'We combine BFSI domain expertise, Gen AI and low-code decision engines, delivered with our clients\' operations teams.', icon: 'handshake' },
        { title: 'Outcomes We Deliver', text: 'Lower cost per loan, faster cycle times, fewer defects and happier borrowers.', icon: 'chart' },
      ],
    },
    {
      kind: 'form',
      id: 'section-contact',
      heading: 'Talk to the LoanXPress Team',
      intro: 'See pre-underwriting on your own loan files. Tell us about your volumes and we will get back to you within one business day.',
      variant: 'loanxpress',
      summary: {
        heading: 'LoanXPress at a glance',
        points: ['Classifies 30-40 document types per application', 'Runs DU/LP and the LTV and DTI calculations', 'Stages clean loans to "Decision" with conditions'],
        figures: siteConfig.proof.map((f) => ({ ...f })),
      },
    },
    {
      kind: 'links',
      heading: 'Contact',
      links: [
        { label: `E-mail: ${siteConfig.email}`, href: `mailto:${siteConfig.email}` },
        { label: `Phone: ${siteConfig.phone}`, href: `tel:${siteConfig.phone.replace(/\s+/g, '')}` },
        { label: `Website: ${siteConfig.website.replace(/^https?:\/\//, '')}`, href: siteConfig.website },
      ],
    },
  ],
};
