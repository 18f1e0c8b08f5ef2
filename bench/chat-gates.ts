// npm run bench:chat-gates — how the chatbot's example models' thresholds were
// chosen (server/chat/gates.ts: OFF_TOPIC_MODEL for content/chat-off-topic.ts,
// UNSAID_MODEL for content/chat-unsaid.ts, both fitted by npm run fit:chat-gates).
// Per setting, in five folds (each held-out fifth is asked with only the other
// four fifths in the index; the models themselves were fitted on all of them,
// so their own held-out figures are fit:chat-gates'):
//   - off-topic examples that fall back, and examples about us handed to a person;
//   - held-out FAQ phrasings (every 4th, so it runs in minutes) answered with
//     their own entry's answer, handed to a person, or not answered: questions
//     the site does answer, which a gate must leave alone;
// and the dev sets' accuracy (bench/chat-eval-visitors.json dev split and
// bench/chat-eval-dev2.json) and off-topic fall-back. Never reads a held-out set.
//   --grid=off:threshold|unsaid:threshold;…   settings to try (default: a grid around the chosen ones)
import { createAnswerer, OFF_TOPIC_MODEL, UNSAID_MODEL } from '../server/chat/index';
import { HybridRanker } from '../server/chat/hybrid';
import { holdEmbedder, stopEmbedder } from '../server/chat/embedder';
import { offTopicExamples } from '../content/chat-off-topic';
import { unsaidExamples } from '../content/chat-unsaid';
import { answeredOf, readSet, right } from './chat-grading';

const FOLDS = 5;
/** Every n-th held-out phrasing is asked. */
const PHRASING_SAMPLE = 4;
const DEFAULT_GRID = ['off:2|unsaid:2', 'off:0.3|unsaid:0.8', 'off:0.35|unsaid:0.8', 'off:0.4|unsaid:0.8', 'off:0.35|unsaid:0.7', 'off:0.35|unsaid:0.9', 'off:0.35|unsaid:0.93'].join(';');
const grid = (process.argv.find((a) => a.startsWith('--grid='))?.slice(7) ?? DEFAULT_GRID).split(';').map((setting) => {
  const gates = { off: OFF_TOPIC_MODEL.threshold, unsaid: UNSAID_MODEL.threshold };
  for (const part of setting.split('|')) {
    const [kind, threshold] = part.split(':');
    if (kind === 'off') gates.off = Number(threshold);
    else gates.unsaid = Number(threshold);
  }
  return gates;
});

/** The fold left out of the examples and of the phrasings; -1: none. */
let heldOut = -1;
// The examples are embedded once, in their order; a held-out fold is skipped when the nearest is looked for.
const nearest = HybridRanker.prototype.nearestExample;
HybridRanker.prototype.nearestExample = function (this: HybridRanker, qv, from, to, skip) {
  return nearest.call(this, qv, from, to, (i) => i % FOLDS === heldOut || !!skip?.(i));
};
// Likewise the phrasings: numbered in FAQ order, a held-out fold's are taken out of the index while asked.
type Phrasings = { vec: Float32Array; terms: Set<string> }[][];
const allPhrasings = new WeakMap<HybridRanker, Phrasings>();
const rank = HybridRanker.prototype.rank;
HybridRanker.prototype.rank = function (this: HybridRanker, ...args: Parameters<typeof rank>) {
  const self = this as unknown as { phrasings: Phrasings };
  if (!allPhrasings.has(this)) allPhrasings.set(this, self.phrasings);
  const all = allPhrasings.get(this)!;
  let n = 0;
  self.phrasings = heldOut < 0 ? all : all.map((list) => list.filter(() => n++ % FOLDS !== heldOut));
  try {
    return rank.apply(this, args);
  } finally {
    self.phrasings = all;
  }
};

async function main() {
  holdEmbedder();
  const answerer = await createAnswerer({ upstream: null });
  if (!(await answerer.ready!())) throw new Error('the embedding model did not load (its error is above): no figures from the word finder alone');
  const { curatedFaq, loadFaq } = await import('../server/chat/load');
  // The finder's FAQ order is the curated order (the entries are all well formed).
  const faq = loadFaq(curatedFaq());
  // In the ranker's order: an entry's phrasings, then its questions about one item.
  const phrasings = faq.flatMap((e) => [...(e.AskedAs ?? []), ...(e.AskedAbout ?? [])].map((text) => ({ text, answer: e.Answer })));
  const set = readSet('chat-eval-visitors.json');
  const dev = set.questions.filter((c) => c.split === 'dev');
  const dev2 = readSet('chat-eval-dev2.json').questions;
  const off = set.offTopic.filter((c) => c.split === 'dev');
  const chosen = { off: OFF_TOPIC_MODEL.threshold, unsaid: UNSAID_MODEL.threshold };
  console.log(`the off-topic and the unsaid models' thresholds (2: never); ${phrasings.length} phrasings, every ${PHRASING_SAMPLE}th asked when held out`);
  for (const gates of grid) {
    OFF_TOPIC_MODEL.threshold = gates.off;
    UNSAID_MODEL.threshold = gates.unsaid;
    heldOut = -1;
    let ok = 0;
    for (const c of dev) {
      const r = await answerer.ask(c.question, c.previous);
      if (right(r.answer, answeredOf(r.score), c)) ok++;
    }
    let ok2 = 0;
    for (const c of dev2) {
      const r = await answerer.ask(c.question, c.previous);
      if (right(r.answer, answeredOf(r.score), c)) ok2++;
    }
    let fell = 0;
    for (const c of off) if (!answeredOf((await answerer.ask(c.question)).score)) fell++;
    let offFell = 0;
    let unsaidHanded = 0;
    const examples = [...offTopicExamples, ...unsaidExamples];
    const p = { asked: 0, own: 0, person: 0, none: 0 };
    for (heldOut = 0; heldOut < FOLDS; heldOut++) {
      for (let i = heldOut; i < examples.length; i += FOLDS) {
        const r = await answerer.ask(examples[i]);
        if (i < offTopicExamples.length) offFell += answeredOf(r.score) ? 0 : 1;
        else unsaidHanded += !answeredOf(r.score) && r.handoff ? 1 : 0;
      }
      for (let i = heldOut; i < phrasings.length; i += FOLDS * PHRASING_SAMPLE) {
        const r = await answerer.ask(phrasings[i].text);
        p.asked++;
        if (answeredOf(r.score) && r.answer.startsWith(phrasings[i].answer)) p.own++;
        else if (r.handoff) p.person++;
        else if (!answeredOf(r.score)) p.none++;
      }
    }
    heldOut = -1;
    const mark = gates.off === chosen.off && gates.unsaid === chosen.unsaid ? '  ← chosen' : '';
    console.log(
      `off ${gates.off} unsaid ${gates.unsaid}: dev right ${ok}/${dev.length}, dev2 right ${ok2}/${dev2.length}, dev off-topic fall back ${fell}/${off.length}; held out: off-topic fall back ${offFell}/${offTopicExamples.length}, about us to a person ${unsaidHanded}/${unsaidExamples.length}, phrasings own answer ${p.own}/${p.asked} (to a person ${p.person}, not answered ${p.none})${mark}`,
    );
  }
  OFF_TOPIC_MODEL.threshold = chosen.off;
  UNSAID_MODEL.threshold = chosen.unsaid;
  await stopEmbedder();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
