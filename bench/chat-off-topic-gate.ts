// npm run bench:chat-off-topic — how the examples' gate (server/chat/index.ts
// OFF_TOPIC_GATE) was chosen: for each margin and words setting, the dev
// split's accuracy and off-topic fall-back, and how the examples of questions
// the site does not answer fare when their own fifth is held out (five folds:
// each example is asked with only the other four fifths as examples): the
// off-topic ones (content/chat-off-topic.ts) must fall back, the ones about us
// (content/chat-unsaid.ts) must be handed to a person. Never reads a held-out set.
//   --grid=margin:words:clear,…   settings to try (default: a small grid around the chosen one)
import { createAnswerer, OFF_TOPIC_GATE } from '../server/chat/index';
import { HybridRanker } from '../server/chat/hybrid';
import { dot, holdEmbedder, stopEmbedder } from '../server/chat/embedder';
import { offTopicExamples } from '../content/chat-off-topic';
import { unsaidExamples } from '../content/chat-unsaid';
import { answeredOf, readSet, right } from './chat-grading';

const FOLDS = 5;
const grid = (process.argv.find((a) => a.startsWith('--grid='))?.slice(7) ?? '9:1.1:9,0:0.5:9,-0.025:0.5:9,-0.05:0.5:9,-0.025:0.6:9,-0.025:0.5:0.3,-0.025:0.5:0.2,-0.025:0.5:0.1')
  .split(',')
  .map((g) => g.split(':').map(Number) as [number, number, number]);

/** The fold left out of the examples; -1: none. */
let heldOut = -1;
// The examples are embedded once, in their order; a held-out fold is skipped when the nearest is looked for.
HybridRanker.prototype.nearestExample = function (this: HybridRanker, qv: Float32Array) {
  let index = -1;
  let similarity = -1;
  (this as unknown as { examples: Float32Array[] }).examples.forEach((v, i) => {
    const d = dot(qv, v);
    if (i % FOLDS !== heldOut && d > similarity) [index, similarity] = [i, d];
  });
  return { index, similarity };
};

async function main() {
  holdEmbedder();
  const answerer = await createAnswerer({ upstream: null });
  await answerer.ready?.();
  const set = readSet('chat-eval-visitors.json');
  const dev = set.questions.filter((c) => c.split === 'dev');
  const off = set.offTopic.filter((c) => c.split === 'dev');
  const chosen = { ...OFF_TOPIC_GATE };
  for (const [margin, words, clear] of grid) {
    Object.assign(OFF_TOPIC_GATE, { margin, words, clear });
    heldOut = -1;
    let ok = 0;
    for (const c of dev) {
      const r = await answerer.ask(c.question, c.previous);
      if (right(r.answer, answeredOf(r.score), c)) ok++;
    }
    let fell = 0;
    for (const c of off) if (!answeredOf((await answerer.ask(c.question)).score)) fell++;
    let offFell = 0;
    let unsaidHanded = 0;
    const examples = [...offTopicExamples, ...unsaidExamples];
    for (heldOut = 0; heldOut < FOLDS; heldOut++) {
      for (let i = heldOut; i < examples.length; i += FOLDS) {
        const r = await answerer.ask(examples[i]);
        if (i < offTopicExamples.length) offFell += answeredOf(r.score) ? 0 : 1;
        else unsaidHanded += !answeredOf(r.score) && r.handoff ? 1 : 0;
      }
    }
    const mark = margin === chosen.margin && words === chosen.words && clear === chosen.clear ? '  ← chosen' : '';
    console.log(
      `margin ${String(margin).padStart(6)} words ${String(words).padStart(4)} clear ${String(clear).padStart(4)}: dev right ${ok}/${dev.length}, dev off-topic fall back ${fell}/${off.length}, held out: off-topic fall back ${offFell}/${offTopicExamples.length}, about us handed to a person ${unsaidHanded}/${unsaidExamples.length}${mark}`,
    );
  }
  Object.assign(OFF_TOPIC_GATE, chosen);
  await stopEmbedder();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
