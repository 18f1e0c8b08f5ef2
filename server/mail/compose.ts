// The inquiry e-mail: a text part and an HTML part in which every visitor
// value is escaped. Reply-To is the visitor; the recipient is never theirs to pick.
// Beside the fields: the ticked interests (once: SPEC's subjectcriteria repeat
// the subject, which is not shown twice), where the lead came from and what
// the visitor consented to.
import type { Attribution, StoredEstimate } from '../../contract/api/inquiry';
import { dollars } from '../../contract/savings';
import type { StoredConsent } from '../../contract/api/staff';
import { inquiryOneLine } from '../../contract/inquiry';

export interface InquiryFields {
  name: string;
  email: string;
  subject: string;
  message: string;
  subjectCriteria: string[];
  /** Which form (or chat, calculator) sent it. */
  variant?: string | null;
  interests?: string[];
  attribution?: Attribution | null;
  consent?: StoredConsent | null;
  /** The savings calculator's quote, checked (server/leads/estimate.ts). */
  estimate?: StoredEstimate | null;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Header values must stay on one line. */
export const oneLine = inquiryOneLine;

/** What the subject slot holds on this form. */
const slotName = (variant: string | null | undefined) => (variant === 'product' ? 'Designation' : 'Subject');

/** Interests, and any subjectcriteria entry that is not the subject again. */
function interestsOf(f: InquiryFields): string[] {
  const extra = f.subjectCriteria.map(oneLine).filter((c) => c && c !== f.subject);
  return [...new Set([...(f.interests ?? []).map(oneLine).filter(Boolean), ...extra])];
}

function sourceRows(a: Attribution | null | undefined): [string, string][] {
  if (!a) return [];
  const utm = a.utm ? Object.entries(a.utm).map(([k, v]) => `${k}=${v}`).join(', ') : '';
  return [
    ['Page', a.page ?? ''],
    ['Referrer', a.referrer ?? ''],
    ['Campaign (UTM)', utm],
    ['Partner site', a.partnerOrigin ?? ''],
    ['Widget version', a.widgetVersion ?? ''],
  ];
}

function consentRows(c: StoredConsent | null | undefined): [string, string][] {
  if (!c) return [];
  return [
    ['Privacy notice shown', `version ${c.noticeVersion}`],
    ['Keep me informed', c.optIn ? 'yes (opted in)' : 'no'],
    ['Consent recorded', c.at],
  ];
}

const CHECKED = { matches: 'reproduced by the server', differs: 'NOT reproduced: the server works out other figures', 'unknown-version': 'assumptions unknown to the server', 'out-of-range': 'inputs outside the calculator limits' };

function estimateRows(e: StoredEstimate | null | undefined): [string, string][] {
  if (!e) return [];
  const i = e.inputs;
  const o = e.outputs;
  return [
    ['Estimate inputs', `${i.loansPerMonth} loans a month; cost per loan ${i.costPerLoan === undefined ? 'not given' : dollars(i.costPerLoan)}; days to clear-to-close ${i.daysToClose ?? 'not given'}`],
    ['Estimated yearly savings', `${dollars(o.yearlyLow)} – ${dollars(o.yearlyHigh)} (${dollars(o.perLoanLow)} – ${dollars(o.perLoanHigh)} per loan)`],
    ['Estimated days saved per loan', o.daysSaved === null ? '' : String(o.daysSaved)],
    ['Underwriter touches a year (at most)', String(o.touchesPerYear)],
    ['Estimate assumptions', `version ${e.assumptionsVersion}, ${CHECKED[e.check]}`],
  ];
}

export function composeInquiry(f: InquiryFields, company: string) {
  const interests = interestsOf(f);
  const topic = f.subject ? oneLine(f.subject) : interests.join(', ');
  const subject = oneLine(`Website inquiry from ${f.name}${topic ? ` – ${topic}` : ''}`).slice(0, 250);
  const rows: [string, string][] = [
    ['Name', f.name],
    ['E-mail', f.email],
    [slotName(f.variant), f.subject],
    ['Interested in', interests.join(', ')],
    ['Form', f.variant ?? ''],
    ...sourceRows(f.attribution),
    ...consentRows(f.consent),
    ...estimateRows(f.estimate),
  ];
  // One line each: a value holding a line break could fake rows in the text part.
  const shown = rows.map(([k, v]): [string, string] => [k, oneLine(v)]).filter(([, v]) => v !== '');
  const text =
    `A visitor sent an inquiry through the ${company} website.\n\n` +
    shown.map(([k, v]) => `${k}: ${v}`).join('\n') +
    `\n\nMessage:\n${f.message}\n`;
  const html =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<p>A visitor sent an inquiry through the ${escapeHtml(company)} website.</p>` +
    `<table cellpadding="4">` +
    shown.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
    `</table><h3>Message</h3><p style="white-space:pre-wrap">${escapeHtml(f.message)}</p></body></html>`;
  return { subject, text, html };
}
