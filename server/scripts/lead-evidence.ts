// npm run lead:evidence -- LEAD_ID — prints the evidence for one lead as JSON
// (server/leads/evidence.ts) and records the export in the ledger.
import { leadEvidence } from '../leads/evidence';
import { withStorage } from './with-storage';

const id = process.argv[2];
if (!id) {
  console.error('Usage: npm run lead:evidence -- LEAD_ID');
  process.exit(2);
}
await withStorage(async (db) => {
  const evidence = await leadEvidence(db, id, 'cli');
  if (!evidence) {
    console.error(`no lead ${id}`);
    process.exitCode = 1;
  } else console.log(JSON.stringify(evidence, null, 2));
});
