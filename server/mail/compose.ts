// The inquiry e-mail: a text part and an HTML part in which every visitor
// value is escaped. Reply-To is the visitor; the recipient is never theirs to pick.
export interface InquiryFields {
  name: string;
  email: string;
  subject: string;
  message: string;
  subjectCriteria: string[];
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Header values must stay on one line. */
export function oneLine(s: string): string {
  return s.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
}

export function composeInquiry(f: InquiryFields, company: string) {
  const topic = f.subject ? oneLine(f.subject) : f.subjectCriteria.filter(Boolean).map(oneLine).join(', ');
  const subject = oneLine(`Website inquiry from ${f.name}${topic ? ` – ${topic}` : ''}`).slice(0, 250);
  const rows: [string, string][] = [
    ['Name', f.name],
    ['E-mail', f.email],
    ['Subject', f.subject],
    ['Interested in', f.subjectCriteria.filter(Boolean).join(', ')],
  ];
  const shown = rows.filter(([, v]) => v !== '');
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
