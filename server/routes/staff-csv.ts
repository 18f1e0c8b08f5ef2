// Leads as CSV (RFC 4180: CRLF rows, every field quoted, quotes doubled).
// A cell a spreadsheet would read as a formula (= + - @, or a tab or CR
// before one) gets a leading apostrophe, so opening the export runs nothing.
import type { Lead } from '../../contract/api/staff';

export const CSV_HEADER = [
  'Received', 'Delivery', 'Attempts', 'Last error', 'Kind', 'Name', 'E-mail', 'Subject or designation', 'Interests', 'Message',
  'Page', 'Referrer', 'UTM source', 'UTM medium', 'UTM campaign', 'Consent notice', 'Opted in',
];

export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  return `"${neutralise(value).replace(/"/g, '""')}"`;
}

export function csvRow(values: string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export function leadCells(l: Lead): string[] {
  const a = l.attribution;
  return [
    l.receivedAt, l.delivery.status, String(l.delivery.attempts), l.delivery.lastError ?? '', l.variant ?? '', l.name, l.email, l.subject,
    l.interests.join('; '), l.message, a?.page ?? '', a?.referrer ?? '', a?.utm?.source ?? '', a?.utm?.medium ?? '', a?.utm?.campaign ?? '',
    l.consent?.noticeVersion ?? '', l.consent ? (l.consent.optIn ? 'yes' : 'no') : '',
  ];
}
