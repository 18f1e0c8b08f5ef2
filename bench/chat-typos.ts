// npm run bench:chat-typos — how the chatbot copes with visitors' misspellings.
// Every dev question of the three dev sets is asked as written, then with typos
// made by a fixed rule (one or two of its longer words each get a dropped,
// doubled, swapped or neighbouring-key letter; seeded, so every run asks the
// same), with and without the spelling mender (server/chat/vocabulary.ts).
// The typos were made by this rule after the mender was written, not chosen by hand.
// Dev sets only: the held-out sets stay unread.
import { createAnswerer } from '../server/chat/index';
import { holdEmbedder, stopEmbedder } from '../server/chat/embedder';
import { answeredOf, readSet, right, type Case } from './chat-grading';

/** Neighbouring keys of a QWERTY keyboard, for a slipped finger. */
const KEYS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function neighbour(c: string, pick: () => number): string {
  for (const row of KEYS) {
    const i = row.indexOf(c);
    if (i < 0) continue;
    const near = [row[i - 1], row[i + 1]].filter(Boolean);
    return near[Math.floor(pick() * near.length)];
  }
  return c;
}

/** A small seeded generator (mulberry32): the same typos every run. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function typo(word: string, pick: () => number): string {
  // Never the first letter: people rarely miss it, and a capital would tell.
  const i = 1 + Math.floor(pick() * (word.length - 2));
  switch (Math.floor(pick() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    default:
      return word.slice(0, i) + neighbour(word[i].toLowerCase(), pick) + word.slice(i + 1);
  }
}

/** The question with one typo in each of up to two of its words of six letters or more. */
export function misspell(question: string, pick: () => number): string {
  const long = [...question.matchAll(/[A-Za-z]{6,}/g)];
  const chosen = new Set<number>();
  const count = Math.min(long.length, 1 + Math.floor(pick() * 2));
  while (chosen.size < count) chosen.add(Math.floor(pick() * long.length));
  let out = question;
  for (const k of [...chosen].sort((a, b) => b - a)) {
    const m = long[k];
    out = out.slice(0, m.index) + typo(m[0], pick) + out.slice(m.index! + m[0].length);
  }
  return out;
}

async function main() {
  holdEmbedder();
  const cases: Case[] = ['chat-eval-visitors.json', 'chat-eval-dev2.json', 'chat-eval-dev3.json'].flatMap((name) =>
    readSet(name).questions.filter((c) => c.split === 'dev' && !c.kind),
  );
  const pick = generator(14);
  const typed = cases.map((c) => ({ ...c, question: misspell(c.question, pick) }));
  const score = async (spelling: boolean, set: Case[]) => {
    const answerer = await createAnswerer({ upstream: null, spelling });
    if (!(await answerer.ready!())) throw new Error('the embedding model did not load (its error is above): no figures from the word finder alone');
    let ok = 0;
    for (const c of set) {
      const r = await answerer.ask(c.question, c.previous);
      if (right(r.answer, answeredOf(r.score), c)) ok++;
    }
    return ok;
  };
  const line = (label: string, ok: number) => `${label.padEnd(34)} right ${ok}/${cases.length} = ${((100 * ok) / cases.length).toFixed(1)}%`;
  console.log(line('as written', await score(true, cases)));
  console.log(line('with typos, not mended', await score(false, typed)));
  console.log(line('with typos, mended', await score(true, typed)));
  console.log(line('as written, not mended', await score(false, cases)));
  console.log(`examples: ${typed.slice(0, 4).map((c) => JSON.stringify(c.question)).join(', ')}`);
  stopEmbedder();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
