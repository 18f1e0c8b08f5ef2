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
  const transport = createTransport({ smtpUrl: settings.smtpUrl, dataDir: settings.dataDir, timeoutMs: outbox.sendTimeoutMs });
  const mail = new OutboxWorker({ ...common, transport, log, sendTimeoutMs: outbox.sendTimeoutMs, onOutcomes: mailOutcomes(storage.db) });
  const hooks = outbox.webhooks;
  const hookTransport = webhookTransport(hooks.secret, hooks.timeoutMs);
  const webhooks = new OutboxWorker({
    ...common,
    kind: 'webhook',
    transport: hookTransport,
    log: log.child({ kind: 'webhook' }),
    sendTimeoutMs: hooks.timeoutMs,
    maxAttempts: hooks.maxAttempts,
    onOutcomes: webhookOutcomes(storage.db),
  });
  return {
    start: () => {
      webhooks.start();
      return mail.start();
    },
    wake: () => {
      mail.wake();
      webhooks.wake();
    },
    async stop() {
      await Promise.all([mail.stop(), webhooks.stop()]);
      transport.close();
      hookTransport.close();
    },
  };
}
