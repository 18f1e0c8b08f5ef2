// POST /api/Email/SendEmail: validate, store the inquiry and its mail in one
// transaction, answer 202 only after the commit; the outbox worker delivers.
// The recipient is always INQUIRY_TO: a client-sent emailTo is ignored.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { siteConfig } from '../../content/site-config';
import { composeInquiry, oneLine } from '../mail/compose';
import { HttpError, errors } from '../lib/errors';
import { SendEmailAccepted, SendEmailBody } from '../../contract/api/inquiry';
import type { StoredConsent } from '../../contract/api/staff';
import { webhookRows } from '../leads/webhooks';
import { checkEstimate } from '../leads/estimate';
import { INQUIRY_CRITERIA_FIELDS, inquiryFieldErrors, normalizeInquiry, type InquiryFieldErrors } from '../../contract/inquiry';

/** Field errors name the criteria entries as the form does: criteria.1 → email. */
const fieldNames = Object.fromEntries(INQUIRY_CRITERIA_FIELDS.map((name, i) => [`criteria.${i}`, name]));

const ERROR_OF = { Required: 'MissingFields', InvalidEmail: 'InvalidEmail', TooLong: 'TooLong' } as const;

/** The criteria of a body the schema may have refused, when they are four strings the shared rule can judge. */
function criteriaOf(body: unknown): [string, string, string, string] | undefined {
  const c = (body as { criteria?: unknown } | null)?.criteria;
  return Array.isArray(c) && c.length === 4 && c.every((x) => typeof x === 'string') ? (c as [string, string, string, string]) : undefined;
}

/** The parts beside SPEC's payload, named in a schema refusal; SPEC's own shape errors stay as they were. */
const NAMED_PARTS = new Set(['variant', 'interests', 'attribution', 'consent', 'estimate']);

/**
 * A schema refusal of the parts beside the criteria, named by its top-level
 * field ({ fields: { interests: 'Invalid' } }); a body that is no object at all names none.
 */
function schemaError(err: (Error & { validation?: { instancePath?: string }[] }) | undefined): HttpError {
  const path = err?.validation?.[0]?.instancePath ?? '';
  const top = /^\/([^/]+)/.exec(path)?.[1];
  const field = top && NAMED_PARTS.has(top) ? top : undefined;
  const message = err?.message ?? 'body/criteria is required.';
  return new HttpError(400, 'BadRequest', message, field ? { fields: { [field]: 'Invalid' } } : undefined);
}

/** One 400 for every field the shared rule refused: { error, message, fields: { email: 'InvalidEmail' } }. */
function fieldError(fields: InquiryFieldErrors): HttpError {
  const entries = Object.entries(fields);
  const required = entries.filter(([, code]) => code === 'Required').map(([f]) => f);
  const error = required.length ? ERROR_OF.Required : ERROR_OF[entries[0][1]];
  const message = required.length
    ? `Required: ${required.join(', ')}.`
    : `Not accepted: ${entries.map(([f, code]) => `${f} (${code})`).join(', ')}.`;
  return new HttpError(400, error, message, { fields });
}

export default async function emailRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  app.post<{ Body: SendEmailBody }>(
    '/api/Email/SendEmail',
    {
      config: { rateLimit: { max: config.rate.inquiryPerMin, timeWindow: 60_000 }, fieldNames },
      // Schema errors come to the handler, so a too-long field is named as a field error by the shared rule.
      attachValidation: true,
      schema: {
        body: SendEmailBody,
        response: { 202: SendEmailAccepted, ...errors(400, 413, 415, 429) },
      },
    },
    async (req, reply) => {
      const criteria = criteriaOf(req.body);
      const values = criteria && { name: criteria[0], email: criteria[1], subject: criteria[2], message: criteria[3] };
      const fields = values ? inquiryFieldErrors(values) : {};
      if (Object.keys(fields).length) throw fieldError(fields);
      if (req.validationError || !values) throw schemaError(req.validationError);
      const { name, email, subject, message } = normalizeInquiry(values);
      const subjectCriteria = (req.body.subjectcriteria ?? []).map(oneLine);
      const interests = [...new Set((req.body.interests ?? []).map(oneLine).filter(Boolean))];
      const variant = req.body.variant ?? null;
      const attribution = req.body.attribution ?? null;
      const receivedAt = Date.now();
      // The time is the server's: a client clock proves nothing.
      const consent: StoredConsent | null = req.body.consent ? { ...req.body.consent, at: new Date(receivedAt).toISOString() } : null;

      const estimate = req.body.estimate ? checkEstimate(req.body.estimate) : null;

      const mail = composeInquiry({ name, email, subject, message, subjectCriteria, variant, interests, attribution, consent, estimate }, siteConfig.company);
      const inquiryId = randomUUID();
      const hooks = config.outbox.webhooks;
      const webhooks = hooks.urls.length
        ? webhookRows(
            { event: 'lead.received', id: inquiryId, name, email, subject, message, interests, variant, attribution, consent, estimate, receivedAt: new Date(receivedAt).toISOString() },
            hooks.urls,
          )
        : [];
      // Stored (inquiry, mail, webhook deliveries and the ledger's "received",
      // one transaction shared with concurrent inquiries) before the 202; the
      // outbox workers deliver.
      await app.ctx.storeInquiry({
        inquiry: {
          id: inquiryId,
          name,
          email,
          subject,
          message,
          subject_criteria: JSON.stringify(subjectCriteria),
          template_code: String(req.body.templateCode ?? ''),
          ip: req.ip,
          created_at: receivedAt,
          variant,
          interests: JSON.stringify(interests),
          attribution: attribution && JSON.stringify(attribution),
          consent: consent && JSON.stringify(consent),
          estimate: estimate && JSON.stringify(estimate),
        },
        mail: {
          inquiryId,
          to: config.inquiryTo,
          from: config.mailFrom,
          replyTo: email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        },
        webhooks,
      });
      return reply.code(202).send({ id: inquiryId, status: 'queued' });
    },
  );
}
