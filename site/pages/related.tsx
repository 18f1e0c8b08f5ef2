// "Related articles" after an article: the links the content lists, as a
// balanced card grid with the same width as every other block.
import type { Link } from '../../content/types';
import { gridClass } from '../layout/balance';
import { Icon } from '../layout/icons';
import { SiteLink } from '../layout/site-link';

// One icon per card: a grid never repeats an icon (issue 10).
const icons = ['document', 'lightbulb', 'analytics', 'chart'] as const;

export function Related({ links }: { links: Link[] }) {
  return (
    <section class="block related-block" aria-labelledby="related-heading">
      <div class="block__inner">
        <h2 id="related-heading">Related articles</h2>
        <ul class={`cards ${gridClass(links.length, 3)}`}>
          {links.map((l, i) => (
            <li key={l.href} class="card">
              <span class="card__icon"><Icon name={icons[i % icons.length]} /></span>
              <h3 class="card__title">{l.label}</h3>
              <SiteLink href={l.href} className="card__link">
                Read the article<span class="sr-only">: {l.label}</span> <Icon name="arrow-right" />
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
