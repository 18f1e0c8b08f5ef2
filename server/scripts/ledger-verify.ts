// npm run ledger:verify — checks the lead ledger's hash chain from its first
// entry to its head (the database of DATABASE_URL or DATA_DIR, as the server
// uses). Exit 0: intact; exit 1: the first broken entry is named.
import { ConfigError, loadConfig } from '../config';
import { openStorage } from '../db/index';
import { verifyLedger } from '../leads/ledger';
import { StartupError } from '../lib/startup-error';

try {
  const storage = await openStorage(loadConfig());
  try {
    const r = await verifyLedger(storage.db);
    if (r.ok) {
      const waiting = r.pending ? ` (${r.pending} recorded events wait for the running server to chain them)` : '';
      console.log(`ledger intact: ${r.entries} entries, head ${r.head}${waiting}`);
    } else {
      console.error(`ledger BROKEN at entry ${r.seq}: ${r.reason} (${r.entries} entries before it verify)`);
      process.exitCode = 1;
    }
  } finally {
    await storage.close();
  }
} catch (e) {
  if (e instanceof ConfigError || e instanceof StartupError) {
    console.error(e.message);
    process.exitCode = 2;
  } else throw e;
}
