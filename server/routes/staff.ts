// The lead desk's API for signed-in staff: leads (list, filter, search, open,
// retry a failed delivery, CSV export) and the blogs staff registered; plus
// GET /login → /Login (SPEC's route name is capitalised; people type it
// lower-case). Every route checks the access token on the server (requireStaff).
import { appendLeadEvent, recordLeadEvents, sealLedger } from '../leads/ledger';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { BlogList, LeadList, LeadQuery, LeadReply, RetryReply, LEADS_PATH, LEADS_CSV_PATH, BLOGS_PATH } from '../../contract/api/staff';
import type { LeadFilter, LeadsRepository } from '../db/leads-repository';
import { retryFailed } from '../mail/outbox';
import { HttpError, errors } from '../lib/errors';
import { CSV_HEADER, csvRow, leadCells } from './staff-csv';

const DAY = 24 * 60 * 60 * 1000;
const Id = Type.Object({ id: Type.String({ maxLength: 100 }) });

function filterOf(q: LeadQuery): LeadFilter {
  return {
    status: q.status,
    from: q.from ? Date.parse(`${q.from}T00:00:00Z`) : undefined,
    to: q.to ? Date.parse(`${q.to}T00:00:00Z`) + DAY : undefined,
    q: q.q,
    limit: q.limit,
    offset: q.offset,
  };
}

export default async function staffRoutes(app: FastifyInstance, opts: { leads: LeadsRepository }) {
  const { leads } = opts;
  const guarded = { onRequest: app.requireStaff };
  const noStore = { 'cache-control': 'no-store' };

  // The query goes along: /login?next=/dashboard comes back to the dashboard after sign-in.
  app.get('/login', async (req, reply) => {
    const query = req.url.indexOf('?');
    return reply.redirect(`/Login${query >= 0 ? req.url.slice(query) : ''}`, 301);
  });

  app.get<{ Querystring: LeadQuery }>(
    LEADS_PATH,
    { ...guarded, schema: { querystring: LeadQuery, response: { 200: LeadList, ...errors(400, 401) } } },
    async (req, reply) => {
      reply.headers(noStore);
      return leads.list(filterOf(req.query));
    },
  );

  app.get<{ Querystring: LeadQuery }>(
    LEADS_CSV_PATH,
    { ...guarded, schema: { querystring: LeadQuery, response: errors(400, 401) } },
    async (req, reply) => {
      const filter = filterOf(req.query);
      let out = csvRow(CSV_HEADER);
      const exported: string[] = [];
      // Pages of 200 so a long export never holds one huge result.
      for (let offset = 0; ; offset += 200) {
        const page = await leads.list({ ...filter, limit: 200, offset });
        for (const l of page.data) out += csvRow(leadCells(l));
        exported.push(...page.data.map((l) => l.id));
        if (page.data.length < 200) break;
      }
      // Each lead in the file is recorded as exported, by whom (issue 13's ledger).
      await recordLeadEvents(leads.db, exported.map((leadId) => ({ leadId, type: 'exported' as const, actor: req.user!.sub, detail: { as: 'csv' } })));
      await sealLedger(leads.db);
      const day = new Date().toISOString().slice(0, 10);
      reply.headers({ ...noStore, 'content-disposition': `attachment; filename="leads-${day}.csv"` });
      return reply.type('text/csv; charset=utf-8; header=present').send(out);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${LEADS_PATH}/:id`,
    { ...guarded, schema: { params: Id, response: { 200: LeadReply, ...errors(401, 404) } } },
    async (req, reply) => {
      const lead = await leads.get(req.params.id);
      if (!lead) throw new HttpError(404, 'NotFound', 'No such lead.');
      await appendLeadEvent(leads.db, { leadId: lead.id, type: 'viewed', actor: req.user!.sub });
      reply.headers(noStore);
      return { data: lead };
    },
  );

  app.post<{ Params: { id: string } }>(
    `${LEADS_PATH}/:id/retry`,
    { ...guarded, schema: { params: Id, response: { 200: RetryReply, ...errors(401, 404, 409) } } },
    async (req) => {
      const failed = await leads.failedMail(req.params.id);
      if (!failed.length) {
        if (!(await leads.get(req.params.id))) throw new HttpError(404, 'NotFound', 'No such lead.');
        throw new HttpError(409, 'NotFailed', 'Only a failed delivery can be retried.');
      }
      for (const id of failed) await retryFailed(leads.db, id);
      await appendLeadEvent(leads.db, { leadId: req.params.id, type: 'retried', actor: req.user!.sub });
      app.ctx.worker.wake();
      req.log.info({ by: req.user!.sub, leadId: req.params.id }, 'lead delivery retried');
      return { data: (await leads.get(req.params.id))! };
    },
  );

  app.get(BLOGS_PATH, { ...guarded, schema: { response: { 200: BlogList, ...errors(401) } } }, async (_req, reply) => {
    reply.headers(noStore);
    return { data: await leads.blogs() };
  });
}
