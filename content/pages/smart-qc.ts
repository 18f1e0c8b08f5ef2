import type { Page } from '../types';
import { siteConfig } from '../site-config';
import { meta } from './_meta';

export const page: Page = {
  path: 'SmartQC',
  meta: meta(
    'SmartQC: Automated Mortgage Quality Check',
    'SmartQC, our automated quality-check application for mortgage files: document classification, data extraction and rule-based QC findings.',
    ['SmartQC', 'mortgage quality control', 'automated QC', 'loan review'],
  ),
  blocks: [
    {
      kind: 'text',
      id: 'smartqc-intro',
      heading: 'SmartQC',
      paragraphs: ['Our automated quality check for mortgage files: documents classified, data extracted and every loan checked against your QC rules, with findings you can act on.'],
    },
    { kind: 'widget', tag: 'bfsi-smartqc', attributes: { src: siteConfig.smartqcUrl } },
  ],
};
