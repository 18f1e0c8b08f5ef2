// Text analysis shared by the index and the questions: normalisation, domain
// phrases and synonyms, stop words and a small English suffix stemmer. The same
// function analyses site content, FAQ entries and visitors' questions, so a term
// in a question meets the same term in the index.

/** A service-level agreement, as visitors name one. */
const SLA = '(?:slas?|service[\\s-]level\\s+agreements?)';
/** Words of our support work, whose service levels the site gives ("within agreed service levels"). */
export const SUPPORT_WORK = '(?:support|agents?|e-?mail|chat|respon\\w*|calls?|tickets?|contact)';

/** Phrases rewritten before tokenising (domain abbreviations, compound spellings). */
const PHRASES: [RegExp, string][] = [
  [/\bloan\s*-?\s*x\s*-?\s*press\b|\bloan\s*-?\s*express\b/g, ' loanxpress '],
  [/\bpre\s*-?\s*underwrit/g, ' pre underwrit'],
  [/\bpost\s*-?\s*clos/g, ' post clos'],
  [/\be\s*-\s*mails?\b|\bmails?\b/g, ' email '],
  [/\bweb\s*-?\s*site\b/g, ' website '],
  [/\bsite\s*-?\s*map\b/g, ' sitemap '],
  [/\b(?:sign|log)(?:ging)?\s*-?\s*(?:in|on)\b|\blogin\b|\bsignin\b/g, ' login '],
  [/\blinked\s*-?\s*in\b/g, ' linkedin '],
  [/\bdev\s*-?\s*ops\b/g, ' devops '],
  [/\bartificial\s+intelligence\b|\bgen(?:erative)?\s*-?\s*ai\b/g, ' ai '],
  [/\bmachine\s*-?\s*learning\b/g, ' ml '],
  [/\brobotic\s+process\s+automation\b/g, ' rpa '],
  [/\bknow\s+your\s+(?:customer|client)s?\b/g, ' kyc '],
  // A SOC 1 or SOC 2 report is an audit of a vendor's controls, not a security operations centre.
  [/\bsoc\s*-?\s*(?:1|2|ii)\b(?:\s+type\s*(?:1|2|i{1,2})\b)?/g, ' socreport '],
  [/\bsecurity\s+operations?\s+cent(?:er|re)s?\b/g, ' soc '],
  [/\bpen(?:etration)?\s*-?\s*test(?:s|ing)?\b|\bvulnerability\s+(?:assessments?|scans?|scanning|tests?|testing)\b/g, ' vapt '],
  [/\bquality\s*-?\s*(?:control|checks?|checking|assurance)\b/g, ' qc '],
  [/\bloan\s+origination\s+systems?\b/g, ' los '],
  [/\bget\s+in\s+touch\b|\breach\s+out\b|\bspeak\s+(?:to|with)\b|\btalk\s+(?:to|with)\b/g, ' contact '],
  [/\bclear\s*-?\s*to\s*-?\s*close\b/g, ' clear close '],
  [/\bhome\s+loans?\b/g, ' mortgage '],
  // Accessibility is not access (to data, to accounts); a11y is a term of its own, kept whole by its digits.
  // Not "accessible to our auditors", "accessible from mobile": that is access.
  [/\baccessibility\b|\baccessible\b(?!\s+(?:to|from|by|only|for|via|on|in|through|outside|remotely|online|anywhere)\b)|\ba11y\b|\bscreen\s*-?\s*readers?\b|\bwcag\b/g, ' a11y '],
  // A manual to read, not manual work.
  [/\b(?:user|users|user's|owner's|product|training|operating|instruction)\s+(?:manuals?|guides?)\b/g, ' userguide '],
  // What the ML page calls prepayment and churn models, as visitors put them.
  [/\bpa(?:y|ys|ying|id)\s+(?:(?:their|the|its|a|our)\s+)?(?:(?:loans?|mortgages?)\s+)?(?:off\s+)?early\b|\bpa(?:y|ys|ying|id)\s*-?\s*(?:off|back)\s+(?:(?:their|the|a|its|our)\s+)?(?:loans?|mortgages?)\s+early\b|\bearly\s+(?:pay\s*-?\s*offs?|repayments?)\b/g, ' prepayment '],
  [/\b(?:customers?|clients?|members?|borrowers?|users?|policyholders?)\s+(?:who\s+|that\s+)?(?:will|would|might|may|could|(?:are|is)\s+(?:about|going|likely|set|ready)\s+to)\s+(?:leave|switch|quit)\b|\b(?:about|going|likely|ready)\s+to\s+(?:leave|switch|quit)\s+(?:us|you|them)\b|\b(?:customer|client|member)\s+(?:attrition|defection)\b/g, ' churn '],
  // A document about a product to pass round is its brochure ("a product document we can circulate", "a one-pager").
  [/\bproduct\s+(?:documents?|docs?|sheets?|overviews?)\b|\bone\s*-?\s*pagers?\b|\b(?:data|spec(?:ification)?|fact|sell|sales)\s*-?\s*sheets?\b|\bhandouts?\b/g, ' brochure '],
  // A credit union is a bank to the site ("banks, mortgage lenders and insurers"), not credit risk.
  [/\bcredit\s+unions?\b/g, ' bank '],
  [/\bback\s*-?\s*offices?\b/g, ' backoffice '],
  // "What do you stand for", not "what does BFSI stand for".
  [/\b(you|we|company|firm|team|guys|consultancy)\s+(?:live|stand)\s+(?:by|for)\b/g, ' $1 values '],
  [/\b(?:opening|business|office|working)\s+hours\b|\b(?:what\s+time|when)\s+(?:are|do)\s+you\s+(?:open|close)\b/g, ' openinghours '],
  [/\bwhere\s+(?:is|are)\s+(?:\w+\s+){0,3}based\b/g, ' where address '],
  [/\bno\s*-?\s*code\b|\blow\s*-?\s*code\b|\bwithout\s+(?:any\s+)?cod(?:e|ing)\b/g, ' nocode '],
  [/\bfive\s*-?\s*star\b/g, ' 5 star '],
  [/\bloan\s*-?\s*to\s*-?\s*value\b/g, ' ltv '],
  [/\bdebt\s*-?\s*to\s*-?\s*income(?:\s+ratios?)?\b|\bdebt\s+ratios?\b/g, ' dti '],
  [/\bautomated\s+underwriting\s+(?:systems?|engines?)\b|\baus\b/g, ' automated underwriting '],
  [/\bwork(?:s|ed|ing)?\s+out\b|\bfigure(?:s|d)?\s+out\b/g, ' calculate '],
  // The site says "agreed service levels" of its support agents; visitors say SLA.
  // Only for support work: "SLAs for loan file turnaround" is a figure the site does not give.
  // (The lookbehind comes after the SLA it checks: first, it would be tried at every position of every text.)
  [new RegExp(`\\b${SLA}\\b(?=[^.?!]*\\b${SUPPORT_WORK}\\b)|\\b${SLA}\\b(?<=\\b${SUPPORT_WORK}\\b[^.?!]*\\b${SLA})`, 'g'), ' service levels '],
  // "What kinds of institutions do you work with": whom we serve, our clients.
  [/\b(?:kinds?|types?|sorts?)\s+of\s+(?:financial\s+)?(?:institutions|companies|organi[sz]ations|firms|businesses|clients|customers)\b/g, ' clients '],
  // A trial run is a pilot, not a demo (a free trial is a price question, caught before).
  [/\b(?:trial|test)\s+runs?\b/g, ' pilot '],
  [/\b(?:first|next|initial)\s+steps?\b|\bkick\s*-?\s*off\b|\bget(?:ting)?\s+going\b/g, ' start '],
  [/\bsign(?:ing)?\s*-?\s*up\b/g, ' register '],
  [/\bsocial\s+(?:media|networks?|profiles?|channels?|pages?)\b|\bprofessional\s+network\b/g, ' linkedin '],
  [/\buse\s*-?\s*cases?\b/g, ' usecase '],
  // Visitors' words for what the collections pages call delinquency and hardship.
  [/\boverdue\b|\bpast\s*-?\s*due\b|\bbehind\s+on\s+(?:their\s+|my\s+)?payments?\b|\bmissed\s+payments?\b|\blate\s+payments?\b/g, ' delinquency '],
  [/\b(?:can\s*no?t|can't|unable\s+to|struggling\s+to|struggle\s+to)\s+pay\b/g, ' hardship '],
  // "How long" asks for a time, not for what is long ('for the long term').
  [/\bhow\s+long\b/g, ' how '],
];

/** Word → canonical word, applied before stemming ('=word': taken as is, not stemmed). */
const SYNONYMS: Record<string, string> = {
  price: 'cost', prices: 'cost', pricing: 'cost', fee: 'cost', fees: 'cost', expense: 'cost', expenses: 'cost',
  expensive: 'cost', cheap: 'cost', cheaper: 'cost', charge: 'cost', charges: 'cost', costly: 'cost',
  savings: 'save', saving: 'save', saves: 'save', saved: 'save',
  reach: 'contact', contacting: 'contact', sales: 'contact',
  telephone: 'phone', tel: 'phone',
  write: 'email', writing: 'email', inbox: 'email', mailbox: 'email',
  sold: 'sell', resell: 'sell', resold: 'sell',
  window: 'period', timeline: 'period', timeframe: 'period', deadline: 'period',
  compute: 'calculate', computes: 'calculate', computed: 'calculate', computing: 'calculate', math: 'calculate', maths: 'calculate', calc: 'calculate', calcs: 'calculate', arithmetic: 'calculate',
  office: 'address', offices: 'address', located: 'address', location: 'address', locations: 'address', headquarters: 'address', hq: 'address',
  begin: 'start', started: 'start', starting: 'start', onboard: 'start', onboarding: 'start', kickoff: 'start',
  firm: 'company', organisation: 'company', organization: 'company',
  customer: 'client', customers: 'client', clients: 'client',
  mistake: 'error', mistakes: 'error', defect: 'error', defects: 'error', errors: 'error', inaccuracies: 'error',
  quick: 'fast', quicker: 'fast', quickly: 'fast', faster: 'fast', speed: 'fast', speedier: 'fast', rapid: 'fast',
  shorten: 'reduce', shortened: 'reduce', shorter: 'reduce', reduction: 'reduce', reduces: 'reduce', reduced: 'reduce', cut: 'reduce', cuts: 'reduce',
  lower: 'reduce', lowers: 'reduce', less: 'reduce', fewer: 'reduce', decrease: 'reduce', drop: 'reduce', drops: 'reduce', slash: 'reduce',
  mortgages: 'mortgage',
  doc: 'document', docs: 'document', paperwork: 'document', paper: 'document', papers: 'document',
  insurer: 'insurance', insurers: 'insurance', insurance: 'insurance',
  flyer: 'brochure', leaflet: 'brochure', pdf: 'brochure', brochures: 'brochure',
  demonstration: 'demo', walkthrough: 'demo', trial: 'demo',
  founded: '=founder', founder: '=founder', founders: '=founder', founding: '=founder',
  employee: 'staff', employees: 'staff',
  safe: 'protect', safely: 'protect', safety: 'protect',
  manual: 'human', manually: 'human', humans: 'human',
  app: 'application', apps: 'application',
  lose: 'loss', lost: 'loss', losing: 'loss', losses: 'loss',
  specialise: 'focus', specialize: 'focus', specialising: 'focus', specializing: 'focus', specialty: 'focus', emphasis: 'focus',
  industry: 'sector', industries: 'sector', sectors: 'sector', vertical: 'sector', verticals: 'sector',
  principles: 'value', principle: 'value',
  rise: 'increase', risen: 'increase', rose: 'increase', rising: 'increase', grown: 'increase', gone: 'increase', increased: 'increase',
  bot: 'rpa', bots: 'rpa',
  submit: 'register', submits: 'register', submitted: 'register', submitting: 'register', submission: 'register',
  add: 'register', publish: 'register', published: 'register', enrol: 'register', enroll: 'register',
  registration: 'register', registering: 'register', registered: 'register', registers: 'register',
  project: 'work', projects: 'work', engagement: 'work', engagements: 'work',
  scenario: 'usecase', scenarios: 'usecase', usecases: 'usecase',
  verify: 'check', verifies: 'check', verified: 'check', verifying: 'check', verification: 'check', validate: 'check', validates: 'check', validation: 'check',
  language: 'multilingual', languages: 'multilingual', bilingual: 'multilingual', spanish: 'multilingual',
  satisfied: 'satisfy', satisfaction: 'satisfy', satisfies: 'satisfy', happy: 'satisfy', happier: 'satisfy',
};

/**
 * British spellings as American ones: the site writes "contact-centre", "colours", "programmes", "judgement", many
 * visitors "call center", "colors", "programs". Only what the stemmer leaves apart; -ise/-ize and -yse/-yze are its job.
 */
const SPELLING: Record<string, string> = Object.fromEntries(
  (
    'centre:center centres:centers colour:color colours:colors coloured:colored behaviour:behavior behaviours:behaviors ' +
    'behavioural:behavioral labour:labor favour:favor favourite:favorite honour:honor neighbour:neighbor ' +
    'programme:program programmes:programs licence:license licences:licenses defence:defense catalogue:catalog ' +
    'dialogue:dialog judgement:judgment judgements:judgments grey:gray ageing:aging ' +
    'modelling:modeling modelled:modeled labelling:labeling labelled:labeled cancelled:canceled cancelling:canceling ' +
    'travelling:traveling fulfil:fulfill fulfilment:fulfillment enrolment:enrollment instalment:installment instalments:installments'
  )
    .split(' ')
    .map((pair) => pair.split(':')),
);

/** Words that carry no information about the site (question words, fillers). */
const STOP = new Set(
  (
    'a an the and or but if then else of to in on at by for with from into onto about as is are was were be been being am ' +
    'do does did doing done have has had having can could would should will shall may might must ' +
    'i me my mine we us our ours you your yours he him his she her it its they them their this that these those there here ' +
    'what which who whom whose when where why how whats wheres hows whos ' +
    'not no nor so too very just also only than such any some all each every both either neither ' +
    'please tell know let get got give need want like would much many lot lots more most really actually ' +
    'hi hello hey thanks thank ok okay yes yeah ' +
    'exactly roughly approximately around typically typical usual usually generally currently now again ' +
    'percentage percent share portion proportion number figure figures amount stats statistics ' +
    'one thing things something anything kind way ways use using used ever own else via per im ive id youre dont doesnt ' +
    'often frequently different various several single big small large existing available possible maybe perhaps able ' +
    'serve serves served serving take takes over kind kinds sort sorts team teams guys folks help helps set up offer offers offered offering offerings provide provides provided include includes included together ' +
    'list lists full complete entire whole overview rundown '
  )
    .trim()
    .split(/\s+/),
);

const VOWEL = /[aeiouy]/;

/** A small English suffix stemmer (plural, -ing/-ed, a few derivational endings, final e). */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is|os)$/.test(w)) w = w.slice(0, -1);

  let stripped = false;
  if (w.endsWith('ied') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('ing') && w.length - 3 >= 3 && VOWEL.test(w.slice(0, -3))) {
    w = w.slice(0, -3);
    stripped = true;
  } else if (w.endsWith('ed') && w.length - 2 >= 3 && VOWEL.test(w.slice(0, -2))) {
    w = w.slice(0, -2);
    stripped = true;
  }
  if (stripped && /([^aeiouylszf])\1$/.test(w)) w = w.slice(0, -1);
  // "customised" as "customized": the -ise rule below never sees the e the ending took.
  if (stripped && /[^aeiou]is$/.test(w)) w = w.slice(0, -1) + 'z';

  const rules: [string, string, number][] = [
    ['ification', 'ify', 3],
    ['ization', 'iz', 3],
    ['isation', 'iz', 3],
    ['ation', 'at', 3],
    ['tion', 't', 3],
    ['ment', '', 5],
    ['ness', '', 4],
    ['ise', 'iz', 3],
    ['ize', 'iz', 3],
    ['able', '', 4],
    ['ible', '', 4],
    ['ly', '', 4],
    ['er', '', 4],
  ];
  for (const [suffix, repl, min] of rules) {
    if (w.endsWith(suffix) && w.length - suffix.length >= min) {
      w = w.slice(0, -suffix.length) + repl;
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // "analyse" as "analyze".
  if (w.endsWith('lys')) w = w.slice(0, -1) + 'z';
  return w;
}

/** Lower-case, fold accents and typographic characters, rewrite domain phrases. */
export function normalize(text: string): string {
  let s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/(\d),(\d{3})\b/g, '$1$2');
  for (const [re, repl] of PHRASES) s = s.replace(re, repl);
  return s;
}

/** Raw word tokens of already-normalised text (no stop-word removal, no stemming). */
export function words(normalized: string): string[] {
  return normalized
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .split(/[^a-z0-9.]+/)
    .map((t) => t.replace(/^\.+|\.+$/g, ''))
    .flatMap((t) => (/^\d+(\.\d+)?$/.test(t) ? [t] : t.split('.')))
    .filter((t) => t.length > 0);
}

/** One word → its index term, or null for a stop word. */
export function term(word: string): string | null {
  const us = SPELLING[word] ?? word;
  const w = SYNONYMS[us] ?? us;
  if (w.startsWith('=')) return w.slice(1);
  if (STOP.has(w)) return null;
  if (w.length < 2 && !/\d/.test(w)) return null;
  return stem(w);
}

/** Text → index terms, in order, with repeats (for BM25 term frequency). */
export function analyze(text: string): string[] {
  const out: string[] = [];
  for (const w of words(normalize(text))) {
    const t = term(w);
    if (t) out.push(t);
  }
  return out;
}

/** Sentences of a text: split at . ! ? followed by space, and at line breaks. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=["'(\[]?[A-Z0-9$])/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /[A-Za-z0-9]/.test(s));
}

/**
 * Bounded Levenshtein distance: returns max + 1 when the distance exceeds max. With `swaps`, two neighbouring
 * letters swapped count as one edit (optimal string alignment), as a typing slip does ('servcies').
 */
export function editDistance(a: string, b: string, max: number, swaps = false): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length];
}
