// npm run eval:chat — measures the chatbot's answer finder on visitor questions
// (bench/chat-eval-set.json): accuracy, off-topic fallbacks, latency.
//   --fixture   use the test fixture instead of the site's content
//   --verbose   print every answer
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createAnswerer, GREETING, NOT_FOUND, NO_FAQ_ANSWER, NOT_LOADED } from '../server/chat/index';
import { loadSiteContent } from '../server/chat/load';
import type { WebsiteItem } from '../server/chat/types';

interface Case {
  question: string;
  expect: string[];
  anyOf?: string[];
}

const FALLBACKS = new Set([NOT_FOUND, NO_FAQ_ANSWER, NOT_LOADED]);
const args = new Set(process.argv.slice(2));
const root = process.cwd();
const set = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'chat-eval-set.json'), 'utf8')) as { questions: Case[]; offTopic: string[] };

const fold = (s: string) => s.toLowerCase().replace(/[\u2010-\u2015\u2212]/g, '-');

/** The fact occurs in the answer, starting at a word boundary ('form' is not in 'platform'). */
function has(answer: string, fact: string): boolean {
  const f = fold(fact).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${f}`).test(fold(answer));
}

function right(answer: string, c: Case): boolean {
  return c.expect.every((e) => has(answer, e)) && (!c.anyOf || c.anyOf.some((e) => has(answer, e)));
}

/** Grading rule: every on-topic case needs at least one fact, and no fact may merely repeat the question
 * (an answer from the wrong passage that names the topic must not count as right). */
function gradingProblems(cases: Case[]): string[] {
  const out: string[] = [];
  for (const c of cases) {
    const facts = [...c.expect, ...(c.anyOf ?? [])];
    if (facts.length === 0) out.push(`  ${c.question}: no fact to check`);
    for (const f of facts) if (has(c.question, f)) out.push(`  ${c.question}: ${JSON.stringify(f)} repeats the question`);
  }
  return out;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

async function main() {
  const problems = gradingProblems(set.questions);
  if (problems.length) {
    console.error(`eval set: facts must not repeat the question:\n${problems.join('\n')}`);
    process.exit(1);
  }
  let content: WebsiteItem[] = args.has('--fixture') ? [] : await loadSiteContent();
  let from = 'site content (site/content/knowledge.ts or dist/site/assets/website-content.json)';
  if (content.length === 0) {
    content = JSON.parse(fs.readFileSync(path.join(root, 'test', 'chat', 'fixtures', 'website-content.json'), 'utf8'));
    from = 'test fixture (test/chat/fixtures/website-content.json)';
  }
  const t0 = performance.now();
  const answerer = await createAnswerer({ content, upstream: null });
  const buildMs = performance.now() - t0;
  await answerer.ask('warm up');

  const ask = (q: string) => answerer.ask(q);

  let ok = 0;
  const wrong: string[] = [];
  for (const c of set.questions) {
    const r = await ask(c.question);
    const good = !FALLBACKS.has(r.answer) && r.answer !== GREETING && right(r.answer, c);
    if (good) ok++;
    else wrong.push(`  ✗ ${c.question}\n      → (${r.score}) ${r.answer}  [want ${JSON.stringify(c.expect)}${c.anyOf ? ' any of ' + JSON.stringify(c.anyOf) : ''}]`);
    if (args.has('--verbose')) console.log(`${good ? '✓' : '✗'} ${c.question}\n    (${r.score}, ${r.source?.url ?? '-'}) ${r.answer}`);
  }
  let fell = 0;
  const leaked: string[] = [];
  for (const q of set.offTopic) {
    const r = await ask(q);
    if (FALLBACKS.has(r.answer)) fell++;
    else leaked.push(`  ✗ ${q}\n      → (${r.score}) ${r.answer}`);
  }

  // Latency: every question, ROUNDS times over (after the warm-up pass above).
  const ROUNDS = 5;
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    for (const q of [...set.questions.map((c) => c.question), ...set.offTopic]) {
      const t = performance.now();
      await answerer.ask(q);
      times.push(performance.now() - t);
    }
  }

  console.log(`content: ${from}, ${content.length} items; index built in ${buildMs.toFixed(1)} ms`);
  if (wrong.length) console.log(`wrong answers:\n${wrong.join('\n')}`);
  if (leaked.length) console.log(`off-topic questions answered:\n${leaked.join('\n')}`);
  console.log(`accuracy: ${ok}/${set.questions.length} = ${((100 * ok) / set.questions.length).toFixed(1)}%`);
  console.log(`off-topic fallbacks: ${fell}/${set.offTopic.length}`);
  console.log(`latency over ${times.length} asks (${ROUNDS} rounds): p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
