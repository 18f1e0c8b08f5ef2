// DATA_DIR: made and proved writable at start (a clear start-up error instead
// of a stack trace later), and probed by /readyz: a real write, and free space
// above DISK_FREE_MIN_MB.
import { mkdirSync, openSync, closeSync, writeSync, fsyncSync, unlinkSync } from 'node:fs';
import { open, statfs, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { StartupError, causeOf } from './startup-error';

const probeName = () => `.write-probe-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/** Creates DATA_DIR if needed and writes (and removes) a file in it; a StartupError naming DATA_DIR otherwise. */
export function ensureWritableDataDir(dir: string): void {
  const file = join(dir, probeName());
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(file, 'w', 0o600);
    try {
      writeSync(fd, 'ok');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(file);
  } catch (err) {
    throw new StartupError(`DATA_DIR (${dir}) is not writable: ${causeOf(err)}`);
  }
}

export interface DiskProbe {
  ok: boolean;
  freeBytes?: number;
  reason?: string;
}

/** A write that reaches the disk, then the free space against the floor. */
export async function probeDataDir(dir: string, minFreeBytes: number): Promise<DiskProbe> {
  const file = join(dir, probeName());
  try {
    const fh = await open(file, 'w', 0o600);
    try {
      await fh.writeFile('ok');
      await fh.sync();
    } finally {
      await fh.close();
    }
    await unlink(file);
  } catch (err) {
    await unlink(file).catch(() => undefined);
    return { ok: false, reason: `write failed: ${(err as { code?: string }).code ?? 'error'}` };
  }
  const fs = await statfs(dir);
  const freeBytes = fs.bavail * fs.bsize;
  if (freeBytes < minFreeBytes) {
    return { ok: false, freeBytes, reason: `free space ${mb(freeBytes)} is below DISK_FREE_MIN_MB (${mb(minFreeBytes)})` };
  }
  return { ok: true, freeBytes };
}

const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;
