// Prints the figures each fault recorded: requests sent, acknowledged, 5xx,
// delivered, duplicates, and whether the process stayed up.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export default function globalTeardown() {
  const file = join(process.cwd(), '.test-results', 'faults.jsonl');
  if (!existsSync(file)) return;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const cols = ['fault', 'sent', 'acknowledged', 'fiveXX', 'delivered', 'duplicates', 'stayedUp'];
  const head = ['fault', 'sent', 'acknowledged', '5xx', 'delivered', 'duplicates', 'process stayed up'];
  const cells = rows.map((r) => cols.map((c) => String(r[c])));
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => v.padEnd(widths[i])).join(' | ');
  console.log(`\nFault suite figures\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${cells.map(line).join('\n')}`);
  for (const r of rows) if (r.notes) console.log(`- ${r.fault}: ${r.notes}`);
}
