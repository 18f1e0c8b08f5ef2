// One page: its blocks in order, plus the section tracker on pages with forms.
// The first block with a heading carries the page's h1.
import type { Block, Page } from '../../content/types';
import { SectionNav, type SectionLink } from '../layout/section-nav';
import { siteConfig } from '../../content/site-config';
import { schemaFor } from '../routes';
import { BlockView, type Byline } from './blocks';
import { Related } from './related';

const defaultSectionLabels: Record<string, string> = {
  'section-cx': 'Overview',
  'section-offerings': 'Offerings',
  'section-contact': 'Contact',
};

const hasHeading = (b: Block) => b.kind !== 'widget' && !!(b as { heading?: string }).heading;

export function sectionLinks(page: Page): SectionLink[] {
  return (page.sections ?? []).map((id) => {
    const block = page.blocks.find((b) => b.id === id) as { heading?: string } | undefined;
    return { id, label: defaultSectionLabels[id] ?? block?.heading ?? id.replace(/^section-/, '') };
  });
}

const WORDS_PER_MINUTE = 220;

function words(block: Block): string[] {
  const parts: string[] = [];
  const b = block as Record<string, unknown>;
  for (const key of ['heading', 'text', 'intro']) if (typeof b[key] === 'string') parts.push(b[key] as string);
  if (block.kind === 'text') parts.push(...block.paragraphs);
  if (block.kind === 'list') parts.push(...block.items);
  if (block.kind === 'qa') for (const item of block.items) parts.push(item.question, ...item.answer);
  if (block.kind === 'cards') for (const c of block.cards) parts.push(c.title, c.text);
  return parts.join(' ').split(/\s+/).filter(Boolean);
}

/** An article's reading time in whole minutes (at least one). */
export function readingMinutes(page: Page): number {
  const count = page.blocks.reduce((n, b) => n + words(b).length, 0);
  return Math.max(1, Math.round(count / WORDS_PER_MINUTE));
}

function bylineOf(page: Page): Byline | undefined {
  if (schemaFor(page) !== 'Article') return undefined;
  return { author: page.meta.author ?? siteConfig.author, published: page.meta.published, minutes: readingMinutes(page) };
}

export function PageView({ page }: { page: Page }) {
  const first = page.blocks.findIndex(hasHeading);
  const formId = page.blocks.find((b) => b.kind === 'form')?.id;
  const byline = bylineOf(page);
  const heroAt = page.blocks.findIndex((b) => b.kind === 'hero');
  // Home's sections are reached from the header menu; the tracker bar is for the form pages.
  const sections = page.path === 'Home' ? [] : sectionLinks(page);
  return (
    <div class={`page page--${page.path.replace(/\W+/g, '-')}`}>
      {sections.length ? <SectionNav sections={sections} /> : null}
      {page.blocks.map((block, i) => (
        <BlockView key={i} block={block} level={i === first ? 1 : 2} formId={formId} byline={i === heroAt ? byline : undefined} />
      ))}
      {page.related?.length ? <Related links={page.related} /> : null}
    </div>
  );
}
