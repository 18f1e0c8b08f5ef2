// Build-time settings that belong in a page's data, not in the content files:
// the SmartQC frame's address (SMARTQC_URL) and, in the partner guide's
// snippets and the contract's examples, this deployment's own address (SITE_URL).
import type { Block, Page } from '../content/types';
import { DOC_SITE, SITE_PLACEHOLDER } from '../content/partner-guide';

export interface Deployment {
  siteUrl: string;
  smartqcUrl: string;
}

export function withDeployment(page: Page, { siteUrl, smartqcUrl }: Deployment): Page {
  const blocks = page.blocks.map((b): Block => {
    if (b.kind === 'widget' && b.tag === 'bfsi-smartqc') return { ...b, attributes: { ...b.attributes, src: smartqcUrl } };
    // The snippets' placeholder, and the example address the contract's own descriptions give ("e.g. https://SITE/api").
    if (b.kind === 'reference') return { ...b, section: JSON.parse(JSON.stringify(b.section).split(SITE_PLACEHOLDER).join(siteUrl).split(`${DOC_SITE}/`).join(`${siteUrl}/`)) };
    return b;
  });
  return { ...page, blocks };
}
