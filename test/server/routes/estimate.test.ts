// A savings-calculator lead (issue 12) through app.inject: the estimate is
// stored with the lead, checked by working it out again on the server, shown
// in the mail and to staff; a bad estimate is a field error, never a 500.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { build, signedIn, type TestApp } from '../../support/app';
import { until } from '../../support/wait';
import { inquiry, parseMail } from '../helpers';
import { estimate } from '../../../contract/savings';
import { savingsAssumptions } from '../../../content/savings';
import type { Lead } from '../../../contract/api/staff';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await build({ INQUIRY_RATE_PER_MIN: '1000', OUTBOX_POLL_MS: '50' });
  ({ token } = await signedIn(app));
});

const send = (payload: unknown) => app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload } as InjectOptions);
const inputs = { loansPerMonth: 100, costPerLoan: 1000, daysToClose: 40 };
const e = estimate(inputs, savingsAssumptions);
const outputs = { yearlyLow: e.yearlyLow, yearlyHigh: e.yearlyHigh, perLoanLow: e.perLoanLow, perLoanHigh: e.perLoanHigh, daysSaved: e.daysSaved, touchesPerYear: e.touchesPerYear };
const calculatorLead = (record: object) => ({ ...inquiry({ subject: 'Savings estimate' }), variant: 'calculator', estimate: record });

async function stored(id: string): Promise<Lead> {
  const r = await app.inject({ method: 'GET', url: `/api/staff/leads/${id}`, headers: { authorization: `Bearer ${token}` } });
  expect(r.statusCode).toBe(200);
  return r.json().data;
}

test('the worked example (100 loans, $1,000, 40 days) is stored as quoted, reproduced by the server, and shown in the mail', async () => {
  expect(outputs).toEqual({ yearlyLow: 360000, yearlyHigh: 480000, perLoanLow: 300, perLoanHigh: 400, daysSaved: 14, touchesPerYear: 1800 });
  const r = await send(calculatorLead({ assumptionsVersion: savingsAssumptions.version, inputs, outputs }));
  expect(r.statusCode).toBe(202);
  const lead = await stored(r.json().id);
  expect(lead.variant).toBe('calculator');
  expect(lead.estimate).toEqual({ assumptionsVersion: savingsAssumptions.version, inputs, outputs, check: 'matches' });

  const outbox = join(app.dataDir, 'outbox');
  const mail = await until('the mail file', () => existsSync(outbox) && readdirSync(outbox).find((f) => f.endsWith('.eml')));
  const { text } = parseMail(readFileSync(join(outbox, mail), 'utf8'));
  expect(text).toContain('Estimated yearly savings: $360,000 – $480,000 ($300 – $400 per loan)');
  expect(text).toContain(`Estimate assumptions: version ${savingsAssumptions.version}, reproduced by the server`);
});

test.each([
  ['figures the server does not reproduce', { assumptionsVersion: savingsAssumptions.version, inputs, outputs: { ...outputs, yearlyHigh: 9_999_999 } }, 'differs'],
  ['assumptions the server does not have', { assumptionsVersion: '1999-01-01.1', inputs, outputs }, 'unknown-version'],
  ['inputs the calculator would refuse', { assumptionsVersion: savingsAssumptions.version, inputs: { loansPerMonth: 2.5 }, outputs }, 'out-of-range'],
])('a quote with %s is still stored as shown, marked %s (the lead is never lost)', async (_name, record, check) => {
  const r = await send(calculatorLead(record));
  expect(r.statusCode).toBe(202);
  expect((await stored(r.json().id)).estimate).toEqual({ ...record, check });
});

test.each([
  ['a negative input', { assumptionsVersion: 'v', inputs: { loansPerMonth: -1 }, outputs }],
  ['outputs missing', { assumptionsVersion: 'v', inputs }],
  ['a string for a number', { assumptionsVersion: 'v', inputs: { loansPerMonth: '100' }, outputs }],
])('an estimate with %s is a 400 naming the estimate field, never a 500', async (_name, record) => {
  const r = await send(calculatorLead(record));
  expect(r.statusCode).toBe(400);
  expect(r.json()).toMatchObject({ error: expect.any(String), fields: { estimate: 'Invalid' } });
});

test('a lead without an estimate has estimate null', async () => {
  const r = await send(inquiry());
  expect((await stored(r.json().id)).estimate).toBeNull();
});
test('unknown keys inside an estimate are dropped, as everywhere else in the body', async () => {
  const r = await send(calculatorLead({ assumptionsVersion: savingsAssumptions.version, inputs: { ...inputs, extra: 1 }, outputs, note: 'x' }));
  expect(r.statusCode).toBe(202);
  expect((await stored(r.json().id)).estimate).toEqual({ assumptionsVersion: savingsAssumptions.version, inputs, outputs, check: 'matches' });
});
