// Small helper so every page's metadata has the same shape.
import type { PageMeta } from '../types';
import { siteConfig } from '../site-config';
import { og } from '../media';

export function meta(
  title: string,
  description: string,
  keywords: string[],
  extra: Partial<Pick<PageMeta, 'image' | 'schema'>> = {},
): PageMeta {
  return {
    title: `${title} | ${siteConfig.company}`,
    description,
    keywords,
    image: extra.image ?? og.default,
    schema: extra.schema ?? 'WebPage',
  };
}
