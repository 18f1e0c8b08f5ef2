// npm run lead:evidence -- LEAD_ID — prints the evidence for one lead as JSON
// (server/leads/evidence.ts) and records the export in the ledger.
import { ConfigError, loadConfig } from '../config';
import { openStorage } from '../db/index';
import { leadEvidence } from '../leads/evidence';
import { StartupError } from '../lib/startup-error';

const id = process.argv[2];
if (!id) {
  console.error('Usage: npm run lead:evidence -- LEAD_ID');
  process.exit(2);
}
try {
  const storage = await openStorage(loadConfig());
  try {
    const evidence = await leadEvidence(storage.db, id, 'cli');
    if (!evidence) {
      console.error(`no lead ${id}`);
      process.exitCode = 1;
    } else console.log(JSON.stringify(evidence, null, 2));
  } finally {
    await storage.close();
  }
} catch (e) {
  if (e instanceof ConfigError || e instanceof StartupError) {
    console.error(e.message);
    process.exitCode = 2;
  } else throw e;
}
