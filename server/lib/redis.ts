// The Redis connection shared rate limits use (REDIS_URL). It reconnects on
// its own; commands fail fast while it is down (no offline queue, a short
// command timeout), so a request never waits on Redis, and the rate limits
// fall back to per-instance counting meanwhile (plugins/rate-limit-store.ts).
// Only changes of state are logged, not every reconnect attempt.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // On close, a socket that already failed is destroyed after this long (the default 2 s holds up shutdown).
    disconnectTimeout: 200,
    // Try again soon, then every 2 s: limits go back to Redis shortly after it returns.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let state: 'starting' | 'up' | 'down' = 'starting';
  redis.on('ready', () => {
    if (state === 'down') log.info('Redis answers again: rate limits are shared between instances again');
    state = 'up';
  });
  const lost = (cause: string) => {
    if (state === 'down') return;
    state = 'down';
    log.warn({ cause }, 'Redis unreachable: rate limits count per instance until it answers again');
  };
  // A connection that closes (Redis stopped, restarted, the network) or never opens.
  redis.on('close', () => state === 'up' && lost('connection closed'));
  redis.on('error', (err) => lost((err as NodeJS.ErrnoException).code ?? err.message));
  return redis;
}

/** Whether Redis answers a PING now (within the command timeout). */
export async function redisAnswers(redis: Redis): Promise<{ ok: boolean; reason?: string }> {
  if (redis.status !== 'ready') return { ok: false, reason: `not connected (${redis.status})` };
  try {
    await redis.ping();
    return { ok: true };
  } catch (err) {
    return { ok: false, reason: (err as NodeJS.ErrnoException).code ?? (err as Error).message };
  }
}
