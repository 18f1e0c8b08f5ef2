// The one place for the company's identity. SPEC writes {email} and {phone}
// where the old product had real values; these are documentation-reserved
// defaults until the owner supplies real ones (DESIGN.md, "Placeholders").
export const siteConfig = {
  company: 'Example Consulting',
  botTitle: 'Example Consulting Assistant',
  email: 'info@example.com',
  phone: '+1 555 0100',
  website: 'https://www.example.com',
  address: ['100 Example Street, Suite 200', 'Springfield, IL 62701', 'United States'],
  linkedin: 'https://www.linkedin.com/company/example',
  social: {
    twitter: '#',
    facebook: '#',
    instagram: '#',
  },
  smartqcUrl: 'https://smartqc.example.com/',
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
