// The one place for the company's identity. SPEC writes {email} and {phone}
// where the old product had real values; these are documentation-reserved
// defaults until the owner supplies real ones (DESIGN.md, "Placeholders").
/**
 * What the widgets read of it, apart: a widget bundle then carries these three
 * values, not the whole identity (address, social links, proof figures).
 */
export const widgetConfig = {
  botTitle: 'Example Consulting Assistant',
  email: 'info@example.com',
  smartqcUrl: 'https://smartqc.example.com/',
} as const;

export const siteConfig = {
  ...widgetConfig,
  company: 'Example Consulting',
  phone: '+1 555 0100',
  website: 'https://www.example.com',
  address: ['100 Example Street, Suite 200', 'Springfield, IL 62701', 'United States'],
  linkedin: 'https://www.linkedin.com/company/example',
  social: {
    twitter: '#',
    facebook: '#',
    instagram: '#',
  },
  copyrightYear: 2025,
  author: 'Example Consulting',
  /** The figures the site claims (LoanXPress results, as the product pages state them), for proof bands. */
  proof: [
    { value: '$550', label: 'saved per loan' },
    { value: '30-40%', label: 'lower process-level cost' },
    { value: '< 1.5', label: 'underwriter touches per loan' },
    { value: '95%', label: 'less human intervention on routine checks' },
  ],
} as const;

export type SiteConfig = typeof siteConfig;
