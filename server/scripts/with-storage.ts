// What the storage scripts (ledger:verify, lead:evidence) share: open the
// database the server would use (DATABASE_URL or DATA_DIR), run, close; a
// configuration or start-up problem is one line on stderr and exit code 2.
import { ConfigError, loadConfig } from '../config';
import { openStorage, type Db } from '../db/index';
import { StartupError } from '../lib/startup-error';

export async function withStorage(run: (db: Db) => Promise<void>): Promise<void> {
  try {
    const storage = await openStorage(loadConfig());
    try {
      await run(storage.db);
    } finally {
      await storage.close();
    }
  } catch (e) {
    if (e instanceof ConfigError || e instanceof StartupError) {
      console.error(e.message);
      process.exitCode = 2;
    } else throw e;
  }
}
