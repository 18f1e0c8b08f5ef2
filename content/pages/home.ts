import type { Page } from '../types';
import { siteConfig } from '../site-config';
import { hero, video } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'Home',
  meta: meta(
    'BFSI Consulting, AI and Mortgage Automation',
    `${siteConfig.company} helps banks, mortgage lenders and insurers transform operations with BFSI expertise, Gen AI, low-code decisioning and LoanXPress.`,
    ['BFSI consulting', 'mortgage automation', 'banking automation', 'Gen AI', 'LoanXPress', 'pre-underwriting', 'business process management', 'customer experience'],
    { schema: 'Organization' },
  ),
  sections: ['home-section', 'about-section', 'skills-section', 'services-section', 'contact-section'],
  blocks: [
    {
      kind: 'hero',
      id: 'home-section',
      heading: 'Intelligent automation for banking, mortgage and insurance',
      text: 'We combine deep BFSI domain expertise with Gen AI and low-code decision engines to make lending faster, cheaper and more accurate - from the first document to the final quality check.',
      image: hero.home,
      video,
      expert: 'Talk to an expert',
      actions: [{ label: 'Get Started', href: '#about-section' }],
      proof: [...siteConfig.proof],
    },
    {
      kind: 'text',
      id: 'about-section',
      heading: 'About Us',
      paragraphs: [
        `${siteConfig.company} is a software, AI and business-services consultancy for banking, financial services and insurance (BFSI). Banks, mortgage lenders and insurers work with us to modernise the processes that matter most to their customers and their margins.`,
        'Our teams bring together consultants who have run lending and servicing operations, data scientists who build production AI, and engineers who deliver secure, cloud-ready platforms. We automate document-heavy work, embed decisioning where judgement is repeatable, and keep people focused on the exceptions that need them.',
        'Our flagship product, LoanXPress, classifies mortgage documents and pre-underwrites loans automatically - about $550 saving per loan and fewer than 1.5 underwriter touches per loan.',
      ],
    },
    {
      kind: 'cards',
      id: 'skills-section',
      heading: 'What We Bring',
      intro: 'Five strengths our clients rely on.',
      cards: [
        { title: 'BFSI Domain Expertise', text: 'Practitioners who know mortgage origination, servicing, banking operations, risk and compliance from the inside.', icon: 'bank' },
        { title: 'Gen AI and Machine Learning', text: 'LLM-based document classification, ML data extraction and predictive models that are built for regulated industries.', icon: 'ai' },
        { title: 'Low-Code Decision Engines', text: 'No-code rules and decision modules that let business users change policy and QC checks without waiting for a release.', icon: 'rules' },
        { title: 'Intelligent Document Processing', text: 'Recognition, classification and extraction across 30-40 document types per loan application and files of 500+ pages.', icon: 'document' },
        { title: 'Secure, Scalable Delivery', text: 'DevOps, cloud security and application security practices that keep automation reliable, auditable and compliant.', icon: 'shield' },
      ],
    },
    {
      kind: 'cards',
      id: 'services-section',
      heading: 'Our Services and Domains',
      intro: 'Consulting, products and use cases for lenders, banks and insurers.',
      cards: [
        { title: 'Consulting Solutions', text: 'Transformation consulting with an external perspective, diverse expertise, speed to value and change management.', link: { label: 'Explore consulting', href: '/ConsultingSolution' }, icon: 'consulting' },
        { title: 'Intelligent Digital Platform', text: 'Document recognition and classification, character recognition, a no-code rules engine and a decisioning module.', link: { label: 'See the platform', href: '/Product' }, icon: 'platform' },
        { title: 'LoanXPress', text: 'Mortgage document classification and automated pre-underwriting with 30-40% lower process-level cost.', link: { label: 'Discover LoanXPress', href: '/Loanexpress' }, icon: 'speed' },
        { title: 'Mortgage Use Cases', text: 'Correspondent purchase review, pre-underwriting, post-close QC and warehouse lender quality checks.', link: { label: 'View mortgage use cases', href: '/MortgageUseCase' }, icon: 'mortgage' },
        { title: 'Banking Use Cases', text: 'Automated KYC, fraud detection, pre-underwriting in consumer lending and automated financial spreading.', link: { label: 'View banking use cases', href: '/BankingUseCase' }, icon: 'bank' },
      ],
    },
    {
      kind: 'cards',
      id: 'services-technology',
      heading: 'Technology',
      intro: 'Digital domain solutions: AI, ML, RPA and DevOps.',
      cards: [
        { title: 'Digital Domain Solutions', text: 'Our technology practice brings AI, machine learning, automation and DevOps together.', link: { label: 'Explore technology', href: '/DigitalDomainSolution' }, icon: 'cloud' },
        { title: 'AI for Business', text: 'AI services, data analysis and customised solutions that turn information into decisions.', link: { label: 'AI for business', href: '/AIForBuisness' }, icon: 'ai' },
        { title: 'ML for Business', text: 'Machine learning models for risk, fraud, forecasting and document understanding.', link: { label: 'ML for business', href: '/MLForBuisness' }, icon: 'ml' },
        { title: 'Robotic Process Automation', text: 'Software robots for repetitive, rules-based work across lending and banking back offices.', link: { label: 'RPA services', href: '/RPA' }, icon: 'rpa' },
        { title: 'DevOps', text: 'Continuous integration and delivery, infrastructure as code and monitoring for reliable releases.', link: { label: 'DevOps services', href: '/DevOps' }, icon: 'devops' },
      ],
    },
    {
      kind: 'cards',
      id: 'services-business-process',
      heading: 'Business Process Management',
      intro: 'Operations support for mortgage, banking and risk management.',
      cards: [
        { title: 'Operations', text: 'Business process management for banking services, mortgage solutions, risk management and compliance.', link: { label: 'Explore operations', href: '/Operations' }, icon: 'analytics' },
        { title: 'Mortgage Solutions', text: 'Loan origination, processing, maintenance and default management with optimised resource allocation.', link: { label: 'Mortgage solutions', href: '/MortgageSolutions' }, icon: 'mortgage' },
        { title: 'Banking Services', text: 'Account operations, payments, lending support and reconciliations delivered at scale.', link: { label: 'Banking services', href: '/BankingServices' }, icon: 'bank' },
        { title: 'Risk Management and Compliance', text: 'Risk and compliance management, cloud security, SOC as a service, application security and VAPT.', link: { label: 'Risk management', href: '/RiskManagement' }, icon: 'risk' },
      ],
    },
    {
      kind: 'cards',
      id: 'services-customer-experience',
      heading: 'Customer Experience',
      intro: 'B2C, non-voice, e-mail and chat support, collections and IT support.',
      cards: [
        { title: 'Customer Experience', text: 'Contact-centre services that protect your brand and keep every customer conversation on track.', link: { label: 'Explore customer experience', href: '/CustomerExperience' }, icon: 'users' },
        { title: 'Customer Support', text: 'B2C customer support and IT support desks staffed by trained, domain-aware agents.', link: { label: 'Customer support', href: '/CustomerSupport' }, icon: 'support' },
        { title: 'E-Mail and Chat Support', text: 'Non-voice support over e-mail and chat with fast, consistent, compliant responses.', link: { label: 'E-mail and chat support', href: '/EmailSupport' }, icon: 'chat' },
        { title: 'Collections', text: 'Respectful, compliant early- and late-stage collections that improve recovery rates.', link: { label: 'Collections', href: '/Collections' }, icon: 'collections' },
      ],
    },
    {
      kind: 'calculator',
      id: 'savings-section',
      heading: 'Savings Calculator',
      intro: 'Our LoanXPress results, worked out for your own loan volume.',
    },
    {
      kind: 'form',
      id: 'contact-section',
      heading: 'Contact Us',
      intro: 'Tell us about your project and we will get back to you within one business day.',
      variant: 'home',
      contact: true,
    },
  ],
};
