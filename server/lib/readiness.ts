// What /readyz checks: each part serving needs, each with a deadline, so a
// hung dependency makes the answer "failing", never a hung probe.
// - database (critical): a round trip, and room to store a write now (a
//   SQLite file at its size cap, a PostgreSQL standby);
// - disk: a write to DATA_DIR that reaches the disk and free space above
//   DISK_FREE_MIN_MB; critical when DATA_DIR holds the SQLite database, only
//   degrading when it holds just the .eml outbox (mail waits, inquiries are stored);
// - redis (REDIS_URL): degrading only, rate limits count per instance meanwhile.
import type { Redis } from 'ioredis';
import type { DbCheck } from '../db/index';
import type { ReadyPart, ReadyReply } from '../../contract/api/health';
import { unavailableCause } from '../db/unavailable';
import { probeDataDir } from './data-dir';
import { redisAnswers } from './redis';

export interface ReadinessDeps {
  checkDatabase(): Promise<DbCheck>;
  /** Set when DATA_DIR is used while serving; critical when it holds the database. */
  disk?: { dir: string; minFreeBytes: number; critical: boolean };
  redis?: Redis;
  timeoutMs?: number;
}

type Probe = () => Promise<{ ok: boolean; reason?: string }>;

async function timed(probe: Probe, critical: boolean, timeoutMs: number): Promise<ReadyPart> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<{ ok: boolean; reason: string }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const result = await Promise.race([
    probe().catch((err: unknown) => ({ ok: false, reason: unavailableCause(err) ?? (err as { code?: string }).code ?? 'error' })),
    deadline,
  ]);
  clearTimeout(timer);
  const part: ReadyPart = { status: result.ok ? 'ok' : 'failing', critical, ms: Date.now() - started };
  if (!result.ok && result.reason) part.reason = result.reason;
  return part;
}

export async function readiness(deps: ReadinessDeps): Promise<ReadyReply> {
  const timeoutMs = deps.timeoutMs ?? 2_000;
  const checks: [string, Promise<ReadyPart>][] = [['database', timed(deps.checkDatabase, true, timeoutMs)]];
  if (deps.disk) {
    const { dir, minFreeBytes, critical } = deps.disk;
    checks.push(['disk', timed(() => probeDataDir(dir, minFreeBytes), critical, timeoutMs)]);
  }
  if (deps.redis) {
    const redis = deps.redis;
    checks.push(['redis', timed(() => redisAnswers(redis), false, timeoutMs)]);
  }
  const parts: Record<string, ReadyPart> = {};
  for (const [name, part] of checks) parts[name] = await part;
  const failing = Object.values(parts).filter((p) => p.status === 'failing');
  const status = failing.some((p) => p.critical) ? 'unavailable' : failing.length ? 'degraded' : 'ready';
  return { status, parts };
}

/**
 * One check shared by every caller within ttlMs (in flight or just done):
 * /readyz is public, and each check writes and syncs a file, so a flood of
 * probes costs one check a second, not one each.
 */
export function sharedReadiness(check: () => Promise<ReadyReply>, ttlMs = 1_000): () => Promise<ReadyReply> {
  let last: { at: number; result: Promise<ReadyReply> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) last = { at: now, result: check() };
    return last.result;
  };
}
