// The one place that builds the outbox workers and their transports. The HTTP
// process (OUTBOX_THREAD=false) and the outbox thread both call it, so the
// two ways of running delivery cannot drift apart. Mail and lead webhooks
// share the outbox table but not a worker: a webhook receiver that is slow or
// down never holds up the mail.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Storage } from '../db/index';
import { createTransport } from './transport';
import { OutboxWorker, type Deliverer } from './worker';
import { webhookTransport } from '../leads/webhooks';
import { mailOutcomes, webhookOutcomes } from '../leads/outcomes';
import { LedgerSealer, sealLedger } from '../leads/ledger';

export type DeliverySettings = Pick<Config, 'smtpUrl' | 'dataDir' | 'outbox' | 'instanceId'> & {
  /** The process the leases name ("pid:boot id", lib/instance.ts): the HTTP process's, also in the outbox thread. */
  processTag: string;
};

/** Workers whose stop() also closes their transports, once the sends in progress have finished. */
export function buildOutboxWorker(storage: Pick<Storage, 'db' | 'dialect'>, settings: DeliverySettings, log: FastifyBaseLogger): Deliverer {
  const { outbox } = settings;
  const common = {
    db: storage.db,
    dialect: storage.dialect,
    pollMs: outbox.pollMs,
    leaseMs: outbox.leaseMs,
    retryBaseMs: outbox.retryBaseMs,
    retryMaxMs: outbox.retryMaxMs,
    maxRefusals: outbox.maxRefusals,
    instance: settings.instanceId,
    process: settings.processTag,
  };
  // Chains lead events recorded by inquiries and deliveries (server/leads/ledger.ts).
  const sealer = new LedgerSealer(storage.db, log.child({ component: 'ledger' }), outbox.pollMs);
  const sealSoon = () => sealer.wake();
  const transport = createTransport({ smtpUrl: settings.smtpUrl, dataDir: settings.dataDir, timeoutMs: outbox.sendTimeoutMs });
  const mail = new OutboxWorker({ ...common, transport, log, sendTimeoutMs: outbox.sendTimeoutMs, onOutcomes: mailOutcomes(storage.db, sealSoon) });
  const hooks = outbox.webhooks;
  const hookTransport = webhookTransport(hooks.secret, hooks.timeoutMs);
  const webhooks = new OutboxWorker({
    ...common,
    kind: 'webhook',
    transport: hookTransport,
    log: log.child({ kind: 'webhook' }),
    sendTimeoutMs: hooks.timeoutMs,
    maxAttempts: hooks.maxAttempts,
    onOutcomes: webhookOutcomes(storage.db, sealSoon),
  });
  // Without WEBHOOK_URLS no webhook rows are written, so nothing polls for them
  // (a claim is a write on SQLite). Rows queued before the URLs were removed
  // wait until some are set again.
  const hooksOn = hooks.urls.length > 0;
  return {
    start: () => {
      sealer.start();
      if (hooksOn) webhooks.start();
      return mail.start();
    },
    // Called after each inquiry commit: its mail, its webhooks and its "received" event.
    wake: () => {
      mail.wake();
      if (hooksOn) webhooks.wake();
      sealer.wake();
    },
    async stop() {
      await Promise.all([mail.stop(), webhooks.stop()]);
      // After the workers: their last outcomes are chained too.
      await sealer.stop();
      await sealLedger(storage.db).catch((err) => log.warn({ err }, 'lead ledger: final sealing failed; pending events are sealed at the next start'));
      transport.close();
      hookTransport.close();
    },
  };
}
