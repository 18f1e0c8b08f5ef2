// Default data: the site's content (site/content/knowledge.ts, else the built
// dist/site/assets/website-content.json) and the curated FAQ
// (site/content/faq.json), with {email}, {phone}, … filled from site-config.
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../../site/content/site-config';
import type { FaqEntry, WebsiteItem } from './types';

function root(): string {
  return process.env.CHAT_ROOT ?? process.cwd();
}

function isItem(x: unknown): x is WebsiteItem {
  const o = x as WebsiteItem;
  return !!o && typeof o.title === 'string' && typeof o.content === 'string' && typeof o.url === 'string';
}

/** The site's content, or [] when neither knowledge.ts nor the built JSON is there. */
export async function loadSiteContent(): Promise<WebsiteItem[]> {
  const ts = path.join(root(), 'site', 'content', 'knowledge.ts');
  if (fs.existsSync(ts)) {
    try {
      const mod = (await import(ts)) as { websiteContent?: () => unknown };
      const items = typeof mod.websiteContent === 'function' ? mod.websiteContent() : null;
      if (Array.isArray(items)) return items.filter(isItem);
    } catch (err) {
      console.error('chat: cannot load site/content/knowledge.ts:', (err as Error).message);
    }
  }
  const json = path.join(root(), 'dist', 'site', 'assets', 'website-content.json');
  try {
    const items: unknown = JSON.parse(fs.readFileSync(json, 'utf8'));
    if (Array.isArray(items)) return items.filter(isItem);
  } catch {
    // not built: the FAQ alone answers
  }
  return [];
}

const PLACEHOLDERS: Record<string, string> = {
  company: siteConfig.company,
  email: siteConfig.email,
  phone: siteConfig.phone,
  website: siteConfig.website,
  address: siteConfig.address.join(', '),
  linkedin: siteConfig.linkedin,
};

/** Fill {email}, {phone}, {website}, {address}, {company}, {linkedin} from site-config. */
export function fillPlaceholders(text: string): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => PLACEHOLDERS[name] ?? m);
}

/** The curated FAQ, or [] when the file is missing or malformed. */
export function loadFaq(file = path.join(root(), 'site', 'content', 'faq.json')): FaqEntry[] {
  try {
    const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!Array.isArray(data)) return [];
    return data
      .filter((e): e is FaqEntry => !!e && typeof e.Question === 'string' && typeof e.Answer === 'string')
      .map((e) => ({ ...e, Answer: fillPlaceholders(e.Answer) }));
  } catch {
    return [];
  }
}
