// GET /api/staff/leads/:id/evidence: one lead's evidence (server/leads/evidence.ts)
// for signed-in staff; the export is recorded in the ledger with the staff
// user as its actor. Registered in app.ts with the database it reads.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/index';
import { HttpError, errors } from '../lib/errors';
import { leadEvidence } from '../leads/evidence';

export const LEAD_EVIDENCE_PATH = '/api/staff/leads/:id/evidence';

export default async function leadEvidenceRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get<{ Params: { id: string } }>(
    LEAD_EVIDENCE_PATH,
    {
      // onRequest: a caller without a token learns nothing, not even whether the lead exists.
      onRequest: app.requireStaff,
      schema: { params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: errors(400, 401, 403, 404) },
    },
    async (req, reply) => {
      const evidence = await leadEvidence(opts.db, req.params.id, req.user?.sub ?? null);
      if (!evidence) throw new HttpError(404, 'NotFound', 'There is no lead with this id.');
      // A download: the file name says which lead it proves.
      return reply.header('content-disposition', `attachment; filename="lead-${req.params.id}-evidence.json"`).send(evidence);
    },
  );
}
