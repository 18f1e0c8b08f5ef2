// Which process holds an outbox lease, and whether it still runs. A lease
// records INSTANCE_ID and "pid:boot id" (the boot id is drawn once per process
// and handed to the outbox thread), so a restarted instance can tell its own
// ended processes from live ones: a pid that no longer exists, or its own pid
// under another boot id (a container restarted as pid 1), has ended.
import { randomUUID } from 'node:crypto';

const BOOT_ID = randomUUID().slice(0, 8);

/** This process: "pid:boot id". */
export const thisProcess = (): string => `${process.pid}:${BOOT_ID}`;

/** True only when the process that wrote this tag has certainly ended (checked on this host). */
export function hasEnded(tag: string, mine: string): boolean {
  if (tag === mine) return false;
  const pid = Number(tag.split(':')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (String(pid) === mine.split(':')[0]) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    // EPERM: it exists under another user; only "no such process" means ended.
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
