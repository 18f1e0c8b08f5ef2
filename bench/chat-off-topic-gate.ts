// npm run bench:chat-off-topic — how the off-topic gate (server/chat/index.ts
// OFF_TOPIC_GATE) was chosen: for each margin and words setting, the dev
// split's accuracy and off-topic fall-back, and how many of the off-topic
// examples (content/chat-off-topic.ts) fall back when their own fifth is held
// out (five folds: each example is asked with only the other four fifths as
// examples). Never reads the test split or the fresh set.
//   --grid=margin:words,…   settings to try (default: a small grid around the chosen one)
import { createAnswerer, OFF_TOPIC_GATE } from '../server/chat/index';
import { HybridRanker } from '../server/chat/hybrid';
import { dot, holdEmbedder, stopEmbedder } from '../server/chat/embedder';
import { offTopicExamples } from '../content/chat-off-topic';
import { answeredOf, readSet, right } from './chat-grading';

const FOLDS = 5;
const grid = (process.argv.find((a) => a.startsWith('--grid='))?.slice(7) ?? '9:1.1,0.05:0.5,0:0.5,-0.025:0.5,-0.05:0.5,-0.1:0.5,0:0.4,-0.05:0.6')
  .split(',')
  .map((g) => g.split(':').map(Number) as [number, number]);

/** The fold left out of the examples; -1: none. */
let heldOut = -1;
// The examples are embedded once, in content order; a held-out fold is skipped when the nearest is looked for.
HybridRanker.prototype.offTopicSimilarity = function (this: HybridRanker, qv: Float32Array) {
  let best = -1;
  (this as unknown as { offTopic: Float32Array[] }).offTopic.forEach((v, i) => {
    if (i % FOLDS !== heldOut) best = Math.max(best, dot(qv, v));
  });
  return best;
};

async function main() {
  holdEmbedder();
  const answerer = await createAnswerer({ upstream: null });
  await answerer.ready?.();
  const set = readSet('chat-eval-visitors.json');
  const dev = set.questions.filter((c) => c.split === 'dev');
  const off = set.offTopic.filter((c) => c.split === 'dev');
  const chosen = { ...OFF_TOPIC_GATE };
  for (const [margin, words] of grid) {
    Object.assign(OFF_TOPIC_GATE, { margin, words });
    heldOut = -1;
    let ok = 0;
    for (const c of dev) {
      const r = await answerer.ask(c.question, c.previous);
      if (right(r.answer, answeredOf(r.score), c)) ok++;
    }
    let fell = 0;
    for (const c of off) if (!answeredOf((await answerer.ask(c.question)).score)) fell++;
    let examplesFell = 0;
    for (heldOut = 0; heldOut < FOLDS; heldOut++) {
      for (let i = heldOut; i < offTopicExamples.length; i += FOLDS) if (!answeredOf((await answerer.ask(offTopicExamples[i])).score)) examplesFell++;
    }
    const mark = margin === chosen.margin && words === chosen.words ? '  ← chosen' : '';
    console.log(
      `margin ${String(margin).padStart(6)} words ${String(words).padStart(4)}: dev right ${ok}/${dev.length}, dev off-topic fall back ${fell}/${off.length}, held-out examples fall back ${examplesFell}/${offTopicExamples.length}${mark}`,
    );
  }
  Object.assign(OFF_TOPIC_GATE, chosen);
  await stopEmbedder();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
