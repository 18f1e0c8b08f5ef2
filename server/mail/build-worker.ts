// The one place that builds an outbox worker and its transport. The HTTP
// process (OUTBOX_THREAD=false) and the outbox thread both call it, so the
// two ways of running delivery cannot drift apart.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Storage } from '../db/index';
import { createTransport } from './transport';
import { OutboxWorker, type Deliverer } from './worker';

export type DeliverySettings = Pick<Config, 'smtpUrl' | 'dataDir' | 'outbox' | 'instanceId'> & {
  /** The process the leases name ("pid:boot id", lib/instance.ts): the HTTP process's, also in the outbox thread. */
  processTag: string;
};

/** A worker whose stop() also closes its transport, once the send in progress has finished. */
export function buildOutboxWorker(storage: Pick<Storage, 'db' | 'dialect'>, settings: DeliverySettings, log: FastifyBaseLogger): Deliverer {
  const { outbox } = settings;
  const transport = createTransport({ smtpUrl: settings.smtpUrl, dataDir: settings.dataDir, timeoutMs: outbox.sendTimeoutMs });
  const worker = new OutboxWorker({
    db: storage.db,
    dialect: storage.dialect,
    transport,
    log,
    pollMs: outbox.pollMs,
    leaseMs: outbox.leaseMs,
    retryBaseMs: outbox.retryBaseMs,
    retryMaxMs: outbox.retryMaxMs,
    maxRefusals: outbox.maxRefusals,
    instance: settings.instanceId,
    process: settings.processTag,
    sendTimeoutMs: outbox.sendTimeoutMs,
  });
  return {
    start: () => worker.start(),
    wake: () => worker.wake(),
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
