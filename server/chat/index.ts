// The chatbot's answerer (issue 14). The server calls createAnswerer() once at
// start and answerer.ask(question, previous?) per request. Order of a question:
// greeting (SPEC's fixed text) → small talk → a wish for a person → the
// languages the bot reads → a price,
// a visitor's own money, a job with us, our contract terms or finances (no page says),
// an unknown integration → a comparison, each half
// ranked on its own; a follow-up that switches industry, asked again of it →
// hybrid ranking (meaning + words) over the FAQ and the site's sentences, with
// the off-topic and unsaid examples → a definition of a term the site only
// names falls back → checks that the answer is of the kind asked (a date, how
// long, how old, how many), else an
// honest "I don't know" with a person offered. Until the model and the
// content embeddings are loaded (in the background, from the build's file or
// recomputed), answers come from the word-matching finder alone.
import { siteConfig } from '../../content/site-config';
import { smallTalk } from '../../content/faq';
import type { HandoffReason } from '../../contract/chat';
import { Finder, GREETING, NOT_FOUND, NOT_LOADED, NO_FAQ_ANSWER, SCORE_THRESHOLD, isGreeting } from './finder';
import { loadFaq, loadOffTopic, loadSiteContent, loadUnsaid } from './load';
import { embed, unit, warmUp } from './embedder';
import { embeddingTexts, HybridRanker, type Candidate } from './hybrid';
import { exampleProbability, found, FOUND_GATE, isOffTopic, isUnsaid, OFF_TOPIC_MODEL, UNSAID_MODEL, type ExampleFeatures } from './gates';
import { addressesUs, asksBotLanguage, asksNext, withoutRoleIntro, asksCount, asksDate, asksDuration, asksForPerson, asksList, asksPilot, asksYesNo, asksPersonalFinance, asksOurAge, asksPrice, asksSince, asksUnsaidTopic, comparedPair, complains, asksElsewhere, integrationName, isBare, judgesOthers, LOS_NAME, mentionsSelf, mentionsUs, statesBusinessProblem, isFollowUp, leansBack, namesDuration, namesNumber, namesPilot, namesTime, namesYear, ourThingAsked, REFERS_BACK, smallTalkMatcher, switchedIndustry, withoutGreeting } from './intent';
import { DEFAULT_VECTORS_FILE, loadVectors } from './vectors';
import { definedTerm, SiteTerms } from './definitions';
import { analyze } from './text';
import { askUpstream, type Upstream } from './upstream';
import { SiteVocabulary } from './vocabulary';
import type { Answerer, ChatAnswer, FaqEntry, WebsiteItem } from './types';

export type { Answerer, ChatAnswer, ChatSource, FaqEntry, WebsiteItem } from './types';
export { GREETING, NOT_FOUND, NO_FAQ_ANSWER, NOT_LOADED, FAQ_THRESHOLD, SCORE_THRESHOLD, isGreeting } from './finder';
export type { Upstream } from './upstream';
export { FOUND_GATE, OFF_TOPIC_MODEL, UNSAID_MODEL, type ExampleModel } from './gates';

/** Asked for a person: the form below, and the ways to reach one now (a visitor asking "what number do I call" wants the number). */
export const PERSON_TEXT = `Happy to put you in touch with a person on our team. Leave your name and e-mail below and we'll get back to you within one business day, or call ${siteConfig.phone} or write to ${siteConfig.email}.`;
export const PRICE_TEXT = "Our prices aren't on this site, so I can't quote one without guessing. A person on our team can give you a figure for your volumes: leave your details below.";
export const DATE_TEXT = "The site doesn't give dates for that, so I don't know. A person on our team can tell you: leave your details below.";
export const DURATION_TEXT = "The site doesn't say how long, so I don't know. A person on our team can tell you: leave your details below.";
/** About us, but not on the site (our headcount, a certification, an API): a person can answer, the bot cannot. */
export const UNSAID_TEXT = "The site doesn't say, so I don't know. A person on our team can tell you: leave your details below.";
/** A visitor's own card, account, loan or policy: not ours to answer (and no answer of ours, so not `answered`). */
export const PERSONAL_FINANCE_TEXT =
  "We don't lend money, hold accounts or sell policies: we build software and run operations for banks, mortgage lenders and insurers. For your own loan, card, account or policy, please contact your bank, lender or insurer.";
/** The visitor says the bot did not help (intent.ts `complains`): a person at once. */
export const SORRY_TEXT = "Sorry that didn't help. Try asking in other words, or leave your details below and a person on our team will get back to you.";
/** A message in another language: the bot reads English only, a person may read more. */
export const LANGUAGE_TEXT = "Sorry, I can only read and answer English. A person on our team can help you: leave your details below.";
export const integrationText = (name: string) =>
  `The site doesn't say whether we work with ${name}, so I don't know. A person on our team can tell you: leave your details below.`;

export interface AnswererOptions {
  /** Site content; default: websiteContent() of content/knowledge.ts. */
  content?: WebsiteItem[];
  /** FAQ entries; default: content/faq.ts. */
  faq?: FaqEntry[];
  /** Hosted QA model (the server passes config.qaModel); default none: fully local, no network. */
  upstream?: Upstream | null;
  /**
   * Meaning half: the embeddings file (null: computed, never read or written), or false for words only.
   * Default: the build's file for the site's own content; other content (tests) is computed in memory.
   */
  embeddings?: { file: string | null } | false;
  /** Examples of questions the site cannot answer (they fall back); default: content/chat-off-topic.ts. */
  offTopic?: readonly string[];
  /** Examples of questions about us the site does not answer (a person is offered); default: content/chat-unsaid.ts. */
  unsaid?: readonly string[];
  /** Mend visitors' misspellings of the site's words (vocabulary.ts); default true. */
  spelling?: boolean;
  /** Told when the model or the content's embeddings fail to load (default: a line on stderr); a later question retries. */
  onLoadError?: (err: Error) => void;
  /** How long after a failed load a question may try again; default LOAD_RETRY_MS. */
  retryAfterMs?: number;
}

/** A failed load is tried again by a question at least this long after it. */
export const LOAD_RETRY_MS = 30_000;

function defaultLoadError(err: Error): void {
  console.error(`chat: the embedding model did not load, answering by words until a retry: ${err.stack ?? err.message}`);
}

/** The small talk a message that leans on the previous question may still be: all but what we can do and who we are. */
const AFTER_A_QUESTION = smallTalk.map((e) => e.id).filter((id) => id !== 'capabilities' && id !== 'company');

/** The meaning of a follow-up's own words, as much again as that of the whole with the previous question it carries. */
const FOLLOW_UP_WEIGHT = 1;

/**
 * The meaning of the sentence a message of several asks with, as much again as that of the whole message. Chosen
 * on the dev sets: 1 gained two of dev6's long messages and one of its off-topic ones, and lost none once a
 * sentence leaning on the others was left out; 0.5 gained no off-topic one; 2 lost two of dev4 and two of dev2.
 * Adding the sentence's words to the word match as well changed nothing.
 */
const ASKING_WEIGHT = 1;

/** Unit vector of a + w·b. */
const blend = (a: Float32Array, b: Float32Array, w: number) => unit(a.map((x, i) => x + w * b[i]));

/** The text without our phone number and address: their digits count nothing ("how many people work for you?"). */
const CONTACT_DIGITS = [siteConfig.phone, ...siteConfig.address];
const withoutContacts = (text: string) => CONTACT_DIGITS.reduce((t, c) => t.split(c).join(' '), text);

/** How far below the best passage one may rank and still answer what the best one lacks: when, how long, how many, the list asked for. */
const KIND_MARGIN = 0.1;
/**
 * How far below the best a follow-up's passage of the kind it asks may rank (KIND_MARGIN for a question of its own). On
 * the dev sets' 258 follow-ups 0.2 changed one answer, "[how much does loanxpress save per loan] and what about
 * turnaround time?", from "the site doesn't say how long" to the 35% shorter close; nothing else.
 */
const FOLLOW_UP_KIND_MARGIN = 0.2;
/**
 * How likely a business problem stated rather than asked must be off-topic to be taken for it (OFF_TOPIC_MODEL's own
 * threshold is 0.35). Chosen on dev26, whose third are such statements: 0.7 answered two more of them ("customers keep
 * waiting on hold just to ask about their loan balance"); none of the 328 off-topic examples nor of the dev sets' 980
 * off-topic messages is one.
 */
const STATED_PROBLEM_THRESHOLD = 0.7;
/**
 * In a message whose whole is off-topic, a sentence less likely off-topic than this is one about our work (chosen on
 * the dev sets: at 0.35, the model's own threshold, 4 of dev11's 40 off-topic messages got through, at 0.2 three, at
 * 0.1 two, and no dev answer changed from 0.2 to 0.1).
 */
const PART_OURS = 0.1;

const LOS_NAMES = new RegExp(String.raw`\b(?:${LOS_NAME}|loan\s+(?:system|platform|software))\b`, 'gi');

const isLos = (name: string) => new RegExp(LOS_NAMES.source, 'i').test(name);

/** What a partner's pages are built with: the widgets are custom elements for any page, so the guide answers for each. */
const PAGE_TECH = /\b(?:react(?:\.?js)?(?!\s*native)|vue(?:\.?js)?|angular(?:js)?|svelte|next\.?js|nuxt|wordpress|wix|squarespace|shopify|drupal|webflow|jquery)\b/i;

/** Where the answer to a question about one of our widgets or articles is: the partner guide, the articles. */
const OWN_PAGES = { widget: /^\/Partners\b/, writing: /^\/(?:blog\b|Blog\b|IntelligentMortgage\b)/, phone: /^\/Home#contact-section$/, lending: /^\/Home#about-section$/ };

/** A page that promises more later: it gives no date. */
const COMING_SOON = /\bcoming\s+soon\b/i;
/**
 * Our service asked about: "any help on the tax side?", "can you take tax season work off our hands", "the scope of your
 * insurance offering", "what do you actually do for insurers, that page is pretty thin", "is there anything on tax or
 * is that section empty"; not "can you recommend a homeowners insurance company", "can we deduct it on our taxes", "is
 * there anything on tax deductions for a home office", "do you also cover flood insurance".
 */
/** The services the site only announces, as visitors name them. */
const SERVICES = String.raw`(?:tax(?:es)?|insurance|insurers|payments?)`;
const SERVICE_ASKED = new RegExp(
  String.raw`\bany\s+(?:[\w&/-]+\s+){0,3}?(?:help|support|services?|offerings?|solutions?)\b|\bnothing\s+(?:yet\s+)?(?:on|for|about|in|around)\s+(?:the\s+)?${SERVICES}\b|\bwhat\s+about\s+(?:the\s+)?${SERVICES}(?:\s+[\w-]+)?\s+(?:support|help|services?|work|side|offerings?)\b|\b(?:your|ur)\s+(?:[\w-]+\s+){0,2}?(?:offerings?|services?|side|practice|support|work|capabilit(?:y|ies)|solutions?)\b|\b(?:do|can|could|will|would)\s+(?:you|u)\s+(?:guys\s+)?(?:actually\s+)?(?:help|do|handle|offer|support|take|cover|automate|run)\b|\b(?:is|are)\s+there\s+anything\s+(?:on|for|about|in|around)\s+${SERVICES}(?=\s*(?:[?.!,]|$|\s+(?:or|here|yet|at\s+all)\b))|^anything\s+(?:concrete\s+|new\s+|specific\s+|yet\s+)?(?:on|for|about|in|around)\s+(?:the\s+)?${SERVICES}(?:\s+(?:side|carriers?|companies|work|clients))?(?=\s*(?:[?.!,]|$|\s+(?:yet|specifically|at\s+all)\b))`,
  'i',
);
/**
 * A page of ours that only announces a service, named as a page of this site ("whats the deal w insurance, that page is
 * basically empty", "there's a payments link on the site but what's actually on it"): its "coming soon" is what it says.
 */
const SERVICE_PAGE = /\b(?:tax|insurance|payments?)\s+(?:page|section|link|tab|area)\b|\b(?:tax|insurance|payments?)\b[^.?!]*\b(?:that|this|the)\s+(?:page|section)\b/i;
/** Whether a service of ours is out yet: "is the tax thing live yet or still being built" (not "are the 2025 tax forms out yet"). */
const SERVICE_STATUS =
  /\b(?:the|your|ur)\s+(?:[\w&-]+\s+){0,2}?(?:thing|stuff|page|section|services?|offerings?|side|practice|product|module)\s+(?:\w+\s+)?(?:live|launched|ready|available|out)\s+yet\b|\bstill\s+being\s+built\b/i;
/**
 * The work a service does, named and no more, as a search: "1099 and tax form processing?", "anything on claims
 * automation yet for insurers?" (not "has the irs started processing tax returns", "how does credit card payment
 * processing work").
 */
const SERVICE_WORK =
  /^(?:any(?:thing)?\s+(?:on\s+|for\s+)?)?[\w&/-]+(?:\s+[\w&/-]+){0,4}?\s+(?:processing|automation|operations|outsourcing)(?:\s+yet)?(?:\s+for\s+[\w&-]+(?:\s+[\w&-]+)?)?\s*[?.!]*$/i;
/** A service of ours asked after; work named with an "I" in it is the visitor's own ("tax form processing i can do at home"). */
const asksService = (q: string) => SERVICE_ASKED.test(q) || SERVICE_STATUS.test(q) || (SERVICE_WORK.test(q) && !/\bi\b/i.test(q));
/** Who, which or how many: a name or a figure the site does not give, not what a service is ("who leads your tax automation practice"). */
const ASKS_WHO_OR_COUNT = /\b(?:who|whom|whose|which|how\s+many)\b|\b(?:clients|customers)\b/i;
/** Whether a question names a page by its address ("/Tax" by "tax", "taxes"; "/Insurance" by "insurance", "insurers"). */
const namesPage = (q: string, url: string) => {
  const stem = url.replace(/^\/|[#?].*$/g, '').toLowerCase().slice(0, 5);
  // A few letters past the stem ("taxes", "insurers", "payments"), not another word ("taxonomy").
  return stem.length >= 3 && new RegExp(`\\b${stem}\\w{0,4}\\b`, 'i').test(q);
};

/** Putting something on the visitor's own pages: "put your contact form on our own bank site", "on our bank's website", "add the chatbot to my website". */
const ON_OWN_PAGE = /\b(?:put|add|embed|place|install|drop|paste|show|display|include|host|use)\b[^.?!]*?\b(?:on|in|into|onto|to)\s+(?:our|my)\s+(?:own\s+)?(?:[\w'-]+\s+){0,2}?(?:site|website|web\s*site|pages?|portal|app|intranet)\b/i;

/** Our products by name: a question about one is ours, to answer or to hand to a person, never off-topic. */
const OUR_PRODUCTS = /\b(?:loan\s*e?xpress|smart\s*qc)\b/i;
/** Words of a phrase that says how something is done, not a term: "keying by hand", "qc in software testing". */
const PHRASE_WORDS = /\b\w+ing\b|\b(?:by|with|for|in|of|on|at|from)\b/i;
const withoutArticle = (term: string) => term.toLowerCase().replace(/^(?:an?|the)\s+/, '');

/**
 * Visitors' words for what the site words differently (the embeddings carry the rest of the meaning). Two more,
 * "regulators" → "regulatory compliance" and "respond" → "get back to you", went once the FAQ's phrasings held
 * those words: without them dev rose from 72 to 73 of 81 and dev2 from 95 to 97 of 120 ("how fast will you
 * respond" had become "how fast will you get back to you", which the contact-form entry answers).
 */
/**
 * What a visitor words `match` as, only where `context` stands before or after it in the same sentence; further pairs of
 * match and context after the first, as alternatives.
 */
function inSentenceWith(...pairs: string[]): RegExp {
  const alternatives: string[] = [];
  for (let k = 0; k < pairs.length; k += 2) {
    const [match, context] = [pairs[k], pairs[k + 1]];
    alternatives.push(`(?<=\\b${context}\\b[^.?!]*)${match}`, `${match}(?=[^.?!]*\\b${context}\\b)`);
  }
  return new RegExp(alternatives.join('|'), 'gi');
}

/** Each with, where its regex is costly (a lookbehind over the sentence), words that must be there for it to be tried. */
const VISITOR_WORDS: [RegExp, string, RegExp?][] = [
  [LOS_NAMES, '$& (loan origination system, LOS)'],
  [/\bbuy\s*-?\s*backs?\b/gi, 'repurchase requests'],
  // Not a zip file, nor a suite of tools.
  [/\b(?:(?:city|town|state|country|zip\s*code|post(?:al)?\s*code|suite\s+(?:number|no))\b\.?|suite\s*#)/gi, 'address'],
  [/\bhandwrit\w*|\b(?:written|wrote|filled\s+(?:in|out))\s+by\s+hand\b/gi, 'handwritten'],
  // The PDF to get is the brochure ("how do i get the pdf about the loan product"), not PDFs it reads.
  [/\b((?:get|download|grab)\s+(?:the|a|your|ur)\s+|(?:send|email|e-mail)\s+(?:me|us)\s+(?:the|a|your|ur)\s+)pdf\b(?!\s+of\b)/gi, '$1brochure'],
  // "Is there a pdf I can pass around", "the pdf about the loan product": a PDF of ours to share is the brochure; not
  // "is there a pdf export in smartqc", "can smartqc read the pdf on the loan file".
  [/\b((?:is\s+there|do\s+(?:you|u)\s+have|have\s+(?:you|u)\s+got|any)\s+(?:a|an|any)?\s*)pdfs?\b(?=\s+(?:(?:i|we)\s+(?:can|could)\s+(?:share|send|pass|forward|circulate|give|show)|(?:about|on)\s+(?:the|your|ur|loanxpress|smartqc)\b)|\s*[?.!]*$)|\bpdf(?=\s+about\s+(?:the|your|ur|loanxpress|smartqc)\b)/gi, '$1brochure'],
  // How long an inquiry is kept: the privacy line says "keep" (never "retain"); not keeping customers or staff.
  // Ours ("what is your data retention policy", "if we submit the form how long do you retain it"), not the visitor's
  // own records retention, which we may help them with ("can you help with our data retention policy", "how long do we
  // retain loan files", "automate records retention").
  [/(?<!\b(?:automat\w*|help\w*)\b.*)(?<!\bour\s+)\b(?:data|inquiry|enquiry)\s+retention\b(?!.*\bautomat\w*)|(?<!\b(?:automat\w*|help\w*)\b.*)(?<!\bour\s+)\bretention\s+(?:period|polic(?:y|ies)|of\s+(?:data|inquiries|enquiries|submissions))\b(?!.*\bautomat\w*)/gi, 'how long you keep data'],
  [/(?<!\b(?:we|i)\s+(?:(?:need|have)\s+to\s+|must\s+|should\s+)?)(?<!\bautomat\w*\b.*)\bretain(?:s|ed|ing)?\b(?!\s+(?:customers?|borrowers?|clients?|members?|staff|talent|employees|policyholders?)\b)(?!.*\bautomat\w*)/gi, 'keep'],
  [/\baround\s+the\s+clock\b|\b24\s*[/x]\s*7\b/gi, 'round-the-clock monitoring'],
  [/\bgovern(?:ed|ing)?\b/gi, 'governance'],
  [/\bweb\s+address\b|\burl\b/gi, 'website'],
  [/\baddr\b\.?/gi, 'address'],
  // A credit union's customers are its members ("member onboarding", "member kyc"); not a member of a team.
  [/\bmember(s?)(?=\s+(?:onboarding|accounts?|identity|verification|kyc|inquiries|enquiries|support|service|calls?|payments?|loans?)\b)/gi, 'customer$1'],
  [/\b(?:chat\s*gpt|gpt(?:-?\d\w*)?|openai|llms?)\b/gi, '$& (Gen AI, large language models)'],
  [/\bbpo\b/gi, 'business process management'],
  // "How fast your team revert after i submit the form": to revert is to reply, in Indian English; not to undo something.
  [/(?<=\b(?:you|u|y'?all|team|someone|somebody|they|sales)\s+(?:will\s+|would\s+|can\s+|could\s+|usually\s+|generally\s+)?)revert(?:s|ed)?(?:\s+back)?\b(?!\s+(?:the|a|an|our|my|this|that|it|them|changes?|commits?|deploy\w*|releases?|settings?)\b)/gi, 'get back', /revert/i],
  // The visitor's own QC software beside ours ("does it hook into the QC software we already have"): the QC article's
  // pilot, which integrates with their QC platform.
  [/\b(?:(?:hook|plug|tie)\s+(?:in)?to|work\s+with|connect\s+(?:to|with)|integrate\s+with|replace)\s+(?:the\s+|our\s+)?(?:existing\s+|current\s+)?(?:qc|quality\s+control)\s+(?:software|platform|system|tool)s?\b/gi, '$& (integrates with your QC platform)', /qc|quality/i],
  // Post sent to us goes to our address ("where do i send a letter to you guys"); not a letter the bot sends to borrowers.
  [/\b(?:send|mail|post)\s+(?:(?:a|the|our|my)\s+)?(?:letter|cheque|check|parcel|package|hard\s*copy|paper\s+copy)\s+to\s+(?:you|u|y'?all|your\s+(?:office|team|company|firm))\b|(?<=\bwhere\s+(?:do|can|should|would)\s+(?:i|we)\s+)(?:send|mail|post)\s+(?:(?:a|the|our|my)\s+)?(?:letter|cheque|check|parcel|package|hard\s*copy|paper\s+copy)\b/gi, '$& (address)', /letter|cheque|check|parcel|package|copy/i],
  // Every page at once is the sitemap ("where can i see all your pages at once"); not a widget on every page.
  [/(?<!\b(?:chat\s*bot|chat|widgets?|loader|script|snippet|forms?|embed\w*|tags?|elements?)\b[^.?!]*)(?:\ball\s+(?:of\s+)?(?:your|the|ur)\s+(?:web\s*)?pages\b|\bevery\s+page\s+(?:of|on)\s+(?:your|the|this)\s+(?:site|website)\b|\blist\s+of\s+(?:(?:your|the)\s+)?pages\b)(?![^.?!]*\b(?:chat\s*bot|chat|widgets?|loader|script|snippet|forms?|embed\w*|tags?|elements?)\b)/gi, '$& (sitemap)', /pages?\b/i],
  // A bank's back office: "recon" and balancing the books are the reconciliations the banking page names.
  [/\brecons?\b|\bbalanc(?:e|es|ing)\s+the\s+books\b|\bmatch(?:es|ing)?\s+(?:of\s+)?payments\s+(?:against|to|with)\s+(?:the\s+|our\s+)?(?:ledger|books|gl|general\s+ledger|statements?)\b/gi, '$& (reconciliations)', /recon|balanc|match/i],
  // Why hire consultants rather than do it in-house or go to a big firm: what the consulting page sets us apart with.
  [/(?<=\b(?:why|hire|hiring|bring\w*\s+in|pay\w*|point\s+of)\b[^.?!]*)(?:\b(?:outsiders?|outside\s+(?:consultants?|help|firms?|advis[eo]rs?|experts?)|external\s+consultants?)\b|\b(?:consultants?|consultancy|yours)\b(?=[^.?!]*\b(?:in[\s-]?house|ourselves|our\s+own|instead|rather\s+than|at\s+all|waste)\b)|\b(?:consultants?|consultancy)\b(?=\s+(?:over|vs\.?|versus|instead\s+of)\s+(?:one\s+of\s+)?(?:the\s+|a\s+)?(?:big|bigger|large|major|name|big[\s-]name)\b))/gi, '$& (external perspective, independent view, diverse expertise, speed to value)', /outside|external|consult/i],
  // A model going stale or getting worse after launch is what the ML page calls drift.
  [/(?<=\bmodels?\b[^.?!]*)\b(?:go(?:es|ing)?\s+stale|(?:get(?:s|ting)?|getting)\s+(?:worse|stale|less\s+accurate))\b/gi, '$& (drift detection)', /stale|worse|less\s+accurate/i],
  // Models kept in check once live ("what sort of risk models can you build? how do you keep them in check after they go
  // live", "who babysits the ML models"): the ML page's MLOps.
  [/(?<=\bmodels?\b[^]*)\bkeep(?:s|ing)?\s+(?:them|those|it|the\s+models?)\s+in\s+check\b|\bbabysit\w*(?=[^.?!]*\bmodels?\b)/gi, '$& (MLOps: monitoring, drift detection)', /check|babysit/i],
  // Every document and condition of a file in one view: LoanXPress's document tracking.
  [inSentenceWith(String.raw`(?:\bsingle\s+view\b|\bone\s+(?:spot|view|screen)\b|\beverything\s+outstanding\b|\bwhere\s+every\s+(?:doc(?:ument)?|condition)s?\b)`, String.raw`(?:docs?|documents?|conditions?|files?|loans?|exceptions?|items?)`), '$& (tracked in one place)', /single\s+view|\bone\s+(?:spot|view|screen)|outstanding|where\s+every/i],
  // How far behind an account is, in the visitor's words: the collections page's early and late stages ("how do you deal
  // with accounts that just went 30 days late", "what about the really bad ones, 90+ days").
  [/\b(?:really|very|seriously|way)\s+(?:far\s+behind|bad\s+ones|far\s+gone|overdue|delinquent)\b|\b(?:60|90|120|180)\s*\+?\s*(?:days?|dpd)\s+(?:past\s+due|late|behind|delinquent|overdue)\b|\bthe\s+hard\s+end\b(?=[^.?!]*\bcollect)|\bfar\s+gone\b/gi, '$& (late-stage recovery)', /really|very|seriously|way|\d\d|hard\s+end|far\s+gone/i],
  [/\b(?:just\s+went|just|only|a\s+(?:couple|few)\s+(?:of\s+)?days?)\s+(?:\d+\s+days?\s+)?(?:late|behind|past\s+due|overdue)\b|\b(?:30|a\s+couple\s+(?:of\s+)?|a\s+few\s+)days?\s+(?:late|behind|past\s+due|overdue)\b|\bbefore\s+(?:(?:the|our|their)\s+)?(?:accounts?|they|customers?|people|borrowers?)\s+(?:get\s+(?:that\s+|too\s+)?far\s+behind|go\s+(?:overdue|delinquent|late))\b/gi, '$& (early-stage collections, friendly reminders)', /late|behind|due|overdue|delinquent/i],
  // Consultants reworking collections, or who to call first: the consulting page's collections strategy.
  [inSentenceWith(String.raw`\b(?:collections?|chas(?:e|ing)\s+(?:overdue|late|delinquent)|debt\s+recovery|overdue\s+accounts?|delinquent\s+accounts?)\b`, String.raw`(?:consult\w*|advis\w*|strateg\w*|redesign\w*|rework\w*|rethink\w*)`, String.raw`\bwho\s+to\s+call\s+first\b`, String.raw`(?:collections?|delinquen\w*|overdue|late|borrowers?|accounts?)`), '$& (collections strategy: segmentation, contact strategies, treatment paths)', /collection|chas|debt\s+recovery|overdue|delinquent|call\s+first/i],
  // Who answers a question about technology: the technology form's architects.
  [inSentenceWith(String.raw`(?<!\b(?:job|jobs|applied|apply|position|vacancy|career)\b[^.?!]*)\bwho\s+(?:actually\s+)?(?:replies|responds|answers|gets\s+back(?:\s+to\s+(?:me|us))?|will\s+(?:reply|respond|answer|get\s+back))\b(?!\s+(?:this|the)\s+(?:chat|bot|chatbot)\b)(?![^.?!]*\b(?:job|applied|apply|position|vacancy|career)\b)`, String.raw`(?:technology|tech|technical\s+(?:inquiry|question|project)|ai|ml|rpa|devops|machine\s+learning|automation)`), '$& (our architects will respond)', /\bwho\b/i],
  // Where things are heading, long term: our vision.
  [/\blong[\s-]term\s+(?:ambition|vision|vison|goals?|aims?|dream|picture|direction)\b|\bwhere\s+do\s+(?:you|u|y'?all)\s+see\s+(?:things|all\s+(?:of\s+)?this|this|the\s+industry|loan\s+processing|lending|mortgage\s+lending|the\s+company|your\s+(?:company|firm|business)|yourselves|you\s+guys)\s+(?:going|heading|in\s+\d+\s+(?:years|yrs))\b|\bbig(?:ger)?\s+picture\b(?=[^.?!]*\blong[\s-]term\b)|\bwhere\s+do\s+(?:you|u)\s+want\s+the\s+industry\s+to\s+be\b/gi, '$& (our vision: transform business processes)'],
  // What becomes of what the visitor sends through the form ("what do u do w/ my info after i submit the form", "is the
  // contact info I submit ever sold"): the privacy line, not the form's own lines.
  [/\b(?:info|information|details|data|stuff|what)\s+(?:i|we)\s+(?:put|type|typed|enter|entered|submit|submitted|send|sent|write|fill\s+in)\b(?=[^.?!]*\b(?:form|sold|sell|shared?|keep|kept|do\s+with)\b)|\bwhat\s+(?:do|will|would)\s+(?:you|u)\s+(?:do|use)\s+(?:with|w\/)\s+(?:my|the|our)\s+(?:contact\s+)?(?:info|information|details|data|stuff)\b|\b(?:sell|sold|share)\s+(?:my|our)\s+(?:contact\s+)?(?:info|information|details|data)\b(?=[^.?!]*\b(?:form|fill|submit|send)\w*)|\bhow\s+long\s+(?:do|will)\s+(?:you|u)\s+(?:keep|hang\s+on\s+to|hold\s+on\s+to|store)\s+(?:what|whatever)\s+(?:i|we)\s+(?:type|typed|write|wrote|put|submit\w*|enter\w*|fill\w*(?:\s+in)?)\b/gi, '$& (what you send: use, keep, never sell)', /info|details|data|stuff|what|sell|sold|share|long/i],
  // Predicting who defaults or pays off early, or pricing loans better: the ML page's predictive risk models.
  [/\b(?:predict\w*|forecast\w*|anticipat\w*)\b(?=[^.?!]*\b(?:defaults?\b(?!\s+settings?)|defaulting|go(?:es|ing)?\s+bad|pay\w*\s+(?:(?:their|the|its|a|those)\s+)?(?:loans?|mortgages?|lines?|balances?)\s+off|pay\w*\s+off\s+(?:early|their|the\s+(?:loan|mortgage))|pays?\s+early|prepay\w*|delinquen\w*))|\b(?:improve|sharpen|better)\s+(?:our\s+)?loan\s+pricing\b|\bprice\s+(?:our\s+)?loans\s+better\b/gi, '$& (predictive risk models: credit, prepayment and default)', /predict|forecast|anticipat|pric/i],
  // Customers who would rather write than call: the non-voice e-mail and chat support (not the visitor's own preference).
  [/(?<=\b(?:customers?|people|members?|borrowers?|policyholders?|clients?|users?|folks|those|who(?:'d)?|they'd)\s+(?:\w+\s+){0,2}?)\b(?:rather|prefer(?:s|ring)?\s+to)\s+(?:write|type|text|e-?mail|chat)\b|(?<=\b(?:customers?|people|members?|borrowers?|policyholders?|clients?|users?|folks|those|who(?:'d)?|they'd)\s+(?:\w+\s+){0,2}?)(?:rather\s+)?\bwrite\s+(?:rather\s+)?than\s+(?:call|phone|pick\s+up)\b/gi, '$& (non-voice e-mail and chat support)', /rather|prefer/i],
  // How good our agents are: the quality monitoring and quality scores the support pages name.
  [/(?<!\bai\s+)\b(?:agents?|reps?)'?\s+performance\b|\b(?:measure|track|monitor|know|check|tell)\w*\b(?=[^.?!]*(?<!\bai\s+)\b(?:agents?|reps?)\b[^.?!]*\b(?:any\s+good|doing\s+(?:ok|okay|well|good)|performing|quality)\b)/gi, '$& (quality monitoring, quality scores)', /agent|\brep/i],
  // A customer's identity checked at onboarding: the banking page's automated KYC.
  [/\b(?:verify|verifying|check|checking)\s+(?:an?\s+)?(?:new\s+)?(?:customer|member|client)'?s?\s+(?:id|ids|identity|identities)\b|(?<=\b(?:onboarding|customers?|members?|accounts?|kyc)\b[^.?!]*)\bid\s+checks?\b|\bid\s+checks?\b(?=[^.?!]*\b(?:onboarding|customers?|members?|accounts?)\b)/gi, '$& (automated KYC)', /\bids?\b|identit/i],
  // Whether the change lasts once the consultants leave: change management and handing over ownership.
  [/\b(?:after|once|when)\s+(?:your|the|ur)\s+(?:consultants?|team|people)\s+(?:leave|go|are\s+gone|walk\s+away|pull\s+out)\b|\b(?:you|u|y'?all|your\s+(?:consultants?|team))\s+(?:\w+\s+)?stick\s+around\b|\b(?:does|will|would)\s+(?:anything|it|the\s+change|any\s+of\s+(?:it|this))\s+(?:actually\s+)?stick\b|\bjust\s+hand\s+(?:us\s+)?a\s+deck\b/gi, '$& (change management, hand over ownership)'],
  // How a pilot shows it worked: the interview's touches, cycle time and defects.
  [/\bhow\s+(?:do|will|would|can|could)\s+we\s+(?:tell|know)\s+(?:if|whether)\s+(?:it|the\s+pilot|this)\s+(?:worked|is\s+working|paid\s+off)\b|\bwhat\s+should\s+we\s+(?:measure|track)\b(?![^.?!]*\b(?:agents?|staff|employees|team|people)\b)/gi, '$& (measure touches, cycle time and defects)'],
  // Telling one document from another: LoanXPress's classification by content.
  [/\btell\s+(?:an?\s+|the\s+|which\s+)?(?:pay\s*stubs?|w-?2s?|bank\s+statements?|tax\s+returns?|appraisals?|docs?|documents?|statements?)\b(?=[^.?!]*\b(?:from|apart)\b)/gi, '$& (LLM-based classification: documents identified by content)', /\btell\b/i],
  // Who can open a loan's documents, how they are kept safe: LoanXPress's data protection.
  [inSentenceWith(String.raw`(?:\bwho\s+can\s+(?:open|see|access|view)\b|\baccess\s+locked\s+down\b|\bsnoop\w*|\b(?:protected|kept\s+safe|safe|secured?)\b)`, String.raw`(?:docs?|documents?|files?|loan\s+files?|loanxpress|borrower\s+data)`), '$& (data protection: encryption, role-based access and audit trails)', /who\s+can|locked|snoop|protected|safe|secure/i],
  // Which frauds our models catch: the banking page's fraud detection.
  [/\b(?:what|which)\s+(?:kinds?\s+of\s+|types?\s+of\s+|sorts?\s+of\s+)?fraud\b(?=[^.?!]*\b(?:catch|spot|detect|find|flag|pick\s+up)\b)/gi, '$& (fraud detection: altered statements, synthetic identities)', /fraud/i],
  // Watching systems after a release, or production ("keeping an eye on prod"): the DevOps page's observability.
  [/\b(?:watch|monitor|keep\s+an\s+eye\s+on)\s+(?:the\s+|our\s+)?(?:systems?|prod(?:uction)?|servers?|releases?)\b(?=[^.?!]*\b(?:after|once|post)\b[^.?!]*\b(?:release|go[\s-]?live|launch|deploy\w*)\b)|\bmonitoring\s+after\s+(?:the\s+)?(?:release|go[\s-]?live|launch)\b|\b(?:watch(?:ing)?|monitor(?:ing)?|keep(?:ing)?\s+an\s+eye\s+on)\s+(?:the\s+|our\s+)?(?:prod\b|production\s+(?:systems?|environments?|servers?|apps?))/gi, '$& (observability: monitoring, alerting and incident response)', /watch|monitor|eye\s+on/i],
  // Whether a review window was always so ("post close qc review window? was it always that short", "used to be?", "has
  // that gotten tighter lately"): what the QC article says was cut and tightened.
  [/(?<=\b(?:window|period|deadline|timeline|investors?|days)\b[^]*)(?:\b(?:was|has|is)\s+(?:it|that|this)\s+always\b|\balways\s+been\b|\bused\s+to\s+be\b|\b(?:gotten|got|become|grown)\s+(?:shorter|tighter|stricter)\b|\bwhat\s+was\s+it\s+before\b)/gi, '$& (expectations tightened, cut the review period)', /(?=[^]*\b(?:window|period|deadline|timeline|investor|days))(?=[^]*\b(?:always|used|shorter|tighter|stricter|before)\b)/i],
  // The visitor's page told when a form is sent ("can our page know when someone submits the embedded form", "any js
  // hook"): the partner guide's events; not when we reply to what the visitor sent.
  [/\b(?:(?:get|be)\s+notified(?:\s+in\s+(?:js|javascript))?|know|tell|detect|find\s+out)\s+when\b(?=[^.?!]*\b(?:submit\w*|sends?|sent|fills?\s+(?:in|out))\b)(?![^.?!]*\b(?:reply|replies|respond\w*|get\s+back|hear\s+back|arrive[sd]?|received)\b)|\b(?:js|javascript)\s+(?:hook|callback|event)s?\b/gi, '$& (events: DOM CustomEvents that bubble, listen on document)', /notified|know|tell|detect|find\s+out|js|javascript/i],
  // The tools of our DevOps work ("devops services. tools?", "which tools for the infra part"): what its infrastructure
  // as code is built with, not a tool of ours by name; not where the visitor has named it already.
  [/(?<=\b(?:devops|devsecops|infra\w*|environments?|pipelines?)\b[^]*)\b(?:tools?|tooling)\b|\b(?:tools?|tooling)\b(?=[^.?!]*\b(?:devops|devsecops|infra\w*)\b)/gi, '$& (infrastructure as code: Terraform, containers, Kubernetes)', /(?=[^]*\btool)(?=[^]*\b(?:devops|devsecops|infra|environment|pipeline))(?![^]*\b(?:as\s+code|terraform|kubernetes))/i],
  // Only by phone: which channels a service answers on.
  [/\b(?:only|just)\s+(?:over|by|via|on)\s+(?:the\s+)?phone\b|\bphone\s+only\b/gi, '$& (channels: voice, e-mail, chat)', /phone/i],
  // Servicing shorthand: "loss mit and workouts" is the site's loss mitigation.
  [/\bloss\s*-?\s*mit\b/gi, 'loss mitigation'],
  // QC as a verb ("an app that QCs mortgage files", "how a purchased loan gets QC'd"): a quality check.
  [/\bqc(?:'?s|'?d|'?ed|'?ing)\b/gi, 'quality check'],
  // A security test of a system is what the site calls VAPT.
  [/\b(?:security|pen(?:etration)?)\s+test(?:s|ing)?\b|\bpen\s*-?\s*test\w*|\bethical\s+hack\w*|\b(?:hack|break)\s+into\s+(?:our|my|the)\s+(?:[\w-]+\s+){0,2}?(?:apps?|systems?|network|site|website|portal|platform|servers?)\b|\bhack\s+(?:us|our\s+(?:[\w-]+\s+){0,2}?(?:apps?|systems?|network|site|website|portal|platform|servers?))\b/gi, '$& (VAPT, penetration testing)'],
  [/\b(?:the|your|ur)\s+qc\s+(?:product|tool|software|app|solution)\b/gi, 'SmartQC'],
  // What a partner must send to be let in ("the embedded form keeps saying the message couldn't go out. what do we need
  // to send you to fix that?", "what do you need from us to allow our domain"): the guide's exact origins.
  [/(?<=\b(?:embed\w*|widgets?|forms?|domains?|origins?|whitelist\w*|csp|couldn'?t\s+(?:be\s+)?(?:sent|go\s+out)|can'?t\s+reach)\b[^]*)\bwhat\s+(?:exactly\s+)?(?:do|would|should)\s+(?:we|i|you|u)\s+(?:need\s+to\s+|have\s+to\s+)?(?:send|give|provide|need\s+from)\b|\bwhat\s+(?:exactly\s+)?(?:do|would|should)\s+(?:we|i|you|u)\s+(?:need\s+to\s+|have\s+to\s+)?(?:send|give|provide|need\s+from)\b(?=[^]*\b(?:embed\w*|widgets?|domains?|origins?|whitelist\w*|allow)\b)|\b(?:allow|add|list)\s+(?:our|my)\s+domains?\b|\bwhich\s+domains?\s+(?:do|should|must)\s+(?:we|i)\s+(?:have\s+to\s+)?allow\b|\bdomain\s+(?:is\s*n'?t|isnt|is\s+not)\s+allowed\b/gi, '$& (send us the exact origins of your pages: scheme, host and port)', /send|give|provide|need\s+from|domain/i],
  // A partner asking to be let in: the guide calls it the allowed origins.
  [/(?<!\bips?\s+(?:addresses\s+)?)\b(?:white|allow)\s*-?\s*list(?:ed|ing)?\b(?![^.?!]*\bips?\b)|\b(?:my|our)\s+(?:domain|site|website|origin)\s+(?:\w+\s+)?(?:allowed|approved|enabled|added|listed|listing|registered)\b(?![^.?!]*\b(?:google|bing|search|seo|director(?:y|ies)|yelp|maps)\b)/gi, '$& (allowed origins)'],
  // "Does it work with React?": a page technology, not "react to change".
  // Only when the widgets are what is asked about: "can you build a portal in React for us" is a project of ours.
  [new RegExp(`(?<=\\b(?:it|this|widgets?|chat\\s*bot|chatbot|chat|forms?|loader|embed\\w*|snippet|script|elements?)\\b[^.?!]*)\\b(?:with|in|into|on|for|using|inside)\\s+(?:an?\\s+|our\\s+|my\\s+)?(?:${PAGE_TECH.source})(?:\\s+(?:app|site|page)s?)?`, 'gi'), '$& (a web page: custom elements for any page, no framework)'],
  // "pre-UW" becomes pre-underwriting too.
  [/\buw\b/gi, 'underwriting'],
  // A system "built in house" is the visitor's own, not a house (a homeowner's question).
  [/\b(?:built|made|developed|written|done)\s+in\s*-?\s*house\b/gi, 'our own'],
  [/\bin\s*-?\s*house\s+(los|systems?|platforms?|software|tools?|apps?)\b/gi, 'own $1'],
  // What we have published is our articles, not a blog to register (text.ts maps "publish" to "register"): "what have
  // you published", "have you written about AI"; not "have you written integrations for encompass".
  [/\b(what\s+)(?:have|has|did)\s+(?:you|u|y'?all|your\s+(?:team|company|firm))\s+(?:published|written|posted|put\s+out)\b/gi, '$1are your articles'],
  [/\b(?:have|has|did)\s+(?:you|u|y'?all|your\s+(?:team|company|firm))\s+(?:published|written|posted|put\s+out)(?=\s+(?:about|anything|something|lately|recently|so\s+far|(?:any|some)\s+(?:articles?|posts?|blogs?|papers?|pieces?|whitepapers?|research))\b|[\s?.!]*$)/gi, 'are your articles'],
];

/**
 * How short or plain the answer should be, no topic: "give me the short version of what LoanXPress is" asks what
 * LoanXPress is, not "what do you do, short version" (not "a quick summary of each loan", "in short sale cases", "in
 * short supply"); "loanxpress at a glance, 3 bullets max", "three bullet points about loanxpress for a slide", "ur
 * mission in one line" ask what LoanXPress or the mission is. Lines or sentences only as the answer's length ("in two
 * sentences", ", 3 lines max"), not "can i paste 40 lines of code".
 */
const FORM_WORDS =
  /\b(?:(?:give|tell)\s+me\s+)?(?:(?:the|a)\s+)?(?:short|quick|brief)\s+version(?:\s+of)?\b|\b(?:give|tell)\s+me\s+(?:(?:the|a)\s+)?(?:short|quick|brief)\s+(?:summary|rundown|answer|overview)(?:\s+of)?\b|\bin\s+(?:a\s+nutshell|brief|short(?=\s*(?:[,;:.!?)]|$))|plain\s+english|simple\s+(?:terms|words|english)|a\s+few\s+words|layman'?s\s+terms)\b|\btl;?\s*dr\b|\b(?:in|as|into)\s+(?:(?:a\s+)?few|one|two|three|four|five|\d+|a)\s+(?:short\s+)?(?:bullet[\s-]points?|bullets?|lines?|sentences?|words?|paragraphs?)\b(?!\s+(?:of|code|html|js|javascript|css)\b)(?:\s+(?:max(?:imum)?|tops|or\s+(?:less|fewer)|at\s+most))?|(?:^|(?<=[,;:\u2013\u2014-]\s*))(?:(?:a\s+)?few|one|two|three|four|five|\d+)\s+(?:bullet[\s-]points?|bullets?|lines?|sentences?)\b(?:\s+(?:max(?:imum)?|tops|or\s+(?:less|fewer)|at\s+most))?(?=\s*(?:[,;:.!?\u2013\u2014-]|$))|\b(?:(?:(?:a\s+)?few|some|one|two|three|four|five|\d+)\s+)?(?:bullet[\s-]points?|bullets?|dot\s+points)\b(?:\s+(?:max(?:imum)?|tops|or\s+(?:less|fewer)|at\s+most))?|\bat\s+a\s+glance\b|\bquick\s+list\b|\bone[\s-]liner\b|\bfor\s+(?:a|my|the|our)\s+(?:slide|deck)\b/gi;

/** A visitor's words as the site says them ("buybacks" → "repurchase requests", "UW" → "underwriting"). */
export function expand(q: string): string {
  let out = q;
  for (const [re, to, needs] of VISITOR_WORDS) if (!needs || needs.test(out)) out = out.replace(re, to);
  // Only where a topic is left: "tl;dr" or "short version: what do you do?" stays as it is.
  const topic = out.replace(FORM_WORDS, ' ').replace(/(?:\s*[,;:\u2013\u2014-](?=\s|$)\s*){2,}/g, ', ').replace(/^[\s,;:\u2013\u2014-]+|[\s,;:\u2013\u2014-]+$/g, '');
  return (analyze(topic).length ? topic : out).replace(/\s{2,}/g, ' ').trim();
}

export async function createAnswerer(options: AnswererOptions = {}): Promise<Answerer> {
  const content = options.content ?? loadSiteContent();
  const faq = loadFaq(options.faq);
  const offTopic = options.offTopic ?? loadOffTopic();
  const unsaid = options.unsaid ?? loadUnsaid();
  const upstream = options.upstream ?? null;
  const finder = new Finder(content, faq);
  const talk = smallTalkMatcher(smallTalk, siteConfig.company);
  const pageTexts = content.map((c) => `${c?.title ?? ''} ${c?.content ?? ''}`);
  // What the site says and what its FAQ is asked as: which terms it explains and which it only names.
  let terms: SiteTerms | null = null;
  const siteTerms = (r: HybridRanker) =>
    (terms ??= new SiteTerms(
      [...r.sentences.map((x) => x.text), ...finder.faqList.map((f) => f.answer)],
      finder.faqList.flatMap((f) => [f.question, ...f.askedAs, ...f.askedAbout]),
      content.map((c) => c?.title ?? ''),
    ));
  const contentText = pageTexts.join('\n').toLowerCase();
  // As a word: "sage" is no name the site gives for being in "message".
  const namedInContent = (name: string) => new RegExp(`(?<![\\w-])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(contentText);

  // Built with the model in the background, or at the first question (it reads the English word list): the site's
  // own words (its pages, the FAQ's questions and answers; not the phrasings or examples, which keep visitors'
  // misspellings on purpose).
  let words: SiteVocabulary | null = null;
  const vocabulary = () => (words ??= new SiteVocabulary([...pageTexts, ...finder.faqList.flatMap((f) => [f.question, f.answer])]));
  /** A word English or the site's (else a name: a product, a brand). */
  const knows = (w: string) => vocabulary().knows(w);
  const spell = (text: string) => (options.spelling === false ? text : vocabulary().mend(text));

  let ranker: HybridRanker | null = null;
  let loading: Promise<boolean> | null = null;
  // Started by ready() (the server calls it once it listens) or by the first question,
  // never by creating the answerer: an app built only to be inspected costs no model.
  const load = (): Promise<boolean> => {
    if (loading) return loading;
    if (options.embeddings === false || !finder.loaded) return (loading = Promise.resolve(false));
    loading = (async () => {
      vocabulary();
      const texts = embeddingTexts(content, finder.faqList, [...offTopic, ...unsaid]);
      const own = !(options.content || options.faq || options.offTopic || options.unsaid);
      const file = options.embeddings ? options.embeddings.file : own ? DEFAULT_VECTORS_FILE : null;
      const { vectors } = await loadVectors(texts, file);
      // The model itself, so the first visitor does not wait for it.
      await warmUp();
      const prepared = new HybridRanker(finder, content, vectors);
      await prepared.settle();
      ranker = prepared;
    })().then(
      () => true,
      (err: unknown) => {
        // No model, no answers by meaning: the finder answers by words meanwhile, and a later question tries again.
        const error = err instanceof Error ? err : new Error(String(err));
        (options.onLoadError ?? defaultLoadError)(error);
        setTimeout(() => (loading = null), options.retryAfterMs ?? LOAD_RETRY_MS).unref();
        return false;
      },
    );
    return loading;
  };

  /** SPEC's fallback, with conversation starters. */
  const notFound = (): ChatAnswer => ({ answer: NOT_FOUND, score: 0, answered: false, suggestions: finder.starterQuestions() });

  const handoff = (answer: string, reason: HandoffReason, score = 0): ChatAnswer => ({
    answer,
    score,
    answered: score > SCORE_THRESHOLD,
    handoff: reason,
    suggestions: [],
  });

  const lexical = async (q: string): Promise<ChatAnswer> => {
    const { context, ...local } = finder.ask(q);
    let best: ChatAnswer = local;
    if (upstream && local.answer !== GREETING && context.length) {
      const remote = await askUpstream(upstream, q, context.join('\n\n'));
      if (remote && remote.score > SCORE_THRESHOLD && remote.score > local.score) best = { ...local, answer: remote.answer, score: remote.score };
    }
    return { ...best, answered: best.score > SCORE_THRESHOLD };
  };

  const fromCandidate = (c: Candidate, q: string, ranked: Candidate[]): ChatAnswer => {
    const score = round((c.score - FOUND_GATE.min) / (1 - FOUND_GATE.min));
    const r = ranker!;
    const answer = r.answer(ranked, c);
    if (c.kind === 'faq') {
      const f = finder.faqList[c.index];
      const source = finder.sourceOf(f.url, f.question);
      return { answer, score, answered: true, ...(source ? { source } : {}), suggestions: finder.suggestionsFor(q, f.url, c.index) };
    }
    const item = content[r.sentences[c.index].item];
    return { answer, score, answered: true, source: { title: item.title, url: item.url }, suggestions: finder.suggestionsFor(q, item.url) };
  };

  /** What the example models weigh, for each of some texts asked on their own: the best passage, the nearest example of each kind. */
  const gateFeatures = async (texts: string[]) => {
    const r = ranker!;
    const embedding = embed(texts);
    const words = texts.map((t) => r.words(t));
    return (await embedding).map((raw, k) => {
      const qv = r.project(raw);
      const best = r.rank(texts[k], qv, texts[k], words[k])[0];
      const toUs = addressesUs(texts[k]);
      return { best, off: { best, example: r.nearestExample(qv, 0, offTopic.length), toUs }, unsaid: { best, example: r.nearestExample(qv, offTopic.length), toUs } };
    });
  };

  /**
   * Whether a message of several sentences is off-topic in what it asks: visitors set out their situation before
   * they ask ("We are a lender doing 800 loans a month. Our underwriters are drowning in paperwork. What can you
   * do?"), so a sentence clearly about our work (`PART_OURS`) makes the message ours, however far off the rest
   * sounds; unless the sentence it asks with stands on its own (two words of a topic, leaning on no other) and is
   * off-topic itself ("We're refinancing this spring. Should we lock the rate now?").
   */
  const offTopicAsked = async (q: string): Promise<boolean> => {
    const parts = sentencesOf(q);
    if (parts.length < 2) return true;
    const features = await gateFeatures(parts);
    if (features.every((f) => !f.best || exampleProbability(f.off, OFF_TOPIC_MODEL) >= PART_OURS)) return true;
    const asking = askingSentence(parts);
    const f = features[parts.indexOf(asking)];
    // "What can you do?" has no subject of its own: it asks about the situation before it.
    return !isFollowUp(asking) && analyze(asking).length >= 2 && (!f.best || isOffTopic(f.off));
  };

  /**
   * Whether the sentence a message of several asks with is about us but unsaid too: "Releases take months and the
   * auditors flag our change controls. What would your DevOps team do?" asks the last, which the site answers.
   */
  const askingPartUnsaid = async (q: string): Promise<boolean> => {
    const parts = sentencesOf(q);
    if (parts.length < 2) return true;
    const [f] = await gateFeatures([askingSentence(parts)]);
    return !!f.best && isUnsaid(f.unsaid);
  };

  const ask = async (question: string, previous?: string): Promise<ChatAnswer> => {
    // The route allows 400 characters; a direct caller gets the first 1000 looked at.
    const asked = typeof question === 'string' ? question.trim().slice(0, 1000) : '';
    if (!asked) return { answer: NOT_FOUND, score: 0, answered: false };
    // Punctuation or an emoji alone ("¿?", ":)") asks nothing: the model would still place it somewhere.
    if (!/[\p{L}\p{N}]/u.test(asked)) return notFound();
    if (vocabulary().foreign(asked)) return handoff(LANGUAGE_TEXT, 'unknown');
    const q = spell(withoutGreeting(asked));
    if (isGreeting(q)) return { ...(await lexical(q)), answered: true };
    const prev = typeof previous === 'string' ? spell(previous.trim().slice(0, 1000)) : '';
    const leans = !!prev && (isFollowUp(q) || leansBack(q));
    // After "what does LoanXPress do?", "so what can you do?" asks what we can do about it and "who are you guys?"
    // about whom it is for; "is this a bot?", "thanks, that's all" are still small talk.
    const chat = talk.match(q, leans ? AFTER_A_QUESTION : undefined);
    if (chat) return { answer: chat, score: 1, answered: true, suggestions: finder.starterQuestions() };
    if (asksForPerson(q)) return handoff(PERSON_TEXT, 'asked', 1);
    // "that's not what i asked": no answer, so a person is offered at once rather than after another fallback.
    if (complains(q)) return handoff(SORRY_TEXT, 'unknown');
    if (asksBotLanguage(q)) return handoff(LANGUAGE_TEXT, 'unknown');
    if (!finder.loaded) return { answer: NOT_LOADED, score: 0, answered: false };
    // Small talk aside, a bare "how long?" after a question asks about that question's subject too.
    const withPrevious = leans || (!!prev && isBare(q));
    if (asksPersonalFinance(q)) {
      // As with a price: with only the FAQ loaded, SPEC's "no answer" text stays the reply.
      return { answer: finder.hasContent ? PERSONAL_FINANCE_TEXT : NO_FAQ_ANSWER, score: 0, answered: false, suggestions: finder.starterQuestions() };
    }
    if (asksPrice(q)) {
      // With only the FAQ loaded, SPEC's "no answer" text stays the reply; the person is offered all the same.
      return finder.hasContent ? handoff(PRICE_TEXT, 'pricing') : { ...handoff(NO_FAQ_ANSWER, 'pricing') };
    }

    // A job with us, our contract terms: no page of ours says.
    if (asksUnsaidTopic(q)) return handoff(UNSAID_TEXT, 'unknown');

    // A yes/no about a product the site never names (and that is no LOS): the site can't back a yes.
    // Each of two named at once ("Fiserv or Jack Henry"; "Terraform and Kubernetes", which the DevOps page names, are ours).
    const names = (integrationName(q, knows) ?? '').split(/\s+(?:or|and|&)\s+|\s*\/\s*/).filter((n) => n && !isLos(n) && !PAGE_TECH.test(n) && !namedInContent(n));
    if (names.length) return handoff(integrationText(names.join(' or ')), 'unknown');

    // Other firms' products judged against each other ("is uipath better than automation anywhere"), a job at another
    // firm, a command of the visitor's own tools: no page of ours says.
    if (judgesOthers(q, knows) || asksElsewhere(q)) return notFound();

    if (!ranker) {
      void load();
      return lexical(q);
    }
    // A comparison: what each is, when the site says what each is (not "a stock and a bond"). Each is asked of the
    // ranking alone: no small talk, person or price check speaks for one half.
    const pair = leans ? null : comparedPair(q);
    // Two terms the site does not explain, not asked of us ("what's the difference between a credit union and a bank";
    // not "early and late stage collections for you", nor a way of working: "extraction speed vs keying by hand"):
    // general knowledge, as a definition of either would be.
    if (pair && !mentionsUs(q) && pair.every((t) => !OUR_PRODUCTS.test(t) && !PHRASE_WORDS.test(t) && siteTerms(ranker!).unexplained(withoutArticle(t)))) return notFound();
    if (pair) {
      // Each half is a thing set beside another ("SmartQC vs manual review"), not a term of the field to define.
      const [a, b] = await Promise.all(pair.map((term) => byMeaning(ranker!, `What is ${term}?`, '', false, true)));
      if (a.answered && b.answered && a.source && b.source && !a.handoff && !b.handoff && a.answer !== b.answer) {
        return { ...a, answer: `${a.answer} ${b.answer}`, score: Math.min(a.score, b.score) };
      }
    }
    // "and for banks?" after "what are your mortgage use cases": that question, of banking.
    const switched = withPrevious ? switchedIndustry(q, prev) : null;
    if (switched) return byMeaning(ranker, switched, '', false);
    // "and after that?": the step the page takes after the one the previous answer leads with.
    if (prev && asksNext(q)) {
      const before = await byMeaning(ranker, prev, '', false);
      const step = before.answered && !before.handoff && before.source ? ranker.stepAfter(before.answer, before.source.url) : null;
      if (step) return { ...before, answer: step, suggestions: finder.suggestionsFor(q, before.source!.url) };
    }
    return byMeaning(ranker, withoutExcepted(q), prev, withPrevious, false, asked);
  };

  /**
   * Whether the site answers a text on its own: its best answer found (and, `onTopic`, not taken for off-topic; with
   * `byWords`, found by its words too, not by a near meaning alone: "is it going to rain" comes near "forecasting").
   */
  const answersAlone = (r: HybridRanker, query: string, qv: Float32Array, asked: string, onTopic = false, byWords = false): boolean => {
    const best = r.rank(query, qv, asked)[0];
    if (!best || !found(best) || (byWords && best.lexical < FOUND_GATE.quarter)) return false;
    return !onTopic || !isOffTopic({ best, example: r.nearestExample(qv, 0, offTopic.length), toUs: addressesUs(asked) });
  };

  /** The hybrid ranking, the example models and the kind checks, for a question that got past the ones above. */
  const byMeaning = async (r: HybridRanker, q: string, prev: string, follows: boolean, compared = false, asWritten = q): Promise<ChatAnswer> => {
    const query = expand(follows ? `${prev} ${q}` : q);
    // A message of several sentences is read with the one it asks with weighed again: the situation a visitor sets
    // out first ("our cost to originate has gone through the roof") must not outweigh what they ask. Not where
    // that sentence leans on the others ("… - is it just developers?").
    const parts = follows ? [] : sentencesOf(q);
    const asking = parts.length > 1 ? askingSentence(parts) : '';
    // A follow-up's own words read as they are in the whole ("how do you keep them in check" after risk models is about
    // the models): what the whole's words add after the previous question's, where it begins with them.
    const prevWords = follows ? expand(prev) : '';
    const ownWords = !follows ? '' : query.startsWith(prevWords) ? query.slice(prevWords.length).trim() || expand(q) : expand(q);
    const focus = follows ? ownWords : asking && !isFollowUp(asking) ? expand(asking) : '';
    // A follow-up ("how much does it save per loan tho", "what about live chat, same deal?") is about the previous
    // question's subject: that question is weighed on its own too.
    const embedding = embed(focus ? [query, focus, ...(follows ? [prevWords] : [])] : [query]);
    // The words' half of the ranking, while the model's threads embed.
    const words = r.words(query);
    // The job a message opens with ("Procurement here. Is there a product document …") is left out of the words that
    // choose the answer; the example models still weigh the words of the whole, as they were fitted.
    const unintroduced = follows ? q : withoutRoleIntro(q);
    const [raw, own, before] = await embedding;
    const qv = focus ? blend(r.project(raw), r.project(own), follows ? FOLLOW_UP_WEIGHT : ASKING_WEIGHT) : r.project(raw);
    const asWords = r.rank(query, qv, q, words);
    const ranked = follows
      ? r.rankFollowUp(query, ownWords, qv, q, asWords)
      : unintroduced !== q ? r.rank(query, qv, q, r.wordsOfEither(query, expand(unintroduced))) : asWords;
    let best = ranked[0];
    const weighed = asWords[0];
    const offSim = r.nearestExample(qv, 0, offTopic.length);
    const unsaidSim = r.nearestExample(qv, offTopic.length);
    const toUs = addressesUs(q);
    // About a product of ours, or how old we are ("when was the company founded", however near "when was the first
    // bank founded"): ours to answer, or to hand to a person who knows more than the site says.
    const ours = OUR_PRODUCTS.test(expand(q)) || asksOurAge(q);
    // A partner asking about one of our widgets asks the guide, however near general web how-to it sounds; a visitor
    // naming one of our articles asks the article: when the best passage is the guide's or the article's, or, where
    // the question would fall back, one of theirs ranks nearly as well ("the order of precedence for the api base
    // setting" ties with a document-classification line).
    const thing = best ? ourThingAsked(q, asWritten) : null;
    const ownPage = !!thing && OWN_PAGES[thing].test(r.urlOf(best));
    // A business's problem stated rather than asked ("tax season swamps our back office every year"): theirs at work,
    // so off-topic only when the model is surer.
    const offTopicLikely = (f: ExampleFeatures) =>
      statesBusinessProblem(q) ? exampleProbability(f, OFF_TOPIC_MODEL) >= STATED_PROBLEM_THRESHOLD : isOffTopic(f);
    let offGate = best && !ownPage && offTopicLikely({ best: weighed, example: offSim, toUs }) && (await offTopicAsked(q));
    // Its own few words sound like a consumer's ("does that include the debt recovery side" is near "debt
    // consolidation or bankruptcy"): not off-topic when the previous question is one the site answers and the
    // follow-up's own words find an answer too ("is it going to rain tomorrow" after SmartQC finds none).
    // One that does not point back must not be off-topic in its own words either ("and how do i fix my wifi" after
    // DevOps), nor name a thing neither English nor the site's ("also, is Zelle safe to use?" after payments).
    const pointsBack = REFERS_BACK.test(q);
    const namesOther = () => (q.match(/[a-z]{3,}/gi) ?? []).some((w) => !knows(w));
    const ownWordsOurs = () => (pointsBack || !namesOther()) && answersAlone(r, expand(q), r.project(own), q, !pointsBack, true);
    if (offGate && before && ownWordsOurs() && answersAlone(r, expand(prev), r.project(before), prev, true)) offGate = false;
    // A service of ours the site only announces ("any help on the tax side", "what's the scope of your insurance
    // offering"): its "coming soon" is the honest answer, however near a consumer's tax or insurance question it sounds;
    // asked of us, of nothing of the visitor's own ("my car"), naming the page's subject, within `KIND_MARGIN` of the best.
    let announced = false;
    // Near an unsaid example too ("MGA here - do you automate anything on the insurance side, claims etc?").
    const unsaidLikely = !!best && isUnsaid({ best: weighed, example: unsaidSim, toUs });
    // Its page named as a page of the site: that page's, however far down it ranks.
    const pageNamed = SERVICE_PAGE.test(q);
    if ((((offGate || (unsaidLikely && !ASKS_WHO_OR_COUNT.test(q))) && asksService(q)) || pageNamed) && !mentionsSelf(q)) {
      const soon = ranked.find((c) => (pageNamed || c.score >= best.score - KIND_MARGIN) && found(c) && COMING_SOON.test(r.text(c)) && namesPage(q, r.urlOf(c)));
      if (soon) [best, offGate, announced] = [soon, false, true];
    }
    if (offGate && thing) {
      const own = ranked.find((c) => c.score >= best.score - KIND_MARGIN && found(c) && OWN_PAGES[thing].test(r.urlOf(c)));
      if (own) [best, offGate] = [own, false];
    }
    // A widget of ours to put on the visitor's own site ("can we put your contact form on our bank site") is the
    // partner guide's to answer, however well the form's own lines match the words.
    if (thing === 'widget' && !ownPage && !offGate && ON_OWN_PAGE.test(q)) {
      const guide = ranked.find((c) => found(c) && OWN_PAGES.widget.test(r.urlOf(c)));
      if (guide) best = guide;
    }
    // "When will the insurance services go live?": a page it may be about (within 0.1 of the best) says only that more is
    // coming soon, so there is no date to give, and a person can say more (however near a consumer's question it sounds).
    // A found passage ranking within `KIND_MARGIN` of the best that says what the question's kind needs, or null.
    const nearlySaying = (says: (text: string) => boolean) => r.saying(ranked.filter(found), best, KIND_MARGIN, says);
    if (best && asksDate(q) && nearlySaying((t) => COMING_SOON.test(t))) return handoff(DATE_TEXT, 'unknown');
    // What the site says of a service it only announces is no unsaid topic: "coming soon" is what it says.
    const unsaidGate = unsaidLikely && !announced && (await askingPartUnsaid(q));
    // Both: the nearer example's kind, or off-topic where its model is the surer ("who painted the mona lisa" is as near
    // an unsaid example as an off-topic one). Off-topic but about a product of ours: a person, as for unsaid.
    if (offGate && !ours && (!unsaidGate || offSim >= unsaidSim || exampleProbability({ best: weighed, example: offSim, toUs }, OFF_TOPIC_MODEL) > exampleProbability({ best: weighed, example: unsaidSim, toUs }, UNSAID_MODEL))) return notFound();
    if (unsaidGate || offGate) return handoff(UNSAID_TEXT, 'unknown');
    // "What is escrow?" where the site only names escrow: general knowledge, not ours to answer with a sentence that names it.
    const term = compared ? null : definedTerm(q);
    if (term && !ours && siteTerms(r).unexplained(term)) return notFound();
    // The kind asked must be in the answer: never a confident answer of another kind.
    const when = asksDate(q)
      ? { text: DATE_TEXT, names: namesTime }
      : asksSince(q)
        ? { text: DATE_TEXT, names: namesYear }
        : asksDuration(q)
          ? { text: DURATION_TEXT, names: (text: string) => namesDuration(text, q) }
          : asksCount(q)
            ? { text: UNSAID_TEXT, names: (text: string) => namesNumber(withoutContacts(text)) }
            : null;
    if (!best || !found(best)) {
      if (when) return handoff(when.text, 'unknown');
      if (ours) return handoff(UNSAID_TEXT, 'unknown');
      return notFound();
    }
    // Of the passages within `KIND_MARGIN`, the one whose page the others come from leads (hybrid.ts `byConsensus`;
    // the first-ranked one follows it as a tie, `companion`); not for a question about one of our widgets or articles,
    // whose own pages answer it. What the answer lacks is still looked for near the best.
    const chosen = best === ranked[0] && !thing ? r.byConsensus(ranked, found, KIND_MARGIN) : best;
    let reply = fromCandidate(chosen, q, ranked);
    if (when && !when.names(reply.answer)) {
      // A passage nearly as near that does say when or how long, else none.
      // A follow-up's own kind ("… and what about turnaround time?" after a saving) ranks lower under the previous
      // question's words: looked for a little further down; so does the answer's own section's ("if i fill in the
      // contact form when do i get a reply": the form's lines outrank its "within one business day" on the words).
      const timed =
        (follows ? r.saying(ranked.filter(found), best, FOLLOW_UP_KIND_MARGIN, when.names) : nearlySaying(when.names)) ??
        (r.urlOf(chosen).includes('#') ? r.saying(ranked.filter((c) => found(c) && r.urlOf(c) === r.urlOf(chosen)), best, FOLLOW_UP_KIND_MARGIN, when.names) : null);
      if (!timed) return handoff(when.text, 'unknown');
      reply = fromCandidate(timed, q, ranked);
    }
    // How to try us first: a passage nearly as near that says how a pilot runs, where the best one does not.
    if (!when && asksPilot(q) && !namesPilot(reply.answer)) {
      const piloted = nearlySaying(namesPilot);
      if (piloted) reply = fromCandidate(piloted, q, ranked);
    }
    // A FAQ answer's "Yes." answers "do you…?", not "what do you do for insurers?".
    if (!asksYesNo(q)) reply = { ...reply, answer: reply.answer.replace(/(^|[.!?]\s+)Yes[.,]\s+(\w)/g, (_, before: string, c: string) => before + c.toUpperCase()) };
    // "What's included in …?": the section that names them, not only the line that sums them up.
    if (asksList(q)) {
      const list = r.listFor(ranked, chosen, reply.answer, KIND_MARGIN, q);
      if (list) reply = { ...reply, answer: `${reply.answer} ${list}` };
    }
    if (upstream) {
      const context = ranked.slice(0, 3).map((c) => r.text(c));
      const remote = await askUpstream(upstream, q, context.join('\n\n'));
      if (remote && remote.score > SCORE_THRESHOLD && remote.score > reply.score) return { ...reply, answer: remote.answer, score: remote.score };
    }
    return reply;
  };

  return { ready: load, ask };
}

/**
 * A message's sentences of three words or more, a dash, a semicolon or a colon between clauses counting as a stop
 * ("the board wants a number from me - what have lenders saved with your product?", "QC mgr here: does ur tool …"). Not text.ts `sentences`, which
 * waits for a capital after the stop: visitors often write in lower case ("we're a bank. are you soc 2 certified?").
 */
function sentencesOf(q: string): string[] {
  return q.split(/(?<=[.!?;:])\s+|\s+[-\u2013\u2014]+\s+/).filter((p) => p.split(/\s+/).length >= 3);
}

/**
 * What a question sets aside ("besides consulting", "apart from ops staffing"): up to three words after the
 * preposition, up to what it asks ("besides mortgage, which …"). Not "beyond", which is more than or after ("support
 * beyond business hours"), nor "what sets you guys apart from accenture".
 */
const EXCEPTED = /(?:^|,\s*|\s+)\b(?:besides|apart\s+from|aside\s+from|other\s+than|except(?:\s+for)?)\s+(?:(?:the|your|ur|our)\s+)?(?!what\b|which\b|how\b|that\b|this\b|it\b)[\w'-]+(?:\s+(?!what\b|which\b|how\b|do\b|can\b|are\b|is\b|else\b)[\w'-]+)?(?:\s+(?:one|side|work|stuff|staffing))?\s*,?/i;
/** Standing out from others, not setting a thing aside: "what sets you guys apart from accenture", "how do you stand apart from". */
const STANDS_APART = /\b(?:sets?|setting|stands?|standing)\s+(?:\S+\s+){0,3}?apart\b/i;
/**
 * A question without what it sets aside, whose words would find the very thing it does not ask about; every check of
 * byMeaning reads it so. Left whole when fewer than three words would remain.
 */
function withoutExcepted(q: string): string {
  if (STANDS_APART.test(q)) return q;
  const out = q.replace(EXCEPTED, ' ').replace(/\s+([?.!,])/g, '$1').replace(/\s+/g, ' ').trim();
  return (out.match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).length >= 3 ? out : q;
}

/** The sentence a message of several asks with: the last with a question mark, else the last. */
function askingSentence(parts: string[]): string {
  return [...parts].reverse().find((p) => p.includes('?')) ?? parts[parts.length - 1];
}

function round(x: number): number {
  return Math.round(Math.min(1, Math.max(0.01, x)) * 1000) / 1000;
}
