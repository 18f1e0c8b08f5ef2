// Where a lead came from (issue 13): the page, the landing page's referrer and
// UTM parameters, the partner page's origin when a widget is embedded off our
// site, and the widget build. No cookie is set. The landing facts (referrer
// and UTM, not identifiers) stay in session storage for the visit, so a
// visitor who lands on a campaign URL and sends from another page is still
// counted for that campaign. Every inquiry sender calls leadAttribution():
// the inquiry form and the chatbot's hand-off to a person.
import type { Attribution } from '../../contract/api/inquiry';

const KEY = 'bfsi-landing';
const UTM = ['source', 'medium', 'campaign', 'term', 'content'] as const;
/** The contract's limits (contract/api/inquiry.ts): longer values are cut, never refused. */
const URL_MAX = 2048;
const UTM_MAX = 200;

interface Landing {
  referrer?: string;
  utm?: NonNullable<Attribution['utm']>;
}

const cut = (s: string, max: number) => s.slice(0, max);

/** The page without its fragment (which may hold app state, never a source). */
function pageUrl(): string {
  const { origin, pathname, search } = window.location;
  return cut(`${origin}${pathname}${search}`, URL_MAX);
}

function readLanding(): Landing | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Landing) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keep this visit's landing facts, once: the first page of the visit that runs
 * a widget. Later pages (same tab) keep the first page's facts. Storage that
 * is blocked or full only loses the attribution, never the lead.
 */
export function rememberLanding(): void {
  if (readLanding()) return;
  const params = new URLSearchParams(window.location.search);
  const utm: Landing['utm'] = {};
  for (const k of UTM) {
    const v = params.get(`utm_${k}`)?.trim();
    if (v) utm[k] = cut(v, UTM_MAX);
  }
  const landing: Landing = {};
  // A referrer from our own site is navigation, not a source.
  if (document.referrer && !document.referrer.startsWith(window.location.origin)) landing.referrer = cut(document.referrer, URL_MAX);
  if (Object.keys(utm).length) landing.utm = utm;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(landing));
  } catch {
    /* blocked storage: attribution for this page only */
  }
}

interface LoaderGlobal {
  origin?: string;
  version?: string;
}

/** The attribution of a lead sent now from this page (the SendEmail body's `attribution`). */
export function leadAttribution(): Attribution {
  rememberLanding();
  const landing = readLanding() ?? {};
  const loader = (window as unknown as { bfsi?: LoaderGlobal }).bfsi;
  const out: Attribution = { page: pageUrl() };
  if (landing.referrer) out.referrer = landing.referrer;
  if (landing.utm && Object.keys(landing.utm).length) out.utm = landing.utm;
  // Embedded: the loader came from our origin, the page is someone else's.
  if (loader?.origin && loader.origin !== window.location.origin) out.partnerOrigin = cut(window.location.origin, 300);
  if (loader?.version) out.widgetVersion = cut(loader.version, 64);
  return out;
}
