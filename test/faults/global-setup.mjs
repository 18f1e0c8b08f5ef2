// Starts each fault-suite run with an empty figures file.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export default function globalSetup() {
  rmSync(join(process.cwd(), '.test-results', 'faults.jsonl'), { force: true });
}
