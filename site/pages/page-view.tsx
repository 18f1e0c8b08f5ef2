// One page: its blocks in order, plus the section tracker on pages with forms.
// The first block with a heading carries the page's h1.
import type { Block, Page } from '../../content/types';
import { SectionNav, type SectionLink } from '../layout/section-nav';
import { BlockView } from './blocks';

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

export function PageView({ page }: { page: Page }) {
  const first = page.blocks.findIndex(hasHeading);
  // Home's sections are reached from the header menu; the tracker bar is for the form pages.
  const sections = page.path === 'Home' ? [] : sectionLinks(page);
  return (
    <div class={`page page--${page.path.replace(/\W+/g, '-')}`}>
      {sections.length ? <SectionNav sections={sections} /> : null}
      {page.blocks.map((block, i) => (
        <BlockView key={i} block={block} level={i === first ? 1 : 2} />
      ))}
    </div>
  );
}
