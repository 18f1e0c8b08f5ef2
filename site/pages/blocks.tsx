// Renderers for the block kinds of site/content/types.ts. Widgets are mounted
// through their public tags, exactly as a partner page would.
import { createElement } from 'react';
import type { ComponentChildren } from 'preact';
import { siteConfig } from '../../content/site-config';
import { isSmartqcPlaceholder } from '../../content/smartqc';
import type { Block, Card, Figure, FormSummary, Image, Link, TreeItem } from '../../content/types';
import { BackgroundVideo } from '../layout/background-video';
import { gridClass } from '../layout/balance';
import { Carousel } from '../layout/carousel';
import { ExpertAction } from '../layout/expert-action';
import { Icon } from '../layout/icons';
import { SiteLink } from '../layout/site-link';
import { Reference } from './reference';

type Level = 1 | 2;

function Heading({ level, children, className }: { level: Level | 3; children: ComponentChildren; className?: string }) {
  return createElement(`h${level}`, { class: className }, children);
}

export function Img({ image, className, eager, sizes }: { image: Image; className?: string; eager?: boolean; sizes?: string }) {
  return (
    <img
      class={className}
      src={image.src}
      srcset={image.srcset}
      sizes={image.srcset ? sizes ?? '100vw' : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      {...(eager ? { fetchpriority: 'high' } : {})}
    />
  );
}

function Section({ id, className, children }: { id?: string; className: string; children: ComponentChildren }) {
  return (
    <section id={id} class={`block ${className}`}>
      <div class="block__inner">{children}</div>
    </section>
  );
}

/** level: the card title's heading level, one below its grid's heading (no skipped levels). */
function CardView({ card, level = 3 }: { card: Card; level?: 2 | 3 }) {
  return (
    <li class="card">
      {card.image ? <Img image={card.image} className="card__img" /> : card.icon ? <span class="card__icon"><Icon name={card.icon} /></span> : null}
      <Heading level={level} className="card__title">{card.title}</Heading>
      <p class="card__text">{card.text}</p>
      {card.link ? (
        <SiteLink href={card.link.href} className="card__link">
          {card.link.label}
          <span class="sr-only">: {card.title}</span> <Icon name="arrow-right" />
        </SiteLink>
      ) : null}
    </li>
  );
}

function Tree({ items, inert, columns }: { items: TreeItem[]; inert?: boolean; columns?: boolean }) {
  return (
    <ul class={columns ? 'tree tree--columns' : 'tree'}>
      {items.map((item, i) => (
        <li key={i}>
          {item.href && !inert ? <SiteLink href={item.href}>{item.label}</SiteLink> : <span class="tree__label">{item.label}</span>}
          {item.children?.length ? <Tree items={item.children} inert={inert} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Actions({ links, className, expert, target }: { links: Link[]; className: string; expert?: string; target?: string }) {
  return (
    <div class={className}>
      {expert ? <ExpertAction label={expert} target={target} /> : null}
      {links.map((l, i) => (
        <SiteLink key={l.href + i} href={l.href} className={i === 0 && !expert ? 'btn btn--primary' : 'btn btn--ghost'}>
          {l.label}
        </SiteLink>
      ))}
    </div>
  );
}

function ProofBand({ figures }: { figures: readonly Figure[] }) {
  return (
    <ul class="proof" aria-label="Results in figures">
      {figures.map((f) => (
        <li key={f.label}>
          <strong class="proof__value">{f.value}</strong>
          <span class="proof__label">{f.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** Unordered lists read as balanced columns of ticked features; ordered ones as numbered steps. */
function Features({ items, ordered }: { items: string[]; ordered?: boolean }) {
  const rows = items.map((item, i) => (
    <li key={i} class="feature">
      {ordered ? <span class="feature__num" aria-hidden="true">{i + 1}</span> : <Icon name="check" />}
      <span>{item}</span>
    </li>
  ));
  // An odd count that three divides (9, 15) fills three even columns on a wide screen.
  const cls = items.length % 2 === 1 && items.length % 3 === 0 ? 'features features--3' : 'features';
  return ordered ? <ol class={cls}>{rows}</ol> : <ul class={cls}>{rows}</ul>;
}

function Summary({ summary }: { summary: FormSummary }) {
  return (
    <aside class="form-summary" aria-label={summary.heading}>
      <h3 class="form-summary__title">{summary.heading}</h3>
      <Features items={summary.points} />
      {summary.figures?.length ? (
        <ul class="form-summary__figures">
          {summary.figures.map((f) => (
            <li key={f.label}>
              <strong>{f.value}</strong>
              <span>{f.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}

/** Article byline in the hero: author, date, reading time. */
export interface Byline {
  author: string;
  published?: string;
  minutes: number;
}

function BylineView({ byline }: { byline: Byline }) {
  const date = byline.published ? new Date(`${byline.published}T12:00:00Z`) : undefined;
  return (
    <p class="article-meta">
      <span class="article-meta__item"><Icon name="users" /> <span>By {byline.author}</span></span>
      {date ? (
        <span class="article-meta__item">
          <Icon name="clock" />{' '}
          <time dateTime={byline.published}>{date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}</time>
        </span>
      ) : null}
      <span class="article-meta__item"><Icon name="document" /> <span>{byline.minutes} min read</span></span>
    </p>
  );
}

function ContactBoxes() {
  return (
    <ul class="contact-boxes">
      <li class="contact-box">
        <Icon name="location" />
        <h3 class="contact-box__title">Address</h3>
        <address>{siteConfig.address.map((l) => <span key={l}>{l}</span>)}</address>
      </li>
      <li class="contact-box">
        <Icon name="mail" />
        <h3 class="contact-box__title">E-mail</h3>
        <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
      </li>
      <li class="contact-box">
        <Icon name="globe" />
        <h3 class="contact-box__title">Website</h3>
        <SiteLink href={siteConfig.website}>{siteConfig.website.replace(/^https?:\/\//, '')}</SiteLink>
      </li>
    </ul>
  );
}

/** formId: where the hero's expert action goes without a chatbot; byline: an article's. */
export function BlockView({ block, level, formId, byline }: { block: Block; level: Level; formId?: string; byline?: Byline }) {
  switch (block.kind) {
    case 'hero': {
      const cls = ['hero', block.video ? 'hero--video' : '', block.slides?.length ? 'hero--slides' : '', block.image ? 'hero--image' : ''].filter(Boolean).join(' ');
      const hasActions = !!block.actions?.length || !!block.expert;
      return (
        <section id={block.id} class={cls}>
          {block.video ? <BackgroundVideo video={block.video} /> : null}
          <div class="hero__inner">
            <div class="hero__copy">
              <Heading level={level} className="hero__title">{block.heading}</Heading>
              {block.text ? <p class="hero__text">{block.text}</p> : null}
              {byline ? <BylineView byline={byline} /> : null}
              {hasActions ? <Actions links={block.actions ?? []} className="hero__actions" expert={block.expert} target={formId} /> : null}
            </div>
            {block.slides?.length ? <Carousel slides={block.slides} label={`${block.heading}: highlights`} /> : null}
            {block.image && !block.slides?.length && !block.video ? <Img image={block.image} className="hero__img" eager sizes="(max-width: 992px) calc(100vw - 32px), 560px" /> : null}
          </div>
          {block.proof?.length ? <ProofBand figures={block.proof} /> : null}
          {block.teasers?.length ? (
            <ul class="hero__teasers">
              {block.teasers.map((t) => (
                <li key={t.href}>
                  <SiteLink href={t.href} className="teaser">{t.label}</SiteLink>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      );
    }
    case 'cards':
      return (
        <Section id={block.id} className="cards-block">
          {block.heading ? <Heading level={level}>{block.heading}</Heading> : null}
          {block.intro ? <p class="block__intro">{block.intro}</p> : null}
          <ul class={`cards ${gridClass(block.cards.length)}`}>{block.cards.map((c, i) => <CardView key={i} card={c} level={block.heading && level === 1 ? 2 : 3} />)}</ul>
        </Section>
      );
    case 'text':
      return (
        <Section id={block.id} className="text-block">
          {block.heading ? <Heading level={level}>{block.heading}</Heading> : null}
          {block.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
        </Section>
      );
    case 'list':
      return (
        <Section id={block.id} className="list-block">
          {block.heading ? <Heading level={level}>{block.heading}</Heading> : null}
          {block.intro ? <p class="block__intro">{block.intro}</p> : null}
          <Features items={block.items} ordered={block.ordered} />
        </Section>
      );
    case 'stats':
      return (
        <Section id={block.id} className="stats-block">
          {block.heading ? <Heading level={level}>{block.heading}</Heading> : null}
          <ul class={`stats ${gridClass(block.stats.length)}`}>
            {block.stats.map((s, i) => (
              <li key={i} class="stat">
                <strong class="stat__value">{s.value}</strong>
                <span class="stat__label">{s.label}</span>
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'qa':
      return (
        <Section id={block.id} className="qa-block">
          {block.heading ? <Heading level={level}>{block.heading}</Heading> : null}
          {block.items.map((item, i) => (
            <div key={i} class="qa">
              <h3 class="qa__q">{item.question}</h3>
              {item.answer.map((p, j) => <p key={j}>{p}</p>)}
              {item.citations?.length ? (
                <ul class="qa__citations" aria-label="Sources">
                  {item.citations.map((c) => (
                    <li key={c.href}><SiteLink href={c.href}>{c.label}</SiteLink></li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </Section>
      );
    case 'tree':
      return (
        <Section id={block.id} className="tree-block">
          {block.heading ? <Heading level={level}>{block.heading}</Heading> : null}
          <Tree items={block.items} inert={block.inert} columns={block.columns} />
        </Section>
      );
    case 'links':
      return (
        <Section id={block.id} className="links-block">
          {block.heading ? <Heading level={level}>{block.heading}</Heading> : null}
          <ul class="links">
            {block.links.map((l, i) => (
              <li key={i}><SiteLink href={l.href}>{l.label}</SiteLink></li>
            ))}
          </ul>
        </Section>
      );
    case 'form':
      return (
        <Section id={block.id} className={block.contact ? 'form-block form-block--contact form-block--aside' : block.summary ? 'form-block form-block--aside' : 'form-block'}>
          <Heading level={level}>{block.heading}</Heading>
          {block.intro ? <p class="block__intro">{block.intro}</p> : null}
          {block.brochure ? (
            <p class="brochure">
              <a class="btn btn--ghost" href={block.brochure.href} download>
                <Icon name="download" /> {block.brochure.label}
              </a>
            </p>
          ) : null}
          <div class="form-block__body">
            <bfsi-inquiry-form variant={block.variant} class={`widget widget--form widget--${block.variant}`} />
            {block.contact || block.summary ? (
              <div class="form-block__aside">
                {block.summary ? <Summary summary={block.summary} /> : null}
                {block.contact ? <ContactBoxes /> : null}
              </div>
            ) : null}
          </div>
        </Section>
      );
    case 'calculator':
      return (
        <Section id={block.id} className="calculator-block">
          <Heading level={level}>{block.heading}</Heading>
          {block.intro ? <p class="block__intro">{block.intro}</p> : null}
          <bfsi-savings-calculator class="widget widget--calculator" />
        </Section>
      );
    case 'reference':
      return <Reference section={block.section} level={level} />;
    case 'widget':
      return (
        <section id={block.id} class={`block widget-block widget-block--${block.tag.replace('bfsi-', '')}`}>
          {createElement(block.tag, { ...block.attributes, class: `widget widget--${block.tag.replace('bfsi-', '')}${idleSmartqc(block) ? ' widget--idle' : ''}` })}
        </section>
      );
  }
}

/** SmartQC at the shipped placeholder shows only its small panel: the page keeps that panel's room, not the frame's. */
function idleSmartqc(block: Extract<Block, { kind: 'widget' }>): boolean {
  return block.tag === 'bfsi-smartqc' && isSmartqcPlaceholder(block.attributes?.src);
}
