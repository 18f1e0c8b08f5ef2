// npm run fit:chat-gates — fits the chatbot's two example models
// (server/chat/gates.ts OFF_TOPIC_MODEL and UNSAID_MODEL) and writes
// server/chat/gate-fits.ts.
// Positives: the off-topic examples (content/chat-off-topic.ts) for the one, the
// examples about us the site does not answer (content/chat-unsaid.ts) for the
// other, each asked with itself left out of the examples. Negatives for both:
// every fourth FAQ phrasing (content/faq-phrasings.ts, content/visitor-phrasings/),
// each asked with its own row left out of the index: questions the site answers
// by construction. Prints, per threshold, what five held-out folds catch and hold
// back, so each threshold is chosen on held-out figures. Never reads an eval set.
//   --off-topic=0.35 --unsaid=0.8   the thresholds written (default: the ones in use)
//   --dry-run                       print, write nothing
import fs from 'node:fs';
import path from 'node:path';
import { Finder } from '../server/chat/finder';
import { curatedFaq, loadFaq, loadOffTopic, loadSiteContent, loadUnsaid } from '../server/chat/load';
import { embed, holdEmbedder, stopEmbedder } from '../server/chat/embedder';
import { embeddingTexts, HybridRanker, WEIGHTS } from '../server/chat/hybrid';
import { DEFAULT_VECTORS_FILE, loadVectors } from '../server/chat/vectors';
import { exampleFeatures, exampleFitKey, OFF_TOPIC_MODEL, UNSAID_MODEL, type ExampleModel } from '../server/chat/gates';
import { addressesUs } from '../server/chat/intent';
import { fitLogistic, probability } from './logistic';

const FOLDS = 5;
const PHRASING_SAMPLE = 4;
const THRESHOLDS = [0.25, 0.3, 0.32, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7, 0.8, 0.9, 0.93];
/** Ridge penalty on the standardised weights: each fit has 1,200-1,300 rows and four features. */
const L2 = 1;
const fit = (x: number[][], y: number[]) => fitLogistic(x, y, L2);
const OUT = path.join('server', 'chat', 'gate-fits.ts');

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const thresholds = { offTopic: option('off-topic', OFF_TOPIC_MODEL.threshold), unsaid: option('unsaid', UNSAID_MODEL.threshold) };

interface Row {
  /** Features against the nearest off-topic example, and against the nearest unsaid one. */
  offTopic: number[];
  unsaid: number[];
  kind: 'offTopic' | 'unsaid' | 'phrasing';
}

/** Five folds, each fifth scored by a model fitted on the other four; then the model fitted on all of them. */
function fitAndReport(rows: { x: number[]; y: number }[], label: string, threshold: number): ExampleModel {
  const held = new Array<number>(rows.length);
  for (let k = 0; k < FOLDS; k++) {
    const train = rows.filter((_, n) => n % FOLDS !== k);
    const m = fit(
      train.map((r) => r.x),
      train.map((r) => r.y),
    );
    rows.forEach((r, n) => {
      if (n % FOLDS === k) held[n] = probability(m, r.x);
    });
  }
  const positives = rows.filter((r) => r.y === 1).length;
  console.log(`${label}: ${positives} examples, ${rows.length - positives} phrasings; held-out folds:`);
  for (const t of THRESHOLDS) {
    const caught = rows.filter((r, n) => r.y === 1 && held[n] >= t).length;
    const heldBack = rows.filter((r, n) => r.y === 0 && held[n] >= t).length;
    console.log(`  threshold ${t}: examples caught ${caught}/${positives}, phrasings held back ${heldBack}/${rows.length - positives}${t === threshold ? '  ← written' : ''}`);
  }
  const model = fit(
    rows.map((r) => r.x),
    rows.map((r) => r.y),
  );
  return { weights: model.weights, bias: model.bias, threshold };
}

async function main() {
  holdEmbedder();
  const content = loadSiteContent();
  const faq = loadFaq();
  const offTopic = loadOffTopic();
  const unsaid = loadUnsaid();
  const finder = new Finder(content, faq);
  const { vectors } = await loadVectors(embeddingTexts(content, finder.faqList, [...offTopic, ...unsaid]), DEFAULT_VECTORS_FILE);
  const ranker = new HybridRanker(finder, content, vectors);
  // The ranker's phrasings, to leave one row out while it is asked.
  const self = ranker as unknown as { phrasings: { row: number }[][] };
  const all = self.phrasings;

  const rows: Row[] = [];
  // `skipExample`: the example's own index among all examples (off-topic first, then unsaid), left out while asked.
  const ask = async (q: string, kind: Row['kind'], skipExample = -1, skipRow = -1) => {
    const [raw] = await embed([q]);
    const qv = ranker.project(raw);
    if (skipRow >= 0) self.phrasings = all.map((list) => list.filter((p) => p.row !== skipRow));
    const best = ranker.rank(q, qv, q)[0];
    self.phrasings = all;
    const skip = (i: number) => i === skipExample;
    const toUs = addressesUs(q);
    rows.push({
      offTopic: exampleFeatures({ best, example: ranker.nearestExample(qv, 0, offTopic.length, skip), toUs }),
      unsaid: exampleFeatures({ best, example: ranker.nearestExample(qv, offTopic.length, undefined, skip), toUs }),
      kind,
    });
  };
  for (let i = 0; i < offTopic.length; i++) await ask(offTopic[i], 'offTopic', i);
  for (let i = 0; i < unsaid.length; i++) await ask(unsaid[i], 'unsaid', offTopic.length + i);
  const phrasings = finder.faqList.flatMap((f, i) => [...f.askedAs, ...f.askedAbout].map((text, k) => ({ text, row: all[i][k].row })));
  for (let j = 0; j < phrasings.length; j += PHRASING_SAMPLE) await ask(phrasings[j].text, 'phrasing', -1, phrasings[j].row);
  await stopEmbedder();

  const offTopicModel = fitAndReport(
    rows.filter((r) => r.kind !== 'unsaid').map((r) => ({ x: r.offTopic, y: r.kind === 'offTopic' ? 1 : 0 })),
    'off-topic model',
    thresholds.offTopic,
  );
  const unsaidModel = fitAndReport(
    rows.filter((r) => r.kind !== 'offTopic').map((r) => ({ x: r.unsaid, y: r.kind === 'unsaid' ? 1 : 0 })),
    'unsaid model',
    thresholds.unsaid,
  );
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  const literal = (m: ExampleModel, examples: readonly string[]) => `{
  weights: [${m.weights.map(round).join(', ')}],
  bias: ${round(m.bias)},
  threshold: ${m.threshold},
  trainedOn: '${exampleFitKey(examples, curatedFaq(), WEIGHTS)}',
}`;
  const body = `// Generated by npm run fit:chat-gates (bench/chat-gates-fit.ts) from the site's examples and FAQ phrasings: the
// coefficients of the off-topic and the unsaid models (server/chat/gates.ts). test/content/chat-off-topic.test.ts
// says when the examples, the FAQ, the ranking weights or the rule for a question put to us have changed since (refit then).
import type { ExampleModel } from './gates';

export const OFF_TOPIC_FIT: ExampleModel = ${literal(offTopicModel, offTopic)};

export const UNSAID_FIT: ExampleModel = ${literal(unsaidModel, unsaid)};
`;
  console.log(body);
  if (!argv.includes('--dry-run')) fs.writeFileSync(OUT, body);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
