// POST /api/Email/SendEmail: validate, store the inquiry and its mail in one
// transaction, answer 202 only after the commit; the outbox worker delivers.
// The recipient is always INQUIRY_TO: a client-sent emailTo is ignored.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { siteConfig } from '../../content/site-config';
import { composeInquiry, oneLine } from '../mail/compose';
import { HttpError, errors } from '../lib/errors';
import { SendEmailAccepted, SendEmailBody } from '../../contract/api/inquiry';
import { INQUIRY_CRITERIA_FIELDS } from '../../contract/inquiry';

/** Field errors name the criteria entries as the form does: criteria.1 → email. */
const fieldNames = Object.fromEntries(INQUIRY_CRITERIA_FIELDS.map((name, i) => [`criteria.${i}`, name]));

const EMAIL_RE = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/;

export default async function emailRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  app.post<{ Body: SendEmailBody }>(
    '/api/Email/SendEmail',
    {
      config: { rateLimit: { max: config.rate.inquiryPerMin, timeWindow: 60_000 }, fieldNames },
      schema: {
        body: SendEmailBody,
        response: { 202: SendEmailAccepted, ...errors(400, 413, 415, 429) },
      },
    },
    async (req, reply) => {
      const [rawName, rawEmail, rawSubject, rawMessage] = req.body.criteria;
      const name = oneLine(rawName);
      const email = rawEmail.trim();
      const subject = oneLine(rawSubject);
      const message = rawMessage.replace(/\r\n?/g, '\n').trim();
      const missing = [
        ['name', name],
        ['email', email],
        ['message', message],
      ]
        .filter(([, v]) => !v)
        .map(([k]) => k);
      if (missing.length) throw new HttpError(400, 'MissingFields', `Required: ${missing.join(', ')}.`);
      if (!EMAIL_RE.test(email)) throw new HttpError(400, 'InvalidEmail', 'The e-mail address is not valid.');
      const subjectCriteria = (req.body.subjectcriteria ?? []).map(oneLine);

      const mail = composeInquiry({ name, email, subject, message, subjectCriteria }, siteConfig.company);
      const inquiryId = randomUUID();
      // Stored (inquiry and mail, one transaction, shared with concurrent
      // inquiries) before the 202; the outbox worker delivers.
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
          created_at: Date.now(),
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
      });
      return reply.code(202).send({ id: inquiryId, status: 'queued' });
    },
  );
}
