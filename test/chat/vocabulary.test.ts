// The site's vocabulary (server/chat/vocabulary.ts): visitors' misspellings of the
// site's words are mended before the question is matched (English words,
// clipped words and short ones are not), and a message in another language is
// told apart.
import { englishWords, SiteVocabulary } from '../../server/chat/vocabulary';
import { editDistance } from '../../server/chat/text';

const site = [
  'Mortgage underwriting and mortgage processing services.',
  'LoanXPress calculations: LTV and DTI. Bank operations and reconciliations.',
  'Our services: consulting, operations and customer experience. We offer a pilot.',
];
const english = new Set(['bang', 'for', 'the', 'buck', 'do', 'you', 'what', 'offer', 'services', 'mortgage', 'underwriting', 'ratio', 'does']);

test('a misspelt site word becomes the site word (one edit, two in a long word)', () => {
  const speller = new SiteVocabulary(site, english);
  expect(speller.mend('do you do morgage underwritting')).toBe('do you do mortgage underwriting');
  expect(speller.mend('what servcies do you ofer')).toBe('what services do you offer');
  expect(speller.mend('Morgage?')).toBe('Mortgage?');
});

test('English words, clipped words, short words and far-off words stay as written', () => {
  const speller = new SiteVocabulary(site, english);
  expect(speller.mend('bang for the buck')).toBe('bang for the buck');
  expect(speller.mend('does it do the ratio calcs and recons')).toBe('does it do the ratio calcs and recons');
  expect(speller.mend('bnk')).toBe('bnk');
  expect(speller.mend('zebrafish')).toBe('zebrafish');
  // Names visitors know and the word list does not: "chatgpt" is no misspelt "chatbot".
  expect(new SiteVocabulary(['Our chatbot answers.'], english).mend('chatgpt style stuff')).toBe('chatgpt style stuff');
});

test('chat shorthand is written out, whole words only', () => {
  const speller = new SiteVocabulary(site, englishWords());
  expect(speller.mend('pls tell me abt ur services')).toBe('please tell me about your services');
  expect(speller.mend('r u able to help, thx')).toBe('are you able to help, thanks');
  expect(speller.mend('whats the mortgage process')).toBe("what's the mortgage process");
  expect(speller.mend('can ops tweak the checks w/o devs, b/c they are busy')).toBe('can ops tweak the checks without devs, because they are busy');
  expect(speller.mend('does it work w/ our los')).toBe('does it work with our los');
  expect(speller.mend('works w/out an LOS change')).toBe('works without an LOS change');
  // A word with an apostrophe is one word ("doesn" is no misspelt "does"); slang is no misspelling ("suck" is no "such").
  expect(speller.mend("that doesn't help, it wasn't what i asked")).toBe("that doesn't help, it wasn't what i asked");
  expect(speller.mend('you suck lol')).toBe('you suck lol');
  // Contractions typed without the apostrophe, not mended to the nearest word ("thats" is no "that").
  expect(speller.mend('ok thats all, bye')).toBe("ok that's all, bye");
  expect(speller.mend('whos behind it, youre a bot?')).toBe("who's behind it, you're a bot?");
  // Not inside a word, an abbreviation or a hyphenated term.
  expect(speller.mend('U.S. banks')).toBe('U.S. banks');
  expect(speller.mend('pre-u bureau')).toBe('pre-u bureau');
  expect(speller.mend('your turn')).toBe('your turn');
  // Typed in capitals it is a letter or an acronym: the R language, R&D, British Columbia, instant messaging.
  for (const t of ['models in R or Python', 'R&D team', 'offices in BC', 'IM support']) expect(speller.mend(t)).toBe(t);
  expect(speller.mend('Pls help')).toBe('please help');
});

test('knows: English or the site\'s words; every word without a word list', () => {
  const speller = new SiteVocabulary(site, english);
  expect(speller.knows('Mortgage')).toBe(true);
  expect(speller.knows('reconciliations')).toBe(true);
  expect(speller.knows('guidewire')).toBe(false);
  expect(new SiteVocabulary(site, new Set()).knows('guidewire')).toBe(true);
});

test('on a tie the more frequent site word wins', () => {
  const speller = new SiteVocabulary(['cart cart cart card'], new Set());
  // An empty word list corrects nothing: any unknown word could be someone's English.
  expect(speller.mend('carx')).toBe('carx');
  const withList = new SiteVocabulary(['carts carts carts cards'], new Set(['x']));
  expect(withList.mend('carxs')).toBe('carts');
});

test('edit distance counts a swap of neighbours as one edit and stops past its limit', () => {
  expect(editDistance('servcies', 'services', Infinity, true)).toBe(1);
  expect(editDistance('morgage', 'mortgage', Infinity, true)).toBe(1);
  expect(editDistance('kitten', 'sitting', Infinity, true)).toBe(3);
  expect(editDistance('kitten', 'sitting', 1, true)).toBe(2);
  expect(editDistance('', 'abc', Infinity, true)).toBe(3);
});

test('the English word list loads from the word-list package', () => {
  const words = englishWords();
  expect(words.size).toBeGreaterThan(200000);
  expect(words.has('mortgage')).toBe(true);
  expect(words.has('morgage')).toBe(false);
});

test('a message in another language is told apart from English, jargon and misspellings', () => {
  const speller = new SiteVocabulary(site, englishWords());
  expect(speller.foreign('¿Qué servicios ofrecen?')).toBe(true);
  expect(speller.foreign('Welche Dienstleistungen bieten Sie an?')).toBe(true);
  expect(speller.foreign('你们提供什么服务')).toBe(true);
  expect(speller.foreign('wat servises do u ofer')).toBe(false);
  expect(speller.foreign('KYC AML SLA?')).toBe(false);
  expect(speller.foreign('idp vs ocr')).toBe(false);
  expect(speller.foreign('Does LoanXPress do the ratio calcs?')).toBe(false);
  // Unknown words alone are no language.
  expect(speller.foreign('asdf qwer zxcv uiop')).toBe(false);
});
