// Build time: the inquiry form's first paint, rendered from the real component
// (preact-render-to-string, as the site's prerender does), for every variant.
// build/rollup.widgets.mjs runs this (tsx) and writes the markup into a small
// "shell" chunk the loader fetches beside the form's own chunks; the shell
// paints the fields at once and the runtime then takes the same nodes over
// (Preact reuses a container's existing DOM), so nothing moves. Never
// hand-copied markup: a change to the form changes its first paint.
import { register } from 'node:module';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';

// 'react' as the widget build maps it (build/widget-react.mjs), before the component loads.
register('./widget-react-hook.mjs', import.meta.url);
const { InquiryForm } = await import('../widgets/inquiry-form/inquiry-form');
const { variants } = await import('../widgets/inquiry-form/variants');

// The first render reads nothing from its host element (effects do not run here).
const host = {} as HTMLElement;
const html = Object.fromEntries(Object.keys(variants).map((variant) => [variant, renderToString(h(InquiryForm, { host, attrs: { variant } }))]));
// The sheet by reference (module and export): the shell imports the widget's
// own styles, so there is one copy. `beside`: modules the markup is made of
// (labels, placeholders, the notice), put into the shell's chunk too, so gzip
// sees those strings once in the one file instead of once per file.
process.stdout.write(
  JSON.stringify({
    tag: 'bfsi-inquiry-form',
    fallback: 'home',
    html,
    styles: { module: 'widgets/inquiry-form/styles.ts', name: 'inquiryFormCss' },
    beside: ['widgets/inquiry-form/variants.ts', 'content/privacy-notice.ts'],
  }),
);
