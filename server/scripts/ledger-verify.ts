// npm run ledger:verify — checks the lead ledger's hash chain from its first
// entry to its head (the database of DATABASE_URL or DATA_DIR, as the server
// uses). Exit 0: intact; exit 1: the first broken entry is named.
import { verifyLedger } from '../leads/ledger';
import { withStorage } from './with-storage';

await withStorage(async (db) => {
  const r = await verifyLedger(db);
  if (r.ok) {
    const waiting = r.pending ? ` (${r.pending} recorded events wait for the running server to chain them)` : '';
    console.log(`ledger intact: ${r.entries} entries, head ${r.head}${waiting}`);
  } else {
    console.error(`ledger BROKEN at entry ${r.seq}: ${r.reason} (${r.entries} entries before it verify)`);
    process.exitCode = 1;
  }
});
