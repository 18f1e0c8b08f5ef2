// What each public element is for, documented once (STYLE §3): the
// generated custom-elements.json, host types (types/bfsi-elements.d.ts) and
// partner guide read this. Keys are checked against elements.ts and
// events.ts by the type checker, so an attribute or event cannot be
// documented without existing, or exist without being documented.
import type { AttributeOf, BfsiTag } from './elements';
import type { BfsiEventName } from './events';

export interface AttributeDoc {
  /** TypeScript type of the attribute's value as a host writes it. */
  type: string;
  description: string;
}

export interface ElementDoc<T extends BfsiTag> {
  /** Component name (PascalCase of the tag without its prefix). */
  name: string;
  /** Where its code lives. */
  source: string;
  summary: string;
  attributes: Record<AttributeOf<T>, AttributeDoc>;
  /** Each event this element fires, with when it fires. */
  events: Partial<Record<BfsiEventName, string>>;
  parts: Record<string, string>;
  cssProperties: Record<string, string>;
}

const theme = {
  '--bfsi-primary': 'brand colour of buttons and links (default #0b5cab)',
  '--bfsi-font': 'font family (default the system font stack)',
  '--bfsi-radius': 'corner radius (default 6px)',
  '--bfsi-surface': 'background of fields and panels (default #fff)',
  '--bfsi-text': 'text colour (default #1f2937)',
};

export const elementDocs: { [T in BfsiTag]: ElementDoc<T> } = {
  'bfsi-chatbot': {
    name: 'Chatbot',
    source: 'widgets/chatbot/launcher.ts',
    summary: 'A floating chat button that opens a panel where visitors ask questions and get answers from our site.',
    attributes: {
      'api-base': { type: 'string', description: 'core API base (POST {apiBase}/chat/ask)' },
      'bot-title': { type: 'string', description: "the panel's title; default the site's bot title" },
      open: {
        type: 'boolean',
        description:
          "present = panel open. Followed both ways: setting or removing it (e.g. bfsi('open-chat') / bfsi('close-chat')) opens or closes the panel, and the visitor opening or closing it sets or removes it.",
      },
    },
    events: {
      'bfsi-chat-open':
        "whenever the panel goes from closed to open: by the visitor (launcher) or by the `open` attribute (bfsi('open-chat')). Not fired for a panel that is already open when the element appears.",
      'bfsi-chat-close':
        "whenever the panel goes from open to closed: by the visitor (launcher, close button, Escape) or by removing `open` (bfsi('close-chat')).",
      'bfsi-chat-answer': "when a bot reply replaces '...'; answered is false for the no-answer text and every error text.",
    },
    parts: { launcher: 'the round floating button', panel: 'the chat panel (role dialog)', button: 'the Send button' },
    cssProperties: { '--bfsi-z-index': 'stacking of the launcher and panel (default 1000)', ...theme },
  },
  'bfsi-inquiry-form': {
    name: 'InquiryForm',
    source: 'widgets/inquiry-form/inquiry-form.tsx',
    summary: 'An inquiry form in one of seven variants; every inquiry is stored before the form says it was sent.',
    attributes: {
      variant: {
        type: 'BfsiInquiryVariant',
        description: "which form: its fields, required set and 'Interested In' checkboxes. Missing or unknown: home, with a console warning.",
      },
      'email-api-base': { type: 'string', description: 'inquiry e-mail API base (POST {emailApiBase}/Email/SendEmail); defaults to apiBase' },
      'api-base': { type: 'string', description: 'core API base, the default of email-api-base' },
    },
    events: {
      'bfsi-inquiry-sent': 'after the server stored the inquiry (its mail is on the way).',
      'bfsi-inquiry-failed':
        'when sending failed: status 0 (network), 429 or 5xx (the form says to try again), or 400 (the server refused a field; the form shows the reason next to it). The form keeps what was typed.',
    },
    parts: { form: 'the form', button: "the send button ('Send Message' or 'Send Request')" },
    cssProperties: { ...theme, '--bfsi-focus': 'focus ring colour (default #2563eb)' },
  },
  'bfsi-login': {
    name: 'Login',
    source: 'widgets/login/login.tsx',
    summary: 'Staff sign-in with a captcha checked on the server.',
    attributes: {
      'api-base': { type: 'string', description: 'core API base, e.g. https://SITE/api' },
      redirect: {
        type: 'string',
        description: 'where to go after sign-in: a relative path or an absolute http(s) address; anything else is ignored. None = stay and only fire the event.',
      },
    },
    events: { 'bfsi-login': 'after a successful sign-in, once the session is stored. Never carries the token.' },
    parts: { form: 'the sign-in form', button: 'the Login button' },
    cssProperties: {
      ...theme,
      '--bfsi-z-index': 'stacking of the toasts (default 1000)',
      '--bfsi-toast-top': 'distance of the toasts from the top of the window, e.g. below a fixed header (default 16px)',
    },
  },
  'bfsi-blog-registration': {
    name: 'BlogRegistration',
    source: 'widgets/blog-registration/blog-registration.tsx',
    summary: "The 'Register Your Blog' form for signed-in staff (the session <bfsi-login> stores).",
    attributes: { 'blog-api-base': { type: 'string', description: 'blog API base; defaults to apiBase' } },
    events: { 'bfsi-blog-registered': 'after the server stored the blog.' },
    parts: { form: 'the form', button: "the 'Register Blog' button" },
    cssProperties: {
      ...theme,
      '--bfsi-z-index': 'stacking of the toasts (default 1000)',
      '--bfsi-toast-top': 'distance of the toasts from the top of the window, e.g. below a fixed header (default 16px)',
    },
  },
  'bfsi-smartqc': {
    name: 'Smartqc',
    source: 'widgets/smartqc/smartqc.tsx',
    summary: 'The SmartQC quality-check app in a titled frame (1000 px high by default), shown once it has loaded.',
    attributes: {
      src: { type: 'string', description: "the QC app address; embed=true is added, its query and hash kept. Default: the site config's SmartQC address." },
      height: { type: 'number | `${number}`', description: 'frame height in CSS pixels (default 1000)' },
      loading: { type: "'lazy' | 'eager'", description: 'lazy: the frame loads only when it nears the viewport' },
      'frame-title': { type: 'string', description: "the frame's accessible name (default 'SmartQC quality check')" },
    },
    events: {},
    parts: { frame: 'the iframe', fallback: 'the panel shown instead of the frame when the app cannot load (error, timeout or no address configured), with a link to reach us' },
    cssProperties: {
      '--bfsi-radius': "the frame's corner radius (default 0)",
      '--bfsi-surface': 'background while the app loads',
      '--bfsi-font': 'font of the loading note',
      '--bfsi-text': 'colour of the loading note',
    },
  },
  'bfsi-savings-calculator': {
    name: 'SavingsCalculator',
    source: 'widgets/savings-calculator/savings-calculator.tsx',
    summary:
      "Works out the site's LoanXPress figures for the visitor's loan volume as they type (yearly savings range, days saved, underwriter touches), shows how, and sends the estimate as an inquiry.",
    attributes: {
      'email-api-base': { type: 'string', description: 'API base the estimate is sent to (POST {emailApiBase}/Email/SendEmail); default apiBase' },
      'api-base': { type: 'string', description: 'core API base, used when email-api-base is not set' },
    },
    events: {
      'bfsi-estimate': 'when the inputs give a new estimate and typing has paused',
      'bfsi-inquiry-sent': "when the visitor's estimate was stored as an inquiry (variant 'calculator')",
    },
    parts: {
      calculator: 'the whole calculator',
      input: 'each text field',
      results: 'the figures box',
      assumptions: 'the "How we calculate" disclosure',
      button: 'the Send buttons',
    },
    cssProperties: { ...theme },
  },
};
