// Outbox rows on both databases: leases name their instance and process, so
// an instance takes back at once what its ended processes held (and nothing
// a live process holds, nor another instance's); a row fails for good with
// its reason and staff may put it back; how the staff desk names each state.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage, type Storage } from '../../../server/db/index';
import { hasEnded, thisProcess } from '../../../server/lib/instance';
import {
  claimDue,
  deliveryStatusOf,
  enqueueMails,
  leaseProcesses,
  markFailed,
  releaseLeases,
  retryFailed,
  scheduleRetry,
} from '../../../server/mail/outbox';
import { createPgDatabase, postgresAnswers, inCI } from '../helpers';

const mail = (n: number) => ({ to: 'inbox@example.net', from: 'site@example.com', subject: `s${n}`, text: `t${n}`, html: `<p>${n}</p>` });
/** The pid of a process that has certainly ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('hasEnded', () => {
  const mine = thisProcess();
  test('this process is alive; another live process too', () => {
    expect(hasEnded(mine, mine)).toBe(false);
    expect(hasEnded(`${process.ppid}:abcd1234`, mine)).toBe(false);
  });
  test('a pid that no longer exists has ended; so has this pid under another boot id (a restart as the same pid)', () => {
    expect(hasEnded(`${endedPid()}:abcd1234`, mine)).toBe(true);
    expect(hasEnded(`${process.pid}:other000`, mine)).toBe(true);
  });
  test('garbage is never taken for an ended process', () => {
    expect(hasEnded('', mine)).toBe(false);
    expect(hasEnded('x:y', mine)).toBe(false);
  });
});

const backends: ['sqlite' | 'postgres', boolean][] = [
  ['sqlite', true],
  ['postgres', postgresAnswers() || inCI],
];

describe.each(backends)('on %s', (backend, runs) => {
  const maybe = runs ? test : test.skip;
  let storage: Storage;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bfsi-rows-'));
    if (backend === 'postgres' && runs) {
      const pg = await createPgDatabase();
      storage = await openStorage({ databaseUrl: pg.url, dataDir, sqliteSynchronous: 'NORMAL', pgPoolMax: 2 });
      cleanup = async () => {
        await storage.close();
        await pg.drop();
      };
    } else if (runs) {
      storage = await openStorage({ dataDir, sqliteSynchronous: 'NORMAL', pgPoolMax: 2 });
      cleanup = () => storage.close();
    }
    const done = cleanup;
    cleanup = async () => {
      await done?.();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await cleanup?.();
  });

  maybe("an instance's ended processes give their leases back; live ones and other instances keep theirs", async () => {
    const { db, dialect } = storage;
    await db.deleteFrom('outbox').execute();
    await enqueueMails(db, [1, 2, 3, 4].map(mail), 'example.com');
    const dead = `${endedPid()}:dead0000`;
    const live = thisProcess();
    await claimDue(db, dialect, { owner: 'w-dead', instance: 'host-a', process: dead }, 60_000, 2);
    await claimDue(db, dialect, { owner: 'w-live', instance: 'host-a', process: live }, 60_000, 1);
    await claimDue(db, dialect, { owner: 'w-other', instance: 'host-b', process: dead }, 60_000, 1);
    expect((await leaseProcesses(db, 'host-a')).sort()).toEqual([dead, live].sort());

    const ended = (await leaseProcesses(db, 'host-a')).filter((p) => hasEnded(p, live));
    expect(ended).toEqual([dead]);
    expect(await releaseLeases(db, 'host-a', ended)).toBe(2);
    const rows = await db.selectFrom('outbox').select(['lease_owner', 'lease_instance']).orderBy('lease_owner').execute();
    expect(rows.map((r) => r.lease_owner).sort()).toEqual([null, null, 'w-live', 'w-other']);
    // Due again now: a new claim takes exactly the two given back.
    const again = await claimDue(db, dialect, { owner: 'w-new', instance: 'host-a', process: live }, 60_000, 10);
    expect(again).toHaveLength(2);
    expect(again.every((r) => r.attempts === 2)).toBe(true);
  });

  maybe('a refused row: retried with a refusal counted, then failed with the reason; staff put it back to pending', async () => {
    const { db, dialect } = storage;
    await db.deleteFrom('outbox').execute();
    const [id] = await enqueueMails(db, [mail(9)], 'example.com');
    const holder = { owner: 'w1', instance: 'host-a', process: thisProcess() };
    const status = async () => deliveryStatusOf(await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    expect(await status()).toBe('queued');

    await claimDue(db, dialect, holder, 60_000, 1);
    await scheduleRetry(db, [id], 'w1', '550 no such user', Date.now(), true);
    expect(await status()).toBe('retrying');
    await claimDue(db, dialect, holder, 60_000, 1);
    await markFailed(db, [id], 'w1', '550 no such user');
    const failed = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', last_error: '550 no such user', refusals: 2, attempts: 2, lease_owner: null });
    expect(await status()).toBe('failed');
    // Failed rows are never claimed again on their own.
    expect(await claimDue(db, dialect, holder, 60_000, 10)).toEqual([]);

    expect(await retryFailed(db, id)).toBe(true);
    expect(await retryFailed(db, id)).toBe(false);
    expect(await db.selectFrom('outbox').select(['status', 'refusals']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'pending', refusals: 0 });
    expect(await status()).toBe('retrying');
    expect(await claimDue(db, dialect, holder, 60_000, 10)).toHaveLength(1);
  });
});
