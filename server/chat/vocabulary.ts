// The site's words beside English (word-list, 274,000 words), to read visitors'
// messages with. Visitors misspell ("morgage underwritting", "servises"): a
// misspelt word matches no word of the site and sends the model elsewhere (the
// finder's fuzzy terms mend the words half only). A word that is neither the
// site's nor English becomes the site's word it is one edit from (two for a
// long word), the most frequent on ties. English words are left alone, however
// near a site word ("bang" is no "bank"), and so are short ones and clipped ones
// ("calcs" is no "calls": it begins "calculations"). And a message mostly in
// neither is in another language.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { editDistance } from './text';

/** Words shorter than this are too easily one edit from another word to correct. */
const MIN_LENGTH = 4;
/** From this length on, two edits are still a misspelling rather than another word. */
const TWO_EDITS_FROM = 7;

const WORD = /[a-z]+/gi;

/** Chat shorthand, written out: the model and the index know "your", not "ur" (nor is it a misspelling of a site word). */
const SHORTHAND: Record<string, string> = {
  'w/o': 'without', 'w/out': 'without', 'w/': 'with', 'b/c': 'because', u: 'you', ur: 'your', r: 'are', ya: 'you', pls: 'please', plz: 'please', abt: 'about', bc: 'because', cuz: 'because',
  coz: 'because', thx: 'thanks', thnx: 'thanks', ty: 'thank you', wanna: 'want to', gonna: 'going to', ppl: 'people',
  msg: 'message', asap: 'as soon as possible', approx: 'approximately', dept: 'department', mgmt: 'management',
  mgr: 'manager', acct: 'account', pmt: 'payment', txn: 'transaction', reqs: 'requirements', biz: 'business',
  thru: 'through', wat: 'what', wht: 'what', whats: "what's", dont: "don't", cant: "can't", doesnt: "doesn't",
  isnt: "isn't", im: "I'm", ive: "I've", thats: "that's", whos: "who's", hows: "how's", wheres: "where's",
  theres: "there's", youre: "you're", theyre: "they're", youve: "you've", weve: "we've", didnt: "didn't", wasnt: "wasn't",
  arent: "aren't", wont: "won't", couldnt: "couldn't", wouldnt: "wouldn't", shouldnt: "shouldn't", havent: "haven't", hasnt: "hasn't", idk: "I don't know", b4: 'before', '2day': 'today',
};
/** Names visitors know that neither the site nor the word list has: no misspelling ("chatgpt" is no "chatbot"). */
const NAMES = new Set(['chatgpt', 'openai', 'gpt', 'llms', 'genai']);
/** Chat words the word list lacks, no misspelling either ("you suck" is no "you such"). */
const SLANG = new Set(['suck', 'sucks', 'sucked', 'lol', 'lmao', 'tysm', 'tyvm', 'ttyl', 'cya']);
/** A word with an apostrophe inside ("doesn't", "lender's"): one word, not "doesn" to mend to "does" before "'t". */
const WORD_WITH_APOSTROPHE = /[a-z]+(?:'[a-z]+)*/gi;

/** A shorthand word on its own ('u', not the u of 'U.S.', 'pre-u' or 'R&D'). */
const SHORTHAND_WORD = new RegExp(`(?<![\\w.'&/-])(?:${Object.keys(SHORTHAND).join('|')})(?![\\w'&/-]|\\.\\w)`, 'gi');
/** As typed in a chat: lower case, or a capital first letter from three letters on ('Pls'); not 'R', 'BC' or 'IM'. */
const typedShorthand = (w: string) => w === w.toLowerCase() || (w.length >= 3 && w === w[0] + w.slice(1).toLowerCase());

/** The commonest little words of the languages a visitor here is likeliest to write in besides English (es, fr, de, pt, it). */
const OTHER_LANGUAGES = new Set(
  'que los las del por para con una unos como hay tienen ofrecen puedo usted ustedes les des est vous nous avec pour quels quelle quelles sont pas dans votre und der die das ist sie wir ich nicht mit eine welche bieten ihr voce vocês sao uma seu sua che sono gli della per non'.split(' '),
);

let english: Set<string> | null = null;

/** The English word list (word-list), read once per process. */
export function englishWords(): Set<string> {
  if (english) return english;
  try {
    const file = path.join(path.dirname(createRequire(import.meta.url).resolve('word-list')), 'words.txt');
    english = new Set(fs.readFileSync(file, 'utf8').split('\n'));
  } catch {
    // Without the list every unknown word could be someone's English: correct nothing.
    english = new Set();
  }
  return english;
}

export class SiteVocabulary {
  private readonly counts = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();

  /** `texts`: what the site says (its pages, the FAQ's questions and answers); `known`: English, or a test's list. */
  constructor(texts: readonly string[], private readonly known: ReadonlySet<string> = englishWords()) {
    for (const t of texts) for (const w of t.toLowerCase().match(WORD) ?? []) this.counts.set(w, (this.counts.get(w) ?? 0) + 1);
    for (const w of this.counts.keys()) {
      const list = this.byLength.get(w.length) ?? [];
      list.push(w);
      this.byLength.set(w.length, list);
    }
  }

  /**
   * Whether a message is written in another language: fewer than half of its words are English or the site's (a
   * word with letters beyond a-z counts as foreign, as does each run of letters of a script without spaces).
   * Judged on the message as written, before any mending.
   */
  foreign(text: string): boolean {
    if (this.known.size === 0) return false;
    const words = text.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? [];
    const accented = /[^\x00-\x7f]/.test(words.join(''));
    // Short and all in a-z ('idp vs ocr', 'tl;dr platform'): too little to tell a language from jargon; and
    // unknown words alone ('asdf qwer') are no language: it takes letters beyond a-z or another language's little words.
    if (!accented && (words.length < 4 || !words.some((w) => OTHER_LANGUAGES.has(w)))) return false;
    const ours = words.filter((w) => /^[a-z']+$/.test(w) && (this.known.has(w.replace(/'s$|'/g, '')) || this.counts.has(w) || w.length < 2)).length;
    return ours * 2 < words.length;
  }

  /** Whether a word is English or the site's (every word is, without a word list: nothing can be told then). */
  knows(word: string): boolean {
    const w = word.toLowerCase();
    return this.known.size === 0 || this.known.has(w) || this.counts.has(w);
  }

  /** The text with shorthand written out and each misspelt word replaced by the site's word it most likely meant (case of the first letter kept). */
  mend(text: string): string {
    const plain = text.replace(SHORTHAND_WORD, (w) => (typedShorthand(w) ? SHORTHAND[w.toLowerCase()] : w));
    if (this.known.size === 0) return plain;
    return plain.replace(WORD_WITH_APOSTROPHE, (word) => {
      if (word.includes("'")) return word;
      const fixed = this.wordFor(word.toLowerCase());
      if (!fixed) return word;
      return word[0] === word[0].toUpperCase() ? fixed[0].toUpperCase() + fixed.slice(1) : fixed;
    });
  }

  /** The start of a site word, less a plural s ('calcs', 'recons', 'docs'): shortened, not misspelt. */
  private clipped(word: string): boolean {
    const stem = word.replace(/s$/, '');
    for (const w of this.counts.keys()) if (w.length > stem.length && w.startsWith(stem)) return true;
    return false;
  }

  private wordFor(word: string): string | null {
    if (word.length < MIN_LENGTH || this.counts.has(word) || this.known.has(word) || NAMES.has(word) || SLANG.has(word) || this.clipped(word)) return null;
    const most = word.length >= TWO_EDITS_FROM ? 2 : 1;
    let best: string | null = null;
    let bestDistance = most + 1;
    let bestCount = 0;
    for (let len = word.length - most; len <= word.length + most; len++) {
      for (const candidate of this.byLength.get(len) ?? []) {
        const d = editDistance(word, candidate, bestDistance, true);
        const count = this.counts.get(candidate)!;
        if (d < bestDistance || (d === bestDistance && d <= most && count > bestCount)) {
          best = candidate;
          bestDistance = d;
          bestCount = count;
        }
      }
    }
    return bestDistance <= most ? best : null;
  }
}
