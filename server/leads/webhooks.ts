// Lead webhooks: each new lead is POSTed as JSON to every WEBHOOK_URLS entry,
// signed with WEBHOOK_SECRET. The rows are written to the outbox in the same
// transaction as the lead (kind 'webhook'), and a worker of their own
// delivers them (build-worker.ts), so a receiver that is slow or down never
// holds up the mail. A delivery keeps its id (X-Webhook-Id) on every retry, so
// a receiver can drop repeats; the body is fixed when the lead is stored.
//
// X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
import { createHmac } from 'node:crypto';
import type { Attribution, StoredEstimate } from '../../contract/api/inquiry';
import type { StoredConsent } from '../../contract/api/staff';
import type { LeadVariant } from '../../contract/inquiry';
import type { NewMail } from '../mail/outbox';
import type { OutgoingMail } from '../mail/transport';

/** The JSON body every receiver gets for a new lead. */
export interface LeadWebhookBody {
  event: 'lead.received';
  /** The lead's id (the 202's id); the same in every retry. */
  id: string;
  name: string;
  email: string;
  /** Subject, or designation on the Product form ('' when the form has neither). */
  subject: string;
  message: string;
  interests: string[];
  variant: LeadVariant | null;
  attribution: Attribution | null;
  consent: StoredConsent | null;
  /** The savings calculator's quote on a 'calculator' lead, else null. */
  estimate: StoredEstimate | null;
  receivedAt: string;
}

/**
 * How logs, the ledger and the delivery log name a receiver: its origin and
 * path, never credentials or a query string (which may carry a token).
 */
export function receiverName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

export function signature(secret: string, t: number, rawBody: string): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}

/** One outbox row per receiver, for one lead. */
export function webhookRows(body: LeadWebhookBody, urls: readonly string[]): NewMail[] {
  const raw = JSON.stringify(body);
  return urls.map((url) => ({ kind: 'webhook', leadId: body.id, to: url, from: '', subject: body.event, text: raw, html: '' }));
}

/** An HTTP failure: its status decides retry or refusal (delivery-policy.ts). */
class WebhookError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly permanent?: boolean,
  ) {
    super(message);
  }
}

export interface WebhookTransport {
  kind: 'webhook';
  send(delivery: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends one delivery: the outbox row's to is the URL, its text the body. A
 * 2xx is delivered; 408, 425, 429 and 5xx retry; other 4xx are refusals; no
 * answer within timeoutMs, or no connection, retries (never "unreachable":
 * one receiver being down says nothing about the others in the batch).
 */
export function webhookTransport(secret: string | undefined, timeoutMs: number): WebhookTransport {
  return {
    kind: 'webhook',
    async send(d) {
      if (!secret) throw new WebhookError('WEBHOOK_SECRET is not set; not sending unsigned', undefined, false);
      const t = Math.floor(Date.now() / 1000);
      let res: Response;
      try {
        res = await fetch(d.to, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'bfsi-lead-webhook/1',
            'x-webhook-id': d.id,
            'x-signature': signature(secret, t, d.text),
          },
          body: d.text,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const e = err as Error & { cause?: { code?: string } };
        const why = e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (e.cause?.code ?? e.message);
        throw new WebhookError(`POST ${receiverName(d.to)}: ${why}`, undefined, false);
      }
      // The body is not needed; reading it frees the connection.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new WebhookError(`POST ${receiverName(d.to)}: HTTP ${res.status}`, res.status);
    },
    close() {},
  };
}
