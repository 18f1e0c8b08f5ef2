// The chatbot's knowledge (/assets/website-content.json), derived from the
// pages so nothing is written twice: one item per page section / card group,
// with plain text and the URL of the route (plus '#id' where the block has one).
import type { Block, Page, TreeItem } from './types';
import type { GuideSection } from './partner-guide';
import { pages } from './pages';
import { siteConfig } from './site-config';
import { privacyNotice } from './privacy-notice';
import type { WebsiteItem } from '../contract/chat';

/** One item of the chatbot's knowledge. */
export type KnowledgeItem = WebsiteItem;

const sentence = (s: string): string => {
  const t = s.trim();
  return t === '' || /[.!?:]$/.test(t) ? t : `${t}.`;
};
const join = (parts: (string | undefined)[]): string =>
  parts.filter((p): p is string => !!p && p.trim() !== '').map(sentence).join(' ');

const contactLine = (): string =>
  `Contact ${siteConfig.company}: e-mail ${siteConfig.email}, phone ${siteConfig.phone}, website ${siteConfig.website}, address ${siteConfig.address.join(', ')}.`;

/** The page's name without the brand suffix. */
const pageName = (p: Page): string =>
  p.path === 'Home' ? siteConfig.company : p.meta.title.replace(/\s*\|\s*[^|]*$/, '');

/** 'Name - Heading', without repeating what the name already says. */
const itemTitle = (name: string, heading?: string): string => {
  if (!heading) return name;
  const n = name.toLowerCase();
  const h = heading.toLowerCase();
  if (n.includes(h)) return name;
  if (h.includes(n)) return heading;
  return `${name} - ${heading}`;
};

const treeText = (items: TreeItem[]): string =>
  items.map((i) => (i.children?.length ? `${i.label} (${treeText(i.children)})` : i.label)).join(', ');

function blockText(b: Block): { heading?: string; content: string; list?: string[] } | null {
  switch (b.kind) {
    case 'hero': {
      const slides = (b.slides ?? []).map((s) => join([s.heading, s.text])).join(' ');
      const teasers = b.teasers?.length ? `Further reading: ${b.teasers.map((t) => t.label).join('; ')}.` : '';
      return { heading: b.heading, content: join([b.heading, b.text, slides, teasers]) };
    }
    case 'cards':
      return {
        heading: b.heading,
        content: join([b.intro, ...b.cards.map((c) => `${c.title}: ${sentence(c.text)}${c.link?.href.startsWith('/') ? ` More at ${c.link.href}.` : ''}`)]),
      };
    case 'text':
      return { heading: b.heading, content: join(b.paragraphs) };
    case 'list':
      return { heading: b.heading, content: join([b.intro, ...b.items]), list: b.items };
    case 'stats':
      return {
        heading: b.heading,
        content: join(b.stats.map((s) => (s.label.includes(s.value.replace(/[^0-9.,%$-]/g, '')) ? s.label : `${s.value} ${s.label}`))),
      };
    case 'qa':
      return null; // one item per question, below
    case 'tree':
      return b.inert ? null : { heading: b.heading, content: `Pages: ${treeText(b.items)}.` };
    case 'links': {
      const shown = b.links.filter((l) => !l.href.startsWith('mailto:') && !l.href.startsWith('tel:'));
      const hasContact = shown.length !== b.links.length;
      return { heading: b.heading, content: join([shown.map((l) => l.label).join('; '), hasContact ? contactLine() : undefined]) };
    }
    case 'form':
      return {
        heading: b.heading,
        content: join([
          b.heading,
          b.intro,
          // Beside the form, what a demo covers or the product at a glance: its points are on the page, so the bot says them too
          // (its figures repeat the site's proof points, which other sentences hold).
          b.summary ? `${b.summary.heading}: ${b.summary.points.join('; ')}` : undefined,
          'Fill in the inquiry form on this page with your name, e-mail and message and press send; the team replies by e-mail',
          b.brochure ? `Brochure: ${b.brochure.label} at ${b.brochure.href}` : undefined,
          contactLine(),
        ]),
      };
    case 'calculator':
      return {
        heading: b.heading,
        // The calculator's own sentence only: its intro ("worked out for your loan volume") reads like an answer to any "can it compute …" question.
        content: 'The savings calculator on this page estimates your yearly savings from LoanXPress, the days saved per loan and the underwriter touches, from your loans per month, and can send you the estimate',
      };
    case 'reference':
      return referenceText(b.section);
    case 'widget':
      return null;
  }
}

/** A column that says what the row's first cell is or does. */
const SAYS = /^(?:what it is|what it does|meaning)$/;

/**
 * A partner-guide section: its prose, and the rows of a table that says what
 * each tag, event or command is. A section per element only repeats the tag
 * table's line about it, and its attribute rows are for the page, not for chat.
 */
function referenceText(section: GuideSection): { heading: string; content: string } | null {
  if (section.element) return null;
  const say = section.table?.head.findIndex((h) => SAYS.test(h)) ?? -1;
  const rows = say > 0 ? section.table!.rows.map((r) => `${r[0]}: ${r[say]}`) : [];
  return { heading: section.heading, content: join([...(section.paragraphs ?? []), ...rows].map((t) => t.replace(/`/g, ''))) };
}

/** Items describing the company and how to start, from siteConfig (not written elsewhere). */
function companyItems(): KnowledgeItem[] {
  return [
    {
      title: `Contact details of ${siteConfig.company}: e-mail, phone, address, website`,
      content: join([
        contactLine(),
        `Professional network: ${siteConfig.linkedin}`,
        'You can also send an inquiry with the contact form in the Contact section of the home page',
      ]),
      url: '/Home#contact-section',
    },
    {
      // The line under every inquiry form's button, once.
      title: 'What we do with what you send in an inquiry: privacy',
      content: join([privacyNotice.text, `The box beside it, '${privacyNotice.optInLabel}', starts unticked: news about products and events goes only to those who tick it`]),
      url: '/Home#contact-section',
    },
    {
      title: 'How to get started with us: request a demo or consultation',
      content: join([
        `Send an inquiry through the contact form on the home page or on any service page, or e-mail ${siteConfig.email} or call ${siteConfig.phone}`,
        'Tell us about your process and the services you are interested in (consulting, LoanXPress, the intelligent digital platform, AI, ML, RPA, DevOps, operations or customer experience)',
        'We usually start with a short discovery call and a pilot on your own files to measure results before a wider roll-out',
      ]),
      url: '/Home#contact-section',
    },
  ];
}

export function websiteContent(): KnowledgeItem[] {
  const out: KnowledgeItem[] = [];
  const seen = new Set<string>();
  const titles = new Set<string>();
  const push = (item: KnowledgeItem) => {
    if (!item.content.trim() || seen.has(item.content)) return; // skip empty blocks and duplicate routes' copies
    seen.add(item.content);
    // The chatbot keys items by lowercased title: keep titles unique.
    let title = item.title;
    for (let n = 2; titles.has(title.toLowerCase()); n++) title = `${item.title} (${n})`;
    titles.add(title.toLowerCase());
    out.push({ ...item, title });
  };

  for (const p of pages) {
    if (p.meta.noindex || p.meta.canonical) continue; // empty pages, login, duplicates
    const name = pageName(p);
    const route = `/${p.path}`;
    let described = false;
    for (const b of p.blocks) {
      const url = b.id ? `${route}#${b.id}` : route;
      if (b.kind === 'qa') {
        for (const q of b.items) {
          push({ title: `${name}: ${q.question}`, content: join(q.answer), url });
          described = true;
        }
        continue;
      }
      const t = blockText(b);
      if (!t) continue;
      push({ title: itemTitle(name, t.heading), content: t.content, url, ...(t.list ? { list: t.list } : {}) });
      described = true;
    }
    // What the page is about, as search results show it: its one-line summary holds facts no block repeats
    // ("multilingual agents" on Customer Support).
    push({ title: described ? `${name}: overview` : name, content: p.meta.description, url: route });
  }
  for (const item of companyItems()) push(item);
  return out;
}
