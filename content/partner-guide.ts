// The partner guide (tags, attributes, events, the bfsi() queue, theming, CSP,
// allowed origins), written once: the site's /Partners page renders it and
// npm run generate writes it to docs/partner-guide.md. Every table and
// snippet comes from contract/, so the guide cannot drift from the code.
// '{site}' stands for the widget site's address: the prerender fills in
// SITE_URL, the Markdown copy keeps https://SITE.
import { elementDocs } from '../contract/element-docs';
import { tagAttributes, type BfsiTag } from '../contract/elements';
import { bfsiEvents, type BfsiEventName } from '../contract/events';
import { inquiryVariants } from '../contract/inquiry';
import { commandDocs, settingDocs } from '../contract/settings';
import { configSnippet, installSnippet, queueSnippet } from '../contract/snippet';

export const SITE_PLACEHOLDER = '{site}';
/** The widget site's address as the contract's own descriptions give it ("core API base, e.g. https://SITE/api"): the Markdown copy and the types keep it, the /Partners page shows the deployment's. */
export const DOC_SITE = 'https://SITE';

export interface GuideCode {
  label: string;
  text: string;
}

export interface GuideTable {
  head: string[];
  rows: string[][];
}

export interface GuideSection {
  id: string;
  heading: string;
  /** A section about one element: its attributes, events, parts and custom properties. */
  element?: BfsiTag;
  paragraphs?: string[];
  code?: GuideCode[];
  table?: GuideTable;
}

const tags = Object.keys(tagAttributes) as BfsiTag[];

/** `{ variant: InquiryVariant }` as the docs print a detail. */
export function detailText(name: BfsiEventName): string {
  const fields = Object.entries(bfsiEvents[name].detail as Record<string, string>);
  return fields.length ? `{ ${fields.map(([k, t]) => `${k}: ${t}`).join('; ')} }` : '{}';
}

function firers(name: BfsiEventName): string {
  return tags.filter((t) => name in elementDocs[t].events).join(', ');
}

function elementSection(tag: BfsiTag): GuideSection {
  const doc = elementDocs[tag];
  const attrs = Object.entries(doc.attributes) as [string, { type: string; description: string }][];
  const rows = [
    ...attrs.map(([name, a]) => [`attribute \`${name}\``, a.type.includes('`') ? a.type.replace(/`\$\{number\}`/g, 'numeric string') : `\`${a.type}\``, a.description]),
    ...Object.entries(doc.events).map(([name, when]) => [`event \`${name}\``, `\`${detailText(name as BfsiEventName)}\``, when as string]),
    ...Object.entries(doc.parts).map(([name, what]) => [`part \`${name}\``, '', what]),
    ...Object.entries(doc.cssProperties).map(([name, what]) => [`custom property \`${name}\``, '', what]),
  ];
  return {
    id: tag,
    element: tag,
    heading: `<${tag}>`,
    paragraphs: [doc.summary],
    code: [{ label: `Add ${tag}`, text: `<${tag}></${tag}>` }],
    table: { head: ['what', 'type', 'meaning'], rows },
  };
}

export const partnerGuide: GuideSection[] = [
  {
    id: 'install',
    heading: 'Install in two lines',
    paragraphs: [
      'Paste the loader once per page, anywhere in the page, then place an element where the widget should appear. The loader is a small async script: it never blocks your page, loading it twice is harmless, and each element fetches its own code only when it is on the page.',
    ],
    code: [{ label: 'The loader and a chatbot', text: installSnippet(SITE_PLACEHOLDER) }],
  },
  {
    id: 'elements',
    heading: 'The elements',
    paragraphs: [`The inquiry form's variant decides its fields, required set and 'Interested In' boxes: ${inquiryVariants.map((v) => `\`${v}\``).join(', ')}.`],
    table: {
      head: ['tag', 'what it is', 'attributes'],
      rows: tags.map((t) => [`\`<${t}>\``, elementDocs[t].summary, tagAttributes[t].map((a) => `\`${a}\``).join(', ')]),
    },
  },
  ...tags.map(elementSection),
  {
    id: 'events',
    heading: 'Events',
    paragraphs: [
      'Every element reports what happened with DOM CustomEvents that bubble and cross the shadow boundary, so you can listen on document. No event carries a password, a token or the text of an inquiry.',
    ],
    code: [
      {
        label: 'Listen for inquiries',
        text: "document.addEventListener('bfsi-inquiry-sent', (event) => {\n  console.log('inquiry sent from', event.detail.variant);\n});",
      },
    ],
    table: {
      head: ['event', 'from', 'detail', 'meaning'],
      rows: (Object.keys(bfsiEvents) as BfsiEventName[]).map((e) => [`\`${e}\``, firers(e), `\`${detailText(e)}\``, bfsiEvents[e].doc]),
    },
  },
  {
    id: 'queue',
    heading: 'The bfsi() queue',
    paragraphs: [
      'window.bfsi is the only global the widgets add. Calls made before the loader arrives are queued by this snippet and replayed in order; afterwards they run at once. An unknown command logs one console warning and does nothing else.',
    ],
    code: [
      { label: 'The queue with page-wide settings', text: configSnippet(`${SITE_PLACEHOLDER}/api`) },
      { label: 'The queue alone', text: queueSnippet },
    ],
    table: { head: ['command', 'what it does'], rows: Object.entries(commandDocs).map(([c, d]) => [`\`bfsi('${c}'${c === 'config' ? ', { … }' : ''})\``, d]) },
  },
  {
    id: 'settings',
    heading: 'Settings',
    paragraphs: [
      "Most specific first: the element's attribute (api-base, email-api-base, blog-api-base), then bfsi('config', …), then the loader tag's data-* attributes (data-api-base, …), then the loader's own origin.",
    ],
    table: { head: ['setting', 'meaning'], rows: Object.entries(settingDocs).map(([s, d]) => [`\`${s}\``, d]) },
  },
  {
    id: 'theming',
    heading: 'Theming',
    paragraphs: [
      "Each element renders into its own shadow root: your CSS does not change a widget and a widget's CSS does not touch your page. Change its look with CSS custom properties set on the element, and style single pieces with ::part().",
    ],
    code: [
      {
        label: 'Brand colours and parts',
        text: 'bfsi-inquiry-form, bfsi-chatbot {\n  --bfsi-primary: #7c2d12;\n  --bfsi-font: Georgia, serif;\n  --bfsi-radius: 2px;\n}\nbfsi-inquiry-form::part(button) { text-transform: uppercase; }\nbfsi-chatbot { --bfsi-z-index: 50; }',
      },
    ],
  },
  {
    id: 'csp',
    heading: 'Content-Security-Policy',
    paragraphs: [
      'The widgets need no inline script, no eval and no inline style (styles are adopted as constructed style sheets; the captcha is drawn on a canvas). Allow the widget site in script-src (the loader and its chunks) and connect-src (the API); keep a nonce or hash for your own copy of the queue snippet if you use it.',
    ],
    code: [{ label: 'A strict policy that works', text: `Content-Security-Policy: script-src 'self' ${SITE_PLACEHOLDER}; connect-src 'self' ${SITE_PLACEHOLDER}` }],
  },
  {
    id: 'origins',
    heading: 'Allowed origins',
    paragraphs: [
      "The widget files load on any page, but the API answers other origins only when they are listed in the server's ALLOWED_ORIGINS setting (comma-separated, e.g. https://www.partner-bank.com). Send us the exact origins of the pages that embed the widgets (scheme, host and port). Until yours is listed, the browser blocks the widgets' API calls: an inquiry form says the message could not be sent (nothing typed is lost) and the chatbot says it could not reach the service, and the browser console shows one warning, \"bfsi: CORS: add <your origin> to ALLOWED_ORIGINS of <API origin>\".",
    ],
  },
  {
    id: 'access',
    heading: 'Keyboard and screen readers',
    paragraphs: [
      'Every field has a label, focus is always visible, Escape closes the chat panel and returns focus to its button, and bot replies and form results are announced through live regions. Inputs are 16 px or larger so phones do not zoom.',
    ],
  },
];
