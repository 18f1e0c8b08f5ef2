// What kind of message a question is, before any ranking: small talk, a wish
// to talk to a person, a question whose answer must be of a kind (a price, a
// date, a yes/no about a named integration), or a follow-up of the previous turn.
import type { SmallTalkEntry } from '../../contract/chat';
import { definedTerm } from './definitions';
import { SUPPORT_WORK } from './text';

export interface SmallTalkMatcher {
  /** The reply, or null; `only`: the ids of the entries that may answer (all when absent). */
  match(message: string, only?: readonly string[]): string | null;
}

// Words around small talk that change nothing: "so who am I chatting with right now", "ok thanks then".
const LEAD_IN = '(?:(?:so|ok|okay|oh|um+|uh+|hmm+|well|and|hey|hi|hello|wait|sorry|right|alright)[ ,]+)*';
const TAIL = '(?:[ ,]+(?:right now|rn|now|here|today|then|exactly|actually|please|pls|btw|by the way|again|anyway|mate|buddy|for me|for us|for now))*';

/** Small talk is short: a longer message is a question with courtesies around it, and is not split into parts. */
const SMALL_TALK_WORDS = 12;
/** The longest part of a message one small-talk pattern may cover, in words. */
const PART_WORDS = 8;

/**
 * A message that is small talk as a whole, or a run of it ("thanks so much, that was really helpful", "ok thats
 * all, bye!", "nope i'm all set thanks"): the reply of the part whose entry comes first in `entries` (content/faq.ts
 * orders them so: a question to the bot before a goodbye, a goodbye before thanks, thanks before "ok").
 */
export function smallTalkMatcher(entries: SmallTalkEntry[], company: string): SmallTalkMatcher {
  const compiled = entries.map((e) => ({
    id: e.id,
    res: e.patterns.map((p) => new RegExp(`^${LEAD_IN}(?:${p})${TAIL}$`, 'i')),
    answer: e.answer.replace(/\{company\}/g, company),
  }));
  type Hit = { rank: number; group: string };
  const hitOf = (text: string, only?: readonly string[]): Hit | null => {
    for (let rank = 0; rank < compiled.length; rank++) {
      const c = compiled[rank];
      if (only && !only.includes(c.id)) continue;
      for (const re of c.res) {
        const hit = re.exec(text);
        if (hit) return { rank, group: hit[1] ?? '' };
      }
    }
    return null;
  };
  /** The parts a message splits into, each of them small talk (the first split found, scanning from the start); null when none. */
  const parts = (words: string[], only?: readonly string[]): Hit[] | null => {
    const reach: (Hit[] | null)[] = [[], ...words.map(() => null)];
    for (let end = 1; end <= words.length; end++) {
      for (let start = Math.max(0, end - PART_WORDS); start < end && !reach[end]; start++) {
        const before = reach[start];
        if (!before) continue;
        const hit = hitOf(words.slice(start, end).join(' '), only);
        if (hit) reach[end] = [...before, hit];
      }
    }
    return reach[words.length];
  };
  return {
    match(message, only) {
      const m = message.toLowerCase().replace(/[\s\p{P}\p{S}]+$/u, '').replace(/^[\s\p{P}\p{S}]+/u, '').replace(/\s+/g, ' ');
      let hit = hitOf(m, only);
      if (!hit) {
        // Punctuation between the parts is no part of any: "cool, got it, makes sense".
        const words = m.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
        const found = words.length <= SMALL_TALK_WORDS ? parts(words, only) : null;
        hit = found?.length ? found.reduce((a, b) => (b.rank < a.rank ? b : a)) : null;
      }
      return hit ? compiled[hit.rank].answer.replace(/\$1/g, hit.group) : null;
    },
  };
}

/** Languages visitors name, for the bot's own and for documents or agents in one. */
const LANGUAGES = 'spanish|french|german|chinese|mandarin|hindi|arabic|portuguese|italian|korean|japanese|vietnamese|russian|polish|tagalog|urdu|bengali';

/**
 * What languages the bot itself reads ("what languages can the chatbot reply in", "do you speak spanish", "can i ask
 * in french"): English only, which the bot knows though no page says; not the languages our support agents speak.
 */
const BOT_LANGUAGE = new RegExp(
  ((bot: string, chatbot: string, lang: string) =>
    `\\b(?:what|which)\\s+languages?\\s+(?:can|do|does|will)\\s+${bot}\\s+(?:speak|understand|read|reply|respond|answer|chat|talk|know)\\b` +
    `|\\b(?:do|can|does)\\s+${bot}\\s+(?:speak|understand|read|reply\\s+in|respond\\s+in|answer\\s+in|chat\\s+in|talk\\s+in)\\s+(?:${lang})\\b` +
    `|\\b(?:do|can|does)\\s+${chatbot}\\s+(?:support|do|know|handle)\\s+(?:${lang})\\b|\\b(?:is|are)\\s+${chatbot}\\s+(?:multilingual|bilingual)\\b` +
    `|\\b(?:can|may)\\s+(?:i|we)\\s+(?:ask|write|chat|type|talk)(?:\\s+(?:questions|to\\s+(?:you|u|the\\s+(?:chat\\s*)?bot)|you|u|the\\s+(?:chat\\s*)?bot))?\\s+in\\s+(?:${lang})\\b` +
    `|\\b(?:is|are)\\s+(?:this\\s+chat|${chatbot}|you|u)\\s+(?:available\\s+)?in\\s+(?:${lang})\\b`)(
    '(?:you|u|the\\s+(?:chat\\s*)?bot|this\\s+(?:chat\\s*)?bot|your\\s+(?:chat\\s*)?bot)',
    '(?:the|this|your|ur)\\s+(?:chat\\s*bot|bot|chat)',
    `other\\s+languages|any\\s+other\\s+language|another\\s+language|${LANGUAGES}`,
  ),
  'i',
);
/** Documents in a language ("can u read german tax returns"), or agents who speak one: our services, not the bot. */
const LANGUAGE_OF_WORK = new RegExp(
  `\\b(?:${LANGUAGES}|foreign[\\s-]language)\\s+(?:[\\w-]+\\s+){0,2}?(?:documents?|docs|statements?|returns?|files?|forms?|pay\\s*stubs?|contracts?|letters?|ids?|passports?|applications?|loans?)\\b|[\\w]+-speaking\\b|\\b(?:agents?|staff|reps?|people|team)\\s+(?:who\\s+)?(?:speak|speaking)\\b|\\b(?:do|does|can)\\s+(?:your|ur)\\s+(?:agents?|staff|reps?|people|team)\\b`,
  'i',
);

export function asksBotLanguage(q: string): boolean {
  return BOT_LANGUAGE.test(q) && !LANGUAGE_OF_WORK.test(q);
}

/** "Talk to a person", "book a demo", "call me": the visitor asks for a human. */
const ASKS_PERSON =
  /\b(?:talk|speak|chat)\s+(?:to|with)\s+(?:a\s+|an\s+|your\s+|some\s+)?(?:person|human|someone|somebody|agent|representative|rep|sales(?:\s*person)?|real\s+person|consultant|expert)\b|\b(?:book|schedule|arrange|set\s+up|request|get)\s+(?:a\s+|an\s+|(?:me|us)\s+(?:a|an)\s+)?(?:(?:quick|short|brief|live|intro(?:ductory)?|discovery|product|loanxpress|smartqc|\d+[\s-]min(?:ute)?)\s+)?(?:demo|call|meeting|consultation)\b|\bcall\s+me\b|\bcall\s+me\s+back\b|\bcontact\s+me\b|(?:^|[.?!,;]\s*|\b(?:how\s+(?:do|can|could|would|should)\s+(?:i|we)|(?:can|could|may)\s+(?:i|we)|(?:i|we)(?:'d|\s+would)?\s+(?:like|want|need)\s+to|(?:want|need)\s+to|way\s+to|(?:dial|ring|number|line)\s+to|please|pls|let\s+me)\s+)(?:reach|contact|get\s+(?:in\s+touch|hold)\s+(?:with|of))\s+(?:a\s+|an\s+|your\s+|some\s+)?(?:real\s+)?(?:person|human|someone|somebody|agent|representative|rep|sales(?:\s*(?:person|people|team|reps?))?|consultant|expert)\b(?![^.?!]*\b(?:my|(?:at|from|with)\s+(?!you\b|your\b|sales\b)\w+))|^(?:human|agent|person|operator)(?:\s+please)?[.!?]*$/i;

/**
 * Someone else calling the visitor ("a debt collector keeps calling me", "can my bank call me at work", "when will the
 * adjuster call me") is no request to us; a visitor who works with adjusters or servicers may still ask us to call.
 */
const THIRD_PARTY_CALLS = /\b(?:collectors?|agency|agencies|bank|lender|insurer|they|he|she|scammers?|keeps?|kept|stop)\b[^.?!]{0,30}?\b(?:call|contact)(?:s|ing|ed)?\s+me\b|\b(?:the|my)\s+(?:[\w-]+\s+)?(?:adjuster|appraiser|realtor|landlord|recruiter|servicer|creditor|doctor)s?\s+(?:will\s+|would\s+|should\s+|to\s+|is\s+going\s+to\s+|won'?t\s+|doesn'?t\s+|didn'?t\s+|never\s+|keeps?\s+|kept\s+)?(?:call|contact)(?:s|ing|ed)?\s+me\b/gi;

/** Loan origination systems by name (index.ts reads them as "loan origination system, LOS"). */
export const LOS_NAME = String.raw`encompass|byte(?:\s*pro)?|calyx(?:\s*point)?|empower|meridian\s*link|mortgagebot|lending\s*pad|black\s*knight`;
/** Other lending-technology vendors by name, beside the LOS names. */
const VENDOR_NAME = String.raw`${LOS_NAME}|blend|ncino|fiserv|jack\s+henry|temenos|finastra|sagent|dark\s+matter`;
/** Banks and lenders by name, whose own practices are theirs to say. */
const LENDER_NAME = String.raw`chase|jp\s*morgan(?:\s+chase)?|wells\s+fargo|bank\s+of\s+america|citi(?:bank|group)?|capital\s+one|pnc|truist|us\s+bank|rocket(?:\s+mortgage)?|quicken(?:\s+loans)?|uwm|united\s+wholesale(?:\s+mortgage)?|better(?:\.com)?|navy\s+federal|goldman\s+sachs|morgan\s+stanley|hsbc|barclays|santander`;

/** A demo, call or meeting booked ("book a demo", "get a quick call"). */
const BOOKED = String.raw`(?:book|schedule|arrange|set\s+up|request|get)\s+(?:a\s+|an\s+|the\s+)?(?:(?:loanxpress|smartqc|quick|short|product)\s+)?(?:demo|call|meeting|consultation)\b`;
/** A booking the question supposes in order to ask about it ("if we book a demo, what do we actually see"): no request yet. */
const SUPPOSED_BOOKING = new RegExp(String.raw`\b(?:if|when|once|after|before)\s+(?:we|i)\s+(?:(?!(?:could|would|can|might)\b)\w+\s+)?${BOOKED}[^.?!]*?\b(?:what|which|how|who|will|would|can|could|do|does|is)\b`, 'gi');
/** Someone else wants the booking and the visitor asks what it brings: "… asked me to book a demo … What would we get out of it?" */
const ASKED_TO_BOOK =
  new RegExp(String.raw`\b(?:asked|told|wants?|wanted)\s+(?:me|us)\s+to\s+${BOOKED}(?![^?]*\b(?:(?:can|could|would|will)\s+(?:you|u|someone|somebody)|please)\b)[^?]*?\b(?:what\s+(?:would|will|do|does|can)\s+(?:we|i|it)\s+(?:actually\s+)?(?:get|see|learn|cover|show)|what(?:'s|\s+is)\s+(?:covered|in\s+it)|who\s+will\s+be)\b`, 'gi');

/**
 * A specialist or an advisor of ours ("can I skip the bot and speak to a specialist?"); not the visitor's own matter
 * ("should i speak to an advisor before refinancing my mortgage", "a specialist at my bank") nor their customers'.
 */
const SPECIALIST =
  /^(?![^.?!]*\b(?:my|mine|(?:our|their)\s+(?:customers|borrowers|members|clients|policyholders))\b)[^.?!]*\b(?:(?:talk|speak|chat)\s+(?:to|with)|reach|contact|get\s+(?:in\s+touch\s+with|hold\s+of))\s+(?:a\s+|an\s+|your\s+|ur\s+|one\s+of\s+your\s+)?(?:specialists?|advis[eo]rs?|account\s+managers?)\b/i;

export function asksForPerson(q: string): boolean {
  if (SPECIALIST.test(q)) return true;
  return ASKS_PERSON.test(q.replace(THIRD_PARTY_CALLS, '').replace(SUPPOSED_BOOKING, '').replace(ASKED_TO_BOOK, ''));
}

// What a complaint is made of: the bot or its answer, said not to help ("that's not what i'm asking") or to be
// wrong or useless. Not "bad" or "terrible", which are as often said of a figure ("that's bad" after a cost).
const SUBJECT = String.raw`(?:that|this|it|you|u|(?:the|this|that|your|ur)\s+(?:answer|bot|chat\s*bot|reply|response|assistant|thing))`;
const IS = String.raw`(?:'?s|'?re|\s+(?:is|are|was|were))`;
const NOT = String.raw`(?:\s*n'?t|\s+not)`;
const HELPS = String.raw`(?:helpful|useful|right|correct|relevant|an?\s+answer|(?:what|the\s+thing)\s+i(?:'?m|\s+am|\s+was)?\s+(?:asked|asking|meant|wanted|need(?:ed)?|looking)(?:\s+for)?)`;
const UNHELPFUL = String.raw`(?:useless|unhelpful|wrong|incorrect|irrelevant|stupid|dumb|rubbish|garbage|nonsense|no\s+help)`;
const QUITE = String.raw`(?:\s+(?:so|really|totally|completely|pretty|very|just|quite|kinda|a\s+bit))?`;
const AT_ALL = String.raw`(?:\s+(?:at\s+all|either))?`;

/**
 * The visitor says the bot did not help ("you're useless", "that doesn't help", "that's not what i'm asking"): the
 * whole message, so "is it helpful for insurers?" asks about us and "that was useful" thanks. Read after the speller,
 * which has written "ur" out as "your" and "youre" as "you're".
 */
const COMPLAINT = new RegExp(
  String.raw`^(?:(?:ugh|no|nope|hmm+|well|sorry\s+but|but|thanks\s+but|ok\s+but)[\s,.!]+)?(?:` +
    [
      String.raw`${SUBJECT}${IS}(?:${NOT}\s+(?:very\s+|really\s+)?${HELPS}|${QUITE}\s+${UNHELPFUL})`,
      // "your useless": the possessive for "you're", as visitors type it.
      String.raw`(?:ur|your|youre)${QUITE}\s+${UNHELPFUL}`,
      String.raw`${SUBJECT}\s+(?:did|does|do)${NOT}\s+(?:help|answer|get\s+it|understand)(?:\s+(?:my\s+question|the\s+question|me))*`,
      String.raw`(?:you|u)\s+(?:never|still\s+(?:did|have)n'?t)\s+answer(?:ed)?\s+(?:my|the)\s+question`,
      String.raw`(?:wrong|useless|unhelpful)(?:\s+(?:answer|bot|reply))?`,
      String.raw`not\s+${HELPS}`,
      String.raw`(?:you|u)\s+(?:suck|are\s+no\s+help)`,
    ].join('|') +
    String.raw`)${AT_ALL}[\s\p{P}\p{S}]*$`,
  'iu',
);

export function complains(q: string): boolean {
  return COMPLAINT.test(q.trim());
}

/**
 * A price of ours: not the industry's costs the site quotes ("what does it cost lenders to originate a loan"), nor the
 * visitor's own pricing ("we price auto loans", "our team prices auto loans manually"); "your rate per agent per
 * month", "do you bill per seat", "what would smartqc licensing run", "the monthly retainer" are ours, not "can it bill
 * insurers after a claim", "my insurance is billed monthly", "what does nmls licensing look like".
 */
const PRICE =
  /\b(?:cheaper|cheapest|lower[\s-]cost|budget|entry[\s-]level|starter)\s+(?:plans?|tiers?|editions?|versions?|packages?|licen[cs]es?)\b(?!\s+than\b)|\b(?:do|does|will|would|must)\s+(?:we|i|partners?|they|you)\s+(?:have\s+to\s+|need\s+to\s+)?pay\s+(?:anything|something|extra|a\s+fee|fees)\b|\b(?:day|daily|hourly|billing|blended)\s+rates?\b|\b(?:consultants?|consulting)\s+(?:day\s+|daily\s+|hourly\s+)?rates?\b|\bpric(?:e|es|ed|ing)\b(?<!\b(?:loan|mortgage|risk[\s-]based|dynamic|deposit|premium|insurance|credit|product|rate)\s+pricing)(?<!\b(?:we|i|they|teams?|analysts?|underwriters?|lenders?)\s+(?:[a-z]+\s+)?pric(?:e|es|ed))(?!\s+(?:models?|engines?|decisions?|strateg(?:y|ies)|optimi[sz]ation|analytics))(?!\s+(?:(?:our|their|its)\s+)?(?:loans?|mortgages?|risk|polic(?:y|ies)|premiums?|credit|deals?|portfolios?)\b(?!\s+(?:qc|quality|files?|reviews?|services?|tools?|products?|software|checks?|processing|automation)\b))|\bhow\s+much\s+(?:does|do|would|will|is|are|did)\b(?!.*\b(?:sav|lose|loss|spend|faster|shorter|less|lower|reduc|quicker|fewer|origination|time)\w*)|\bwhat\s+(?:do|does|would|will)\s+(?:you|it|they|this|that)\s+charge\b|\bcharges?\b|\bfees?\b|\bdiscount(?:s|ed)?\b(?!\s+points?)|\b(?<!\b(?:(?:error|accuracy|defect|approval|success|hit)\s+rates?|figures?|numbers?|stats?|statistics?|percentages?|sources?|(?:cost\s+)?savings?|reductions?|cuts?)\s+(?:do|does|did|would)\s+(?:you|they|u)\s+)quotes?\b|\bcost\s+(?:us|me)\b|\bbudget\b|\b(?:free|no[\s-]cost|complimentary)\s+(?:trial|version|tier|plan|pilot|poc|of\s+charge)\b|\b(?:try|use|get|test)\s+(?:it|this|that|them|[\w-]+)\s+for\s+free\b|\bsubscription\b|\bper\s+hour\b|\bhourly\b|\brate\s+card\b|\b(?:your|ur)\s+rates?\s+per\b|\b(?:you|u)\s+bill\s+(?:per|by|monthly|annually|yearly|us|for\s+(?:the\s+|your\s+)?(?:platform|tool|service|product|software|smartqc|loanxpress|it))\b|\b(?:is|are)\s+(?:it|this|that|loanxpress|smartqc|the\s+(?:platform|tool|service|product|software|pilot))\s+billed\s+(?:per|by|monthly|annually|yearly)\b|\bper[\s-]seat\b|\b(?:monthly|annual|yearly|your|ur)\s+retainers?\b|\bretainer\s+(?:fees?|costs?|prices?)\b|\b(?:loanxpress|smartqc|your|ur|the\s+(?:platform|tool|software|product))\s+licen[cs]ing\s+(?:run|costs?|fees?|be|look)\b|\blicen[cs]e\s+(?:fee|cost)/i;
const INDUSTRY = /\boriginat\w*|\blenders?\b|\bindustry\b|\bmarket\b/i;
/** Words that may stand before a thing of ours that is costed ("an annual LoanXPress licence", "a 3-month pilot"). */
const COSTED_FILLER = String.raw`(?:(?:annual|yearly|monthly|typical|average|standard|basic|full|first|initial|small|\d+[\s-]?(?:month|year|week|day)s?|one[\s-]year|multi[\s-]year|loanxpress|smartqc|qc|consulting|rpa|ai|devops)\s+){0,2}`;
const COSTED_THING = String.raw`(?:loanxpress|smartqc|licen[cs]es?|subscriptions?|pilots?|poc|proof\s+of\s+concept|engagements?|demo)`;
/** One to three words naming an engagement's or a pilot's subject ("collections strategy"), none saying it went wrong ("a poorly run ai pilot"). */
const SERVICE_SUBJECT = String.raw`(?:(?!(?:failed|failing|bad|botched|stalled|poorly|unsuccessful|wasted|abandoned|cancell?ed)\b)[\w&-]+\s+){1,3}`;
/**
 * A thing we would sell, costed, whoever it is for ("what would an annual LoanXPress licence cost for a lender closing
 * 800 loans a month", "what does a typical engagement cost", "what would it cost to run a pilot", "cost of a licence
 * for 800 loans/month"): our price, however the lender or the market is named beside it.
 */
const OUR_THING_COST = new RegExp(
  [
    String.raw`\bwhat(?:\s+(?:does|do|would|will|might|could)|'?s)\s+(?:(?:an?|the|one|your|ur)\s+)?${COSTED_FILLER}${COSTED_THING}\s+(?:(?:with|from)\s+(?:you|u|us)\s+)?(?:\w+\s+)?cost\b(?!\s+(?:sav\w*|reduc\w*|cuts?|decreas\w*|benefits?|impact))`,
    String.raw`\bhow\s+much\s+(?:is|are)\s+(?:(?:an?|the|one|your|ur)\s+)?${COSTED_FILLER}${COSTED_THING}\b`,
    String.raw`\bhow\s+much\s+(?:does|do|would|will|might|could)\s+(?:(?:an?|the|one|your|ur)\s+)?${COSTED_FILLER}${COSTED_THING}\s+(?:\w+\s+)?cost\b`,
    String.raw`\b(?:price|cost)\s+(?:of|for)\s+(?:an?\s+|the\s+)?${COSTED_FILLER}${COSTED_THING}\b(?!\s+(?:for|of|to)\s+(?:${VENDOR_NAME}|an?\s+los)\b)`,
    // A service of ours by its subject ("what does a collections strategy engagement cost", "rough cost of a fraud pilot").
    String.raw`\bwhat\s+(?:does|do|would|will|might|could)\s+(?:an?\s+|the\s+|one\s+|your\s+|ur\s+)?${SERVICE_SUBJECT}(?:engagements?|pilots?|poc)\s+(?:\w+\s+)?cost\b(?!\s+(?:sav\w*|reduc\w*|cuts?|decreas\w*|benefits?|impact|(?:an?\s+|the\s+)?(?:lenders?|banks?|insurers?|compan(?:y|ies)|firms?)\b))`,
    String.raw`\b(?:price|cost)\s+(?:of|for)\s+(?:an?\s+|the\s+|one\s+|your\s+|ur\s+)?${SERVICE_SUBJECT}(?:engagements?|pilots?|poc)\b`,
    String.raw`\bwhat\s+(?:does|would|will|might|could)\s+it\s+cost\s+(?:us\s+)?to\s+(?:run|do|get|start|set\s+up|implement|deploy|roll\s+out|license|use|try)\s+(?:an?\s+|the\s+|your\s+|ur\s+)?(?:[\w-]+\s+)?(?:loanxpress|smartqc|pilot|poc|platform|tool|product|service|software|engagement|implementation|it)\b`,
  ].join('|'),
  'i',
);
/** "What does LoanXPress cost?", "what would it cost us": what something of ours costs (not "what does a bad loan cost"). */
const WHAT_COST =
  /\bwhat(?:\s+(?:does|do|would|will|did|might)|'?s)\s+(?:loanxpress|smartqc|it|this|that|you|your\s+[\w-]+(?:\s+[\w-]+)?|the\s+(?:platform|tool|product|service|software|pilot|licen[cs]e|subscription)|an?\s+(?:pilot|licen[cs]e|subscription|demo))\s+(?:\w+\s+)?cost\b(?!\s+(?:sav\w*|reduc\w*|cuts?|decreas\w*|benefits?|impact))|\bcost\s+of\s+(?:loanxpress|smartqc|your|the\s+(?:platform|tool|product|service|software|pilot))\b/i;
/** Doing the work by hand, or "what it costs to make a loan": the industry's figure the site quotes, unless ours is named. */
const MANUAL = /\bmanual\w*|\bby\s+hand\b|\bpaper[\s-]?based\b|\bpaperwork\b|\bit\s+costs?\s+to\b/i;
const OURS = /\b(?:loanxpress|smartqc|you|your|this|the\s+(?:tool|platform|product|service|software|pilot))\b|\bit\b(?!\s+costs?\s+to\b)/i;

/**
 * "How much does the platform shorten turnaround", "by how much does post-close qc turnaround drop": how much something
 * changes, with no cost word anywhere.
 */
const HOW_MUCH_CHANGE = /\bhow\s+much\s+(?:does|do|would|will|can|could)\s+(?:[\w-]+\s+){1,3}?(?:shorten|shrink|cut|speed|improv|increas|boost|raise|drop|fall|decreas|reduc|lower|go(?:es)?\s+down)\w*/i;
const COST_WORD = /\b(?:cost|price|pric(?:ed|ing)|charge|fee|pay|spend|budget|invoice|bill|licen[cs]e|subscription|quote)\w*|\b(?:your|ur|day)\s+rates?\b/i;

/**
 * Sentence by sentence: "We're a lender closing 800 loans a month. What would a licence cost us?" asks our price;
 * the lender it names sets out who asks, not what lenders pay.
 */
export function asksPrice(q: string): boolean {
  const industry = INDUSTRY.test(q);
  return q.split(/(?<=[.!?;])\s+/).some((s) => {
    if (HOW_MUCH_CHANGE.test(s) && !COST_WORD.test(s)) return false;
    // A thing of ours costed is our price whoever it is for; not what doing a thing of the lender's by hand costs.
    if (OUR_THING_COST.test(s) && !MANUAL.test(s.replace(/\bit\s+costs?\s+to\b/gi, ' '))) return true;
    // Not "I'm refinancing with my lender. What fees will they charge?": a lender's fees, unless the sentence asks ours.
    return (PRICE.test(s) || WHAT_COST.test(s)) && !INDUSTRY.test(s) && (!industry || ASKS_OURS.test(s)) && !(MANUAL.test(s) && !OURS.test(s));
  });
}

/** A price sentence put to us: "what would a LoanXPress licence cost us", "what do you charge". */
const ASKS_OURS = /\b(?:loanxpress|smartqc|you|your|u|ur)\b|\bcost\s+us\b/i;

/**
 * A date or a start time ("when can you start", "what date", "when does the insurance offering launch", "got a date?"): the
 * answer must name a time; not "when will there be more on the insurance side", which "more details coming soon" answers.
 */
const DATE = /\bwhat\s+date\b|\bwhich\s+date\b|\bgot\s+a\s+date\b|\bwhen\s+(?:does|do)\s+(?:the|your|ur)\s+(?:[\w-]+\s+){0,2}?(?:offering|services?|product|platform|page|section|practice|module|app|tool)\s+(?:launch|go\s+live|come\s+out)\b|\bwhen\s+(?:can|could|will|would)\s+(?:you|we)\s+(?:start|begin|kick\s*off|go\s+live)\b|\bhow\s+soon\s+can\s+(?:you|we)\b|\bstart\s+date\b|\bgo[-\s]live\s+date\b|\brelease\s+date\b|\blaunch\s+date\b|\bwhen\s+(?:exactly\s+)?(?:is|will|are)\b.*\b(?:available|released|launch\w*|go(?:ing)?\s+live|com(?:e|ing)\s+out|ready)\b|\bwhen\s+(?:did|was|were)\s+(?:you|u|your|ur|loanxpress|smartqc|the\s+(?:qc\s+|loan\s+)?(?:app|tool|platform|product|chatbot|bot|widgets?|site|website))\b.*\b(?:available|released|launch\w*|go\s+live|went\s+live|come\s+out|came\s+out)\b/i;
const TIME_WORDS = /\b(?:\d+|one|two|three|four|five|six)\s+(?:business\s+)?(?:days?|weeks?|months?|years?|quarters?)\b|\bweeks\b|\bwithin\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\b20\d\d\b/i;

export function asksDate(q: string): boolean {
  return DATE.test(q);
}

export function namesTime(answer: string): boolean {
  return TIME_WORDS.test(answer);
}

/** How old we are ("how long have you been in business", "when was the company founded"): the answer must name a year. */
const SINCE =
  /\bhow\s+long\s+(?:have|has)\s+(?:you|y'?all|your\s+(?:company|firm|team)|the\s+(?:company|firm))\s+been\s+(?:in\s+business|around|operating|in\s+operation|trading|in\s+the\s+(?:market|industry)|doing\s+(?:this|it))\b|\bwhen\s+(?:was|were)\s+(?:you|your\s+(?:company|firm)|the\s+(?:company|firm)|[\w-]+)\s+(?:founded|established|started|set\s+up|incorporated)\b|\bhow\s+old\s+is\s+(?:your|the)\s+(?:company|firm|business)\b|\bwhat\s+year\s+(?:was|were|did)\b|\b(?:what|which)\s+year\s+(?:(?:the|your|ur)\s+)?(?:company|firm)\s+(?:was|were)\s+(?:founded|established|started|set\s+up|incorporated)\b/i;
const YEAR = /\b(?:19|20)\d\d\b/;

export function asksSince(q: string): boolean {
  return SINCE.test(q);
}

/** SINCE, of us only ("in which year company was established" too): not "when was wells fargo founded, do you know?". */
const OUR_AGE =
  /\bhow\s+long\s+(?:have|has)\s+(?:you|y'?all|your\s+(?:company|firm|team)|the\s+(?:company|firm))\s+been\b|\bwhen\s+(?:was|were)\s+(?:you|your\s+(?:company|firm)|the\s+(?:company|firm))\s+(?:founded|established|started|set\s+up|incorporated)\b|\bhow\s+old\s+is\s+(?:your|the)\s+(?:company|firm|business)\b|\b(?:what|which)\s+year\s+(?:was|were|did)\s+(?:you|your\s+(?:company|firm)|(?:the\s+)?(?:company|firm))\b|\bwhen\s+(?:was|were)\s+(?:company|firm)\s+(?:founded|established|started|set\s+up|incorporated)\b|\b(?:what|which)\s+year\s+(?:(?:the|your|ur)\s+)?(?:company|firm)\s+(?:was|were)\s+(?:founded|established|started|set\s+up|incorporated)\b/i;

/**
 * What no page of ours says, asked of us: a person can say what the site cannot. Each entry says what it catches and
 * what it leaves to the ranking; a false catch hides a real answer (test/chat/unsaid-topics.test.ts).
 */
const UNSAID_TOPICS = [
  // A job with us ("are you hiring?", "any open positions? i want to apply as underwriter"; not a job at another firm,
  // nor the visitor's own open roles).
  /\b(?:are|r)\s+(?:you|u|y'?all)\s+(?:guys\s+)?(?:hiring|recruiting)\b|(?<!\b(?:our|my|their|the)\s+)\b(?:any|open|current)\s+(?:open\s+)?(?:positions?|roles?|vacanc(?:y|ies)|job\s+openings?|openings)\b(?!\s+(?:at|with|in)\s+(?!you|your))|\b(?:careers?|jobs?)\s+(?:page|section|at\s+(?:you|your))\b|\b(?:work|intern)\s+(?:for|at)\s+(?:you|u|your\s+(?:company|firm|team))\b|\bjoin\s+your\s+(?:company|firm|team)\b|\bapply\s+for\s+a\s+job\b(?![^.?!]*\bat\s+(?!you|your))/i,
  // How a client pays us ("do u accept payment by credit card for projects", "can we pay by wire"; not taking card
  // payments for the client's customers, which our payment operations do).
  /\b(?:do|can|could|will|would)\s+(?:you|u)(?:\s+guys)?\s+(?:accept|take)\s+(?:payments?\s+(?:by|via|with|in)\s+)?(?:credit\s+cards?|debit\s+cards?|cards?|paypal|wire(?:\s+transfers?)?|ach|checks?|cheques?|crypto|bitcoin|purchase\s+orders?)\b(?![^.?!]*\b(?:our|my|their)\s+(?:customers|borrowers|members|clients|policyholders)\b)|\b(?:can|could)\s+(?:we|i)\s+pay\s+(?:you\s+|u\s+)?(?:by|via|with|in)\s+(?:credit\s+cards?|cards?|paypal|wire|ach|checks?|cheques?|crypto|bitcoin|installments?|instalments?)\b|\b(?:your|ur)\s+payment\s+(?:terms|methods|options|schedule)\b/i,
  // When we next speak at or hold an event ("when's your next webinar or conference"); not hearing about products
  // and events (the inquiry form's opt-in box says).
  /\bany\s+(?:upcoming\s+)?(?:webinars?|conferences?|workshops?|trade\s+shows?)\s+(?:coming\s+up|scheduled|planned|soon|this\s+(?:month|year|quarter))\b|\bupcoming\s+(?:webinars?|conferences?|trade\s+shows?)\b|\bwhen(?:'?s|\s+is|\s+are)\s+(?:your|ur|the)\s+next\s+(?:webinars?|conferences?|events?|meetups?|trade\s+shows?|workshops?)\b|\b(?:will|are)\s+(?:you|u)\s+(?:be\s+)?(?:at|exhibiting\s+at|speaking\s+at|attending)\s+(?:any\s+|the\s+|a\s+)?(?:conferences?|trade\s+shows?|events?|mba\s+\w+)\b/i,
  // Our contract terms ("what's the minimum contract length", "notice period", "what's your refund policy"; not the
  // visitor's own contract, nor reading the terms in a client's or vendor's documents, nor refunds for their customers).
  /(?:^|[.?!]\s+)(?![^.?!]*\b(?:my|i|i'm|i've|their|clients?|vendors?|borrowers?|extract\w*|pull|flag\w*|read|review\w*|track\w*|clauses?|documents?|docs|(?<!(?:refund|cancell?ation)\s)polic(?:y|ies)|leases?|loans?|customers?|policyholders?|members?|behalf|questions)\b)[^.?!]*(?:\b(?:minimum\s+)?contract\s+(?:length|term|duration|period)\b|\bhow\s+long\s+is\s+(?:a|the|your|ur)\s+(?:typical\s+|standard\s+|usual\s+|minimum\s+)?contract\b|\b(?:\d+|one|two|three)[\s-]+years?\s+minimum\b|\bminimum\s+(?:term|commitment)\b|\bnotice\s+period\b|\btermination\s+(?:clause|fee|terms)\b|\brefund\s+polic(?:y|ies)\b|\bmoney[\s-]back\s+guarantee\b|\bcancell?ation\s+(?:policy|fee|terms)\b|\b(?:do|will|would)\s+(?:you|u)\s+(?:give|offer)\s+(?:a\s+|any\s+)?refunds?(?=\s+(?:if|when)\b|\s*[?.!]*$))/i,
  // What the site gives only as "typically", promised ("will you guarantee the 30-40% cost cut in writing", "are the
  // savings guaranteed"); not a money-back guarantee (above) nor "guaranteed" of a loan.
  /\b(?:will|would|can|do|does)\s+(?:you|u|loanxpress|smartqc|it)\s+(?:guarantee|warrant|commit\s+to)\b(?![^.?!]*\b(?:loans?|mortgages?|approvals?)\b)|\b(?:savings?|results?|roi|outcomes?|cost\s+cuts?|reductions?|figures?)\s+(?:are\s+|is\s+)?guaranteed\b|\bguaranteed?\s+(?:savings?|results?|roi|outcomes?)\b|\b(?:put|promise)\s+(?:it|that|this|them)\s+in\s+(?:writing|the\s+contract)\b/i,
  // Which languages exactly our agents speak (the site says only "multilingual"): not "what languages do your agents
  // speak", which "multilingual agents" answers.
  /\bmultilingual\b[^.?!]*\b(?:which|what)\s+languages?\b|\b(?:which|what)\s+languages?\b[^.?!]*\bmultilingual\b|\b(?:which|what)\s+languages?\s+exactly\b|\b(?:which|what)\s+languages?\b[^.?!]*\b(?:agents?|staff|people|team|reps?)\s+(?:speak|handle|support|cover)\s+exactly\b/i,
  // Where in the world we work ("do you work with lenders outside the US", "do you serve banks in Canada"): no page says.
  /\b(?:do|can|could|will|would)\s+(?:you|u|y'?all)\s+(?:guys\s+)?(?:work|operate|serve|take\s+(?:on\s+)?clients)\s+(?:with\s+|for\s+)?(?:(?:any\s+)?[\w-]+\s+){0,3}?(?:outside\s+(?:of\s+)?(?:the\s+)?(?:us|usa|u\.s\.?|united\s+states|america|north\s+america)|in\s+(?:canada|mexico|the\s+uk|britain|europe|the\s+eu|india|australia|asia|africa|latin\s+america|(?:other|another)\s+countr(?:y|ies))|internationally|abroad|overseas|globally|worldwide)\b/i,
  // Where our people sit ("are your mortgage processors onshore or offshore", "where are your agents based").
  /\b(?:onshore|offshore|nearshore)\b[^.?!]*\b(?:or|vs\.?|versus)\s+(?:onshore|offshore|nearshore)\b(?=[^.?!]*\b(?:you|your|ur|u)\b)|(?<=\b(?:your|ur)\s+(?:[\w-]+\s+){0,2}?(?:agents?|staff|teams?|processors|people|employees|consultants|underwriters|engineers)\s+)(?:onshore|offshore|nearshore)\b|\bwhere\s+(?:are|r)\s+(?:your|ur)\s+(?:[\w-]+\s+){0,2}?(?:agents?|staff|teams?|processors|people|employees|consultants|engineers)\s+(?:based|located|sitting)\b/i,
  // A named person the site leaves unnamed ("what's the name of the practice lead in the AI interview").
  /\bname\s+of\s+(?:the|your|ur)\s+(?:[\w-]+\s+){0,2}?(?:lead|leader|head|author|interviewee|ceo|founder|director|manager|owner)\b/i,
  // The tools our bots are built on ("do you build your bots on UiPath or Automation Anywhere", "which rpa platform do
  // you use"); not building bots for a client's platform.
  /\b(?:build|develop|run)\s+(?:your|ur|the)\s+(?:rpa\s+)?(?:bots?|robots?|automations?)\s+(?:on|with|in|using)\b|\b(?:which|what)\s+(?:rpa\s+)?(?:tools?|platforms?|vendors?|software)\s+(?:do|does)\s+(?:you|u|your\s+team)\s+(?:use|build\s+(?:on|with))\s+(?:for\s+(?:rpa|bots?|automation)|to\s+build)\b/i,
  // Our opening hours, asked as such and nothing more ("what are your hours", "when are you open", "office hours?"; not
  // "what are your hours of coverage for SOC as a service", "when are you open for a discovery call").
  /^(?:(?:so|and|ok)\s+)?(?:what(?:\s+are|'?s|\s+r)\s+(?:your|ur|the\s+office)\s+(?:(?:opening|business|office|working)\s+)?(?:hours|timings?)(?:\s+of\s+operation)?|when\s+(?:are|r)\s+(?:you|u|you\s+guys|your\s+offices?)\s+open|when\s+is\s+(?:your|ur|the)\s+office\s+open|what\s+time\s+(?:do|does)\s+(?:you|u|your\s+office)\s+(?:open|close)|are\s+(?:you|u)\s+open(?:\s+(?:now|today|on\s+\w+))?|(?:your\s+|ur\s+)?(?:opening|business|office)\s+hours)\s*[?.!]*$/i,
  // Our certifications and audit reports: whether we, or a product of ours, hold one ("are you soc 2 compliant", "is
  // smartqc soc 2 type ii certified", "do you have a soc report we can review", "what certifications do you have"; not
  // "can you help us get SOC 2 compliant", nor what a SOC 2 report is, nor our SOC as a service).
  new RegExp(
    ((cert: string) =>
      `\\b(?:are|is|r)\\s+(?:you|u|y'?all|(?:your|ur)\\s+(?:company|firm|platform|product|software|tool)|loanxpress|smartqc|it|the\\s+platform)\\s+(?:guys\\s+)?(?:${cert})\\s+(?:certified|compliant|audited|attested|accredited|authori[sz]ed|approved)\\b` +
      `|\\b(?:do|does)\\s+(?:you|u|loanxpress|smartqc|it|the\\s+platform)\\s+(?:guys\\s+)?(?:have|hold)\\s+(?:an?\\s+|any\\s+|a\\s+current\\s+)?(?:(?:${cert})(?:\\s+(?:reports?|certifications?|certificates?|attestations?))?|soc\\s+reports?|(?:security\\s+|compliance\\s+)?certifications?)\\b` +
      // Said rather than asked: "(asks) whether you hold a current SOC 2 Type II attestation".
      `|\\b(?:whether|if|that)\\s+(?:you|u|you're|loanxpress|smartqc|your\\s+(?:company|firm|platform))\\s+(?:currently\\s+)?(?:holds?|ha(?:ve|s)|maintains?|is|are)?\\s*(?:an?\\s+|any\\s+|(?:a\\s+)?current\\s+)?(?:${cert})\\b(?!\\s+(?:experience|expertise|readiness|work|services?|projects?|consulting))` +
      `|\\b(?:what|which|any)\\s+(?:security\\s+)?certifications?\\s+(?:do|does)\\s+(?:you|u|loanxpress|smartqc|it)\\s+(?:have|hold)\\b|\\b(?:your|ur)\\s+(?:${cert})\\s+(?:report|certification|certificate|attestation)\\b`)(
      // The audit or standard, with a SOC report's type ("soc 2 type ii").
      '(?:soc\\s*-?\\s*(?:1|2|ii)|iso(?:\\s*-?\\s*27001)?|pci(?:\\s*-?\\s*dss)?|hitrust|fedramp|hipaa)(?:\\s+type\\s*(?:1|2|i{1,2}))?',
    ),
    'i',
  ),
  // Where our product runs and keeps clients' data, on-premise installs, training our models on clients' data ("which
  // cloud is loanxpress hosted on", "where is our data stored", "can we host it on premise", "do you use client data to
  // train your ai"; not "where should our loan data be stored, AWS or Azure?", moving the visitor's own on-prem servers
  // to the cloud, nor training a model on their data for them: services of ours).
  /\bwhere\s+(?:is|are|will|would)\s+(?:(?:your|ur|the|our|my)\s+)?(?:(?:loan\s+|client\s+|customer\s+|borrower\s+)?(?:data|files?|documents?|docs)|loanxpress|smartqc|platform|it)\s+(?:be\s+)?(?:hosted|stored|housed)\b|\bwhich\s+(?:cloud\s+)?(?:region|country|cloud|provider|data\s*cent(?:er|re))\s+(?:is|are|will|would)\s+(?:(?:your|ur|the|our)\s+)?(?:(?:loan\s+|client\s+|customer\s+|borrower\s+)?(?:data|files?|documents?|docs)|loanxpress|smartqc|platform|it)\s+(?:be\s+)?(?:hosted|stored)\b|\bwhere\s+(?:do|will|would)\s+(?:you|u)\s+(?:host|store)\s+(?:our|my|the|client|customer)\s+(?:data|files|documents|docs|loans?)\b/i,
  // "Is loanxpress hosted on AWS or Azure", "is your platform running in the cloud": where ours runs, asked as yes/no.
  /\bwhich\s+cloud\s+(?:do|does|are|is)\s+(?:you|u|loanxpress|smartqc|it)\s+(?:guys\s+)?(?:host(?:ed)?|run(?:ning)?|deployed)\s+(?:on|in)\b(?![^.?!]*\b(?:our|my|migrat\w*)\b)|\b(?:is|are)\s+(?:it|loanxpress|smartqc|the\s+(?:platform|tool|product|software|app)|(?:your|ur)\s+(?:platform|tool|product|software|app|data))\s+(?:hosted|running|deployed|stored|housed)\s+(?:on|in)\s+(?:aws|azure|gcp|google\s+cloud|the\s+cloud|amazon|microsoft)\b/i,
  // The languages our product reads ("what languages can your document reader handle", "which languages does
  // loanxpress support"; not the languages our support agents speak, which the site calls multilingual).
  /\b(?:what|which|how\s+many)\s+languages?\s+(?:can|does|do|will)\s+(?:it|loanxpress|smartqc|(?:your|ur|the)\s+(?:[\w-]+\s+)?(?:reader|tool|platform|product|software|ocr|extraction|classifier|classification|engine|app))\s+(?:handle|read|support|process|understand|extract|classify|cope\s+with)\b/i,
  // A mobile app of ours ("is there a mobile app for smartqc", "does loanxpress have an ios app"; not one for borrowers,
  // which would be a project of ours).
  /\b(?:is\s+there|(?:do|does)\s+(?:you|u|it|loanxpress|smartqc)\s+(?:have|offer))\s+(?:an?\s+)?(?:mobile|ios|android|iphone|ipad|phone)\s+(?:app|application|version)\b(?!\s+for\s+(?!(?:loanxpress|smartqc|it|this|your|ur|the\s+(?:platform|tool|product))\b))/i,
  // The cloud our own product runs on ("do u guys use aws or azure", "what cloud do you use"; not "can you deploy on
  // our azure", "do you work with aws": cloud work for the visitor, which the site offers).
  /\b(?:do|does)\s+(?:you|u|y'?all|loanxpress|smartqc|it|the\s+platform)\s+(?:guys\s+)?(?:use|run\s+on|live\s+on|sit\s+on)\s+(?:aws|azure|gcp|google\s+cloud|amazon\s+web\s+services|oracle\s+cloud|ibm\s+cloud)\b|\b(?:what|which)\s+cloud(?:\s+provider)?\s+(?:do|does)\s+(?:you|u|y'?all|loanxpress|smartqc|it|the\s+platform)\s+(?:guys\s+)?(?:use|run\s+on)\b/i,
  /\b(?:can|could|may)\s+(?:we|i)\s+(?:install|host|deploy|run)\s+(?:it|loanxpress|smartqc|the\s+(?:platform|tool|software)|your\s+(?:platform|product|software|tool))\s+(?:on[\s-]?prem(?:ise|ises)?\b|in\s+our\s+own\s+data\s*cent(?:er|re)|on\s+our\s+own\s+servers?)|\b(?:loanxpress|smartqc|it|the\s+platform)\s+(?:be\s+)?(?:installed|hosted|deployed|run)\s+on[\s-]?prem|\b(?:an?|any)\s+on[\s-]?prem(?:ise|ises)?\s+(?:version|option|edition|install\w*)\b|\b(?:is|does)\s+(?:it|loanxpress|smartqc|the\s+platform)\s+(?:come\s+|available\s+)?on[\s-]?prem/i,
  // The AI model or vendor behind our products ("which llm vendor do u use", "do you use openai or your own model",
  // "what LLM powers smartqc", "is smartqc built on gpt-4"; not "do you build LLM assistants", "which ai companies lead
  // in mortgage", "do you use chatgpt to build chatbots for banks": work of ours, or the market).
  new RegExp(
    ((ours: string, model: string, vendor: string) =>
      [
        String.raw`\b(?:which|what)\s+${model}\s+(?:vendors?|providers?|suppliers?|compan(?:y|ies))\s+(?:do|does)\s+${ours}\s+(?:use|rely\s+on|work\s+with|call)\b`,
        String.raw`\b(?:which|what)\s+${model}\s+(?:do|does)\s+${ours}\s+(?:actually\s+|really\s+)?(?:use|run(?:\s+on)?|rely\s+on|call)\b`,
        String.raw`\b(?:do|does)\s+${ours}\s+(?:guys\s+)?(?:use|run\s+on|rely\s+on|call|send\s+(?:our\s+)?data\s+to)\s+${vendor}\b(?!\s+to\s+(?:build|make|create|develop))`,
        String.raw`\b(?:what|which)\s+${model}\s+(?:powers|runs|drives|is\s+behind|sits\s+behind)\s+${ours}\b`,
        String.raw`\b(?:is|are)\s+${ours}\s+(?:built|based|running)\s+on\s+${vendor}\b`,
      ].join('|'))(
      String.raw`(?:you|u|y'?all|loanxpress|smartqc|it|this\s+(?:chat\s*bot|chat|bot)|(?:your|ur|the)\s+(?:platform|tool|product|software|document\s+reader|classifier|extraction|chat\s*bot|bot))`,
      String.raw`(?:llms?|ai|gen\s*ai|(?:ai\s+|llm\s+)?models?|(?:large\s+)?language\s+models?|foundation\s+models?)`,
      String.raw`(?:openai|chat\s*gpt|gpt-?\d*\w*|anthropic|claude|gemini|llama|mistral|azure\s+openai)`,
    ),
    'i',
  ),
  // Who leads or founded us ("whos ur ceo", "who runs the company", "who founded example consulting"; not who leads a
  // practice the site names, nor the visitor's own CEO, nor who owns a finding in SmartQC).
  /\bwho(?:'?s|\s+is|\s+are)\s+(?:(?:your|ur)\s+(?:ceo|cto|cfo|coo|ciso|founders?|co-?founders?|president|owners?|boss|chairman|chair|leadership(?:\s+team)?|management(?:\s+team)?|executives?|execs|directors|board)|the\s+(?:ceo|cto|cfo|coo|founders?|co-?founders?|president|chairman)\b(?!\s+(?:of|at)\s+(?!(?:the|your|ur)\s+company\b)))\b|\bwho\s+(?:runs|owns|founded|started|set\s+up)\s+(?:your\s+(?:company|firm)|ur\s+(?:company|firm)|the\s+(?:company|firm)|example\s+consulting)\b(?!\s+\w+ing\b)|\bwho\s+(?:founded|started|owns)\s+(?:you|u)\b/i,
  // The same typed as a search, the whole message ("ceo name", "year founded", "headcount").
  /^(?:(?:your|ur|the|company'?s?|firm'?s?)\s+)?(?:ceo|cto|cfo|coo|founders?|co-?founders?|owners?|leadership(?:\s+team)?|management\s+team|president|chairman)(?:'?s)?(?:\s+names?)?[?.!]*$|^(?:(?:company|firm)\s+)?(?:year\s+(?:founded|established)|founding\s+(?:year|date)|(?:founded|established)(?:\s+(?:in|when|year|date))?|employee\s+count|number\s+of\s+employees|headcount|uptime(?:\s+(?:sla|guarantee|percentage))?|(?:your\s+|ur\s+)?payment\s+terms)[?.!]*$/i,
  // A service-level agreement for our product's work ("do you have SLAs for loan file turnaround"; not the agreed
  // service levels of our support agents, which the site gives).
  new RegExp(`\\b(?:do|does)\\s+(?:you|u|loanxpress|smartqc|it)\\s+(?:have|offer|provide|guarantee|give)\\s+(?:an?\\s+|any\\s+)?(?:slas?|service[\\s-]level\\s+agreements?)\\b(?![^.?!]*\\b${SUPPORT_WORK}\\b)`, 'i'),
  // A size limit the site does not give ("what's the max file size loanxpress accepts").
  /\b(?:max(?:imum)?|largest|biggest)\s+(?:file|upload|package|document)\s+sizes?\b|\b(?:file|upload)\s+size\s+(?:limits?|max(?:imum)?|cap)\b|\bhow\s+(?:big|large)\s+(?:a|can)\s+(?:file|upload|pdf)\b/i,
  // Our clients by name ("which banks are your clients", "which lenders use loanxpress", "any client names you can
  // share", "can you name a bank that uses your tools", "any customer references", "is wells fargo one of your clients";
  // not "what customers do you serve", "what companies do you work with": whom we serve, nor client names in documents,
  // nor "is data from your customers stored"). Two kinds at once ("which title companies or servicers are your
  // clients"), a product of ours by what it does ("which lenders already use the pre-underwriting bot"), a client we
  // did the work for ("can you name a bank you've done kyc automation for"); not "which types of lenders are your clients".
  /\bwhich\s+(?!(?:types?|kinds?|sorts?|sectors?|industries|segments|problems?|issues?|challenges?|documents?|docs|services?|products?|of)\b)[\w&-]+(?:\s+[\w&-]+){0,5}?\s+(?:are|r)\s+(?:your|ur)\s+(?:clients|customers)\b(?!\s+(?:\w+ing|facing|using|sending)\b)|\b(?:which|what)\s+(?:banks|lenders|credit\s+unions|insurers|servicers|carriers)\s+(?:already\s+|actually\s+|currently\s+)?(?:use|using|run|running)\s+(?:the|your|ur)\s+(?:[\w-]+\s+){0,2}?(?:bot|tool|platform|app|product|software|engine|system)\b|\bname\s+(?:a|an|one)\s+(?:bank|lender|credit\s+union|insurer|client|customer|company)\s+(?:that\s+)?(?:you|u)(?:'ve|\s+have)?\s+(?:done|worked|built|delivered|automated)\b|\b(?:which|what)\s+(?:banks|lenders|credit\s+unions|insurers|(?:insurance\s+)?carriers|(?:insurance\s+)?companies|firms|institutions|clients|customers|brands)\s+(?:already\s+|actually\s+|currently\s+|really\s+)?(?:(?:are|r)\s+(?:your|ur)\s+(?:clients|customers)|(?:(?:are|r)\s+(?:already\s+|actually\s+|currently\s+)?)?(?:use|using|have\s+used|running|run|have\s+(?:deployed|bought|licensed)|bought|licensed)\s+(?:you|u|your|ur|loanxpress|smartqc))\b|\b(?:your|ur)\s+(?:client|customer)\s+(?:names|list|logos)\b|\b(?:do|does)\s+(?:you|u)\s+have\s+(?:a|any)\s+(?:client|customer)\s+(?:list|references?)\b|\b(?:any|some)\s+(?:client|customer)\s+names\b|\bname\s+(?:some|any|a\s+few|a\s+couple(?:\s+of)?|one\s+or\s+two)\s+(?:of\s+(?:your|ur)\s+)?(?:clients|customers|lenders|banks|insurers)\b|\bnames?\s+(?:you|u)\s+can\s+share\b|\bname\s+(?:a|an|one)\s+(?:bank|lender|credit\s+union|insurer|client|customer|company)\s+(?:that|who|which)\s+(?:already\s+)?(?:uses?|is\s+using|has\s+used|works?\s+with|has\s+deployed)\s+(?:you|u|your|ur|loanxpress|smartqc)\b|(?:^|[.?!,;]\s*|\b(?:have|got|share|give|provide|offer|send)\s+)(?:any|some)\s+(?:client|customer)\s+(?:references?|testimonials?)\b|\b(?:is|are)\s+(?!(?:it|this|that|there|my|i|we|they)\b)[\w&.'-]+(?:\s+[\w&.'-]+){0,3}\s+(?:(?:one\s+of|among)\s+(?:your|ur)\s+(?:clients|customers)|an?\s+(?:client|customer)\s+of\s+(?:yours|you|urs|u))\b/i,
  // How many we are ("how many people work there", "how many employees do you have", "how big is your company"; not
  // how many people work at another firm, nor on a pilot).
  /\bhow\s+many\s+(?:people|employees|staff|engineers|developers|consultants|folks)\s+(?:work\s+(?:there|here|(?:at|for)\s+(?:you|u|your\s+(?:company|firm)|ur\s+(?:company|firm)))\b|(?:do|does)\s+(?:you|u|y'?all|your\s+(?:company|firm)|ur\s+(?:company|firm))\s+(?:have|employ)\b)|\bhow\s+(?:big|large)\s+is\s+(?:your|ur|the)\s+(?:company|firm|team|staff|workforce)\b(?!\s+(?:that|you|i|we)\b)|\b(?:your|ur)\s+(?:head\s*count|number\s+of\s+employees)\b/i,
  // Our uptime ("what's your uptime", "what uptime sla do you guarantee"; not the service levels our agents work to,
  // which the site gives as agreed ones, nor an uptime our DevOps work helps the visitor reach).
  /\bwhat(?:'?s|\s+is|\s+are)?\s+(?:your|ur|the\s+(?:loanxpress|smartqc|platform(?:'s)?)|loanxpress|smartqc)\s+uptime\b|\b(?:the\s+)?uptime(?:\s+(?:sla|guarantee|commitment))?\s+(?:of|on|for)\s+(?:loanxpress|smartqc|your|ur|the\s+(?:platform|api|tool))\b|\bwhat\s+(?:uptime\s+(?:(?:sla|guarantee|commitment)\s+)?|availability\s+(?:sla|guarantee|commitment)\s+)(?:do|does|can|will)\s+(?:you|u|loanxpress|smartqc|it|the\s+(?:platform|api))\s+(?:guarantee|offer|promise|commit\s+to|provide)\b|\b(?:your|ur)\s+(?:uptime|availability)\s+(?:sla|guarantee|commitment|target)s?\b|\b(?:do|does)\s+(?:you|u|loanxpress|smartqc|it|the\s+(?:platform|api))\s+(?:have|offer|provide|guarantee)\s+(?:an?\s+)?uptime\b/i,
  // Our company's finances ("how much revenue does ur company make", "are you profitable", "who funds you"; not the
  // visitor's revenue, nor revenue a service of ours brings in).
  /\b(?:how\s+much|what(?:'s|\s+is|\s+are)?)\s+(?:annual\s+)?(?:revenue|turnover|profits?|sales)\s+(?:does|do|did)\s+(?:you|u|your\s+(?:company|firm)|ur\s+(?:company|firm)|the\s+company)\s+(?:make|have|earn|do|bring\s+in)\b|\bwhat(?:'?s|\s+is)\s+(?:your|ur)\s+(?:company'?s\s+)?(?:annual\s+)?(?:revenue|turnover|valuation)\b(?!\s+(?:impact|uplift|gain|growth))|\b(?:are|r)\s+(?:you|u)\s+(?:guys\s+)?(?:profitable|vc[\s-]?backed|venture[\s-]?backed|bootstrapped|publicly\s+traded|listed)\b|\bwho\s+(?:funds|owns|backs|invested\s+in)\s+(?:you|u|your\s+company|the\s+company)\b|\bhow\s+(?:are|r)\s+(?:you|u)\s+funded\b/i,
  /\btrain\w*\s+(?:your|ur|its)\s+(?:own\s+)?(?:ai|ml|models?|llms?)\b(?:\s+models?)?\s+(?:on|with)\s+(?:our|my|clients?'?|customers?'?)\s+(?:data|files|documents)\b|\buse\s+(?:our|my|client|customer)\s+(?:data|files|documents)\s+(?:to|for)\s+train(?:ing)?\s+(?:your|ur|its)\b|\b(?:is|are|will)\s+(?:our|my)\s+(?:data|files|loan\s+files|documents)\s+(?:be\s+)?used\s+(?:to|for)\s+train/i,
];

export function asksUnsaidTopic(q: string): boolean {
  return UNSAID_TOPICS.some((re) => re.test(q));
}

/** How old we are, asked of us by name ("when was the company founded"): not how old some bank is. */
export function asksOurAge(q: string): boolean {
  return OUR_AGE.test(q);
}

export function namesYear(answer: string): boolean {
  return YEAR.test(answer);
}

/** How long something takes ("how long does a pilot run", "post-close QC turnaround"): the answer must say how long or how fast. */
const DURATION =
  /\bhow\s+(?:long|soon|quick(?:ly)?|fast)\b|\bwhen\s+(?:do|does|will|would|can|should)\s+(?:you|u|y'?all|i|we|someone|somebody|your\s+team)\s+(?:get\s+back|reply|respond|answer|hear\s+(?:back|from)|call\s+(?:me\s+|us\s+)?back|follow\s+up|(?:get|receive|recieve|have|see)\s+(?:a\s+|an\s+|your\s+|ur\s+|any\s+)?(?:reply|response|answer|call\s*-?\s*back))\b|\bwhen\s+(?:do|does|will|would|can|could|should|might)\s+(?:we|i|you|they)\s+(?:start\s+(?:to\s+see|seeing)|see|notice)\s+(?:any\s+|the\s+|some\s+|real\s+)?(?:results?|something|anything|value|benefits?|savings|returns?|roi|a\s+(?:return|difference|change))\b|\bhow\s+much\s+time\b|\bduration\b|\bturn[\s-]?around\b|\btime\s*-?(?:line|frame|scale)s?\b|\blead\s+times?\b|\bTAT\b|\btime\s+to\s+(?:value|results?|close|market|go\s+live)\b|\bhow\s+many\s+(?:minutes|hours|days|weeks|months)\b/i;
// Not a bare "within" ("within agreed service levels"): a unit of time or a speed.
const SPEED_WORDS = /\b(?:minutes?|hours?|days?|weeks?|months?|quarters?|years?)\b|\breal[\s-]time\b|\bsame[\s-]day\b|\b(?:faster|quicker|shorter|instantly|immediately)\b/i;
/**
 * Always on: how fast we respond or how long a day something runs ("how many hours a day do the bots run", "how long
 * does a bot run each day"), not how long a thing takes ("how long does it take to build a bot" is not answered by
 * "running 24/7").
 */
const ALWAYS_ON = /\b24\s*[/x]\s*7\b|\b(?:round|around)[\s-]the[\s-]clock\b/i;
const TAKES = /\bhow\s+long\b|\b(?:take[sn]?|took|taking|last(?:s|ed)?)\b/i;
const A_DAY = /\b(?:a|per|each|every)\s+day\b|\bdaily\b|\bnights?\b|\bweekends?\b/i;
// A bound on how long ("how long do you keep my details" → "keep it no longer than needed"), but not for when we
// reply ("when do u get back to me").
const BOUND = /\bno\s+longer\s+than\b/i;
const REPLYING = /\b(?:get\s+back|reply|replies|respond|answer|hear\s+(?:back|from)|call\s+(?:me\s+|us\s+)?back|follow\s+up)\b/i;

/** "How long a loan file can it read": a length, not a time (but "how long a pilot takes" is one). */
const LENGTH = /\bhow\s+long\s+(?:a|an)\s+(?:[\w-]+\s+){1,3}(?:can|could|may|will|should)\b/i;

export function asksDuration(q: string): boolean {
  return DURATION.test(q) && !LENGTH.test(q);
}

/**
 * "How many people work for you", "how many document types": the answer must name a number. Not a count the visitor
 * gives: "can i plug in how many loans we do a month and get a number" (the ranking's no-figure penalty, finder.ts
 * QUANTITY_RE, still weighs against passages without a figure there).
 */
const COUNT = /(?<!\b(?:plug(?:ging)?\s+in|enter(?:ing)?|type\s+in|put\s+in|input|fill\s+in)\s+)\bhow\s+many\b/i;
// A figure, not a digit inside a name ("B2C", "W-2s").
const NUMBER = /(?<![A-Za-z\d-])\d+(?:[.,]\d+)?(?:[kmbx]|bn)?(?![a-z\d])|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|dozens?|hundreds?|thousands?|millions?)\b/i;

export function asksCount(q: string): boolean {
  return COUNT.test(q);
}

export function namesNumber(answer: string): boolean {
  return NUMBER.test(answer);
}

/** How fast a service of ours replies, as the site puts it: targets, not a figure. */
const SERVICE_LEVELS = /\bresponse[\s-]time\s+targets\b|\bagreed\s+service\s+levels\b|\bfast\s+response\s+times\b/i;
/** The visitor's own customers and their messages: "how fast do u answer customer emails", not "when will you reply to me". */
const THEIR_CUSTOMERS = /\b(?:customers?|borrowers?|members?|policyholders?|e-?mails?|chats?|tickets?|queries|agents?)\b/i;

/**
 * Whether the answer says how long, for `question`: a bound ("no longer than needed") not for when we reply; the
 * response-time targets of our e-mail and chat support for how fast it answers the visitor's customers.
 */
export function namesDuration(answer: string, question = ''): boolean {
  return (
    SPEED_WORDS.test(answer) ||
    (SERVICE_LEVELS.test(answer) && REPLYING.test(question) && THEIR_CUSTOMERS.test(question) && !OWN.test(question)) ||
    (ALWAYS_ON.test(answer) && (!TAKES.test(question) || A_DAY.test(question))) ||
    TIME_WORDS.test(answer.replace(/\bwithin\b/gi, '')) ||
    (BOUND.test(answer) && !REPLYING.test(question))
  );
}

/** "Do you integrate with X?": the X it names, for a yes/no the site must back. */
const INTEGRATION = /\b(?:integrat\w*|connect\w*|plug\w*|hook(?:s|ed)?(?:\s+up)?|compatible|interfac\w*|work(?:s)?|support(?:s)?)\s+(?:(?:it|this|that|them|loanxpress|smartqc)\s+)?(?:in\s+)?(?:with|into|to)?\s*(?:your\s+|our\s+|the\s+|my\s+)?([A-Za-z][\w.&+-]*(?:\s+[A-Z][\w.&+-]*)*(?:(?:\s+(?:or|and|&)\s+|\s*\/\s*)[A-Z][\w.&+-]*(?:\s+[A-Z][\w.&+-]*)*)?)(?:\s+for\s+[\w\s-]+)?\s*[?.!]*$/;

/**
 * Data moved into another product ("can smartqc send findings straight into docusign", "push data into servicenow"):
 * data, not a brochure or a resume sent to a person ("send the brochure to Mike").
 */
const INTEGRATION_MOVE = /\b(?:push|send|sync|export|feed|post|load)(?:es|s|ed|ing)?\s+(?:(?:the|our|its|all|every|any)\s+)?(?:[\w-]+\s+)?(?:data|findings|results|leads|inquiries|enquiries|documents|docs|files|loans|reports|exceptions|fields|it|them|everything)\s+(?:straight\s+|directly\s+|automatically\s+)?(?:into|to)\s+([A-Za-z][\w.&+-]*)/i;

/** Products named by an English word ("does it connect to snowflake", "plug into plaid"): a name all the same after "integrate / connect". */
const PRODUCT_WORDS = /^(?:snowflake|oracle|sage|slack|excel|outlook|workday|tableau|looker|stripe|plaid|mercury)$/i;
/** Products known by a name that is no English word, typed in lower case ("does loanxpress work with docusign"). */
const BRAND_NAMES = /^(?:docusign|hubspot|servicenow|sharepoint|dropbox|jira|zendesk|freshdesk|quickbooks|xero|netsuite|salesforce|docuware)$/i;

/** "do you have a guidewire integration", "guidewire claims integration?", "is there a Salesforce connector". */
const INTEGRATION_NOUN = /\b(?:an?|any)\s+([A-Za-z][\w.&+-]*)\s+(?:integration|connector|plug-?in)s?\b|^\s*([A-Za-z][\w.&+-]*)\s+(?:[a-z]+\s+)?(?:integration|connector|plug-?in)s?\b|\b(?:integration|connector|plug-?in)s?\s+(?:for|to|with|into)\s+([A-Za-z][\w.&+-]*)\s*[?.!]*$/i;

/**
 * The product a yes/no asks us to work with ("do you integrate with Salesforce?"), or null. A lower-case name
 * counts when `knows` (English or the site's words) does not know it: visitors type "does it integrate with guidewire".
 */
export function integrationName(q: string, knows?: (word: string) => boolean): string | null {
  if (!/\b(?:integrat|connect|plug|hook|compatible|interfac|work|support|push|send|sync|export|feed|post|load)/i.test(q)) return null;
  // The product named before and pointed back to: "we're an insurer on Guidewire - do you integrate with it?".
  const pointed = NAMED_THEN_IT.exec(q);
  if (pointed && productName(pointed[1], q, knows)) return pointed[1];
  // Each way of asking in turn, the first that names a product: "an api integration with Salesforce" names Salesforce,
  // not "api"; "a ready made connector for Blend" names Blend.
  for (const m of [INTEGRATION.exec(q.trim()), INTEGRATION_NOUN.exec(q), INTEGRATION_MOVE.exec(q)]) {
    if (!m) continue;
    // A name opening the message ("Guidewire integration - supported?") has its capital from the sentence: judged
    // as a lower-case word, so "Any integrations?" or "Our integration options" name nothing.
    const first = m[2] && !/[a-z][A-Z]|^[A-Z]{2,}/.test(m[2]);
    const name = productName(first ? m[2].toLowerCase() : (m[1] ?? m[2] ?? m[3]), q, knows);
    if (name) return first ? m[2] : name;
  }
  return null;
}

/** A capitalised name the visitor runs on, then "integrate with it": the name is what is asked about. */
const NAMED_THEN_IT = /\b(?:on|use|using|run|running|have)\s+([A-Z][\w&+-]*(?:\.[\w&+-]+)*)[^?]*?\b(?:integrat\w*|connect\w*|plug\s+in|hook\s+up|work|compatible)\s+(?:with|into|to)\s+(?:it|that|them)\s*[?.!]*$/;

/** Kinds of system, not products ("do you integrate with our CRM", "SSO integration?", "webhook integration?"). */
const SYSTEM_KINDS = /^(?:apis?|sso|saml|oauth|crm|erp|dms|sftp|ftp|webhooks?|e-?mail|calendars?|databases?|db|ocr|e-?sign\w*|los|core|gl|hr|hris|ldap|ad|siem)$/i;

function productName(name: string | undefined, q: string, knows?: (word: string) => boolean): string | null {
  if (!name || SYSTEM_KINDS.test(name)) return null;
  // Only a proper name is an integration ("Salesforce", "nCino"), not "insurers" or "us", nor a plural
  // acronym ("work to SLAs", "support KPIs"): that is a practice, not a product.
  if (/^[A-Z]{2,}s$/.test(name)) return null;
  if (/[A-Z]/.test(name.slice(0, 2)) || /[a-z][A-Z]/.test(name)) return name;
  // Lower case only after "integrate / connect / plug into" or "an X integration": "does it work with heloc" and
  // "does it support spanish" name a kind of loan or a language, not a product.
  const integrating = /\b(?:integrat|connect|plug|hook|interfac)\w*\b/i.test(q) || INTEGRATION_MOVE.test(q);
  // A brand known by name needs no such verb ("does loanxpress work with docusign").
  if (BRAND_NAMES.test(name)) return name;
  return integrating && knows && /^[a-z][a-z0-9]{2,}$/.test(name) && (!knows(name) || PRODUCT_WORDS.test(name)) ? name : null;
}

/**
 * Asked of another firm or of the visitor's own tools: a job at another firm ("any data scientist openings at
 * jpmorgan"), an errand ("set a reminder for my 3pm call"), a command of a tool ("what's the terraform command to
 * destroy a single resource"); not a job with us, a demo booked with us (asksForPerson, asked first), nor how to add
 * one of our widgets.
 */
/** Nothing in the sentence put to us or naming a product of ours: what follows is someone else's. */
const NOT_TO_US = String.raw`(?![^.?!]*\b(?:you|your|u|ur|loanxpress|smartqc)\b)`;
const ELSEWHERE = [
  /^(?![^.?!]*\b(?:your|ur|loanxpress|smartqc|automat\w*)\b)(?![^.?!]*\b(?:do|does)\s+(?:you|u|y'?all)\s+(?:guys\s+)?(?:have|got)\b)[^.?!]*?\b(?:openings?|jobs?|vacanc(?:y|ies)|internships?)\b[^.?!]*?\b(?:at|with)\s+(?!(?:example|our|my|the|a|an|this|that|(?:[\w-]+\s+)?(?:banks?|lenders?|insurers?|credit\s+unions?|companies|firms|mortgage\s+companies))\b)[a-z][\w&.-]*/i,
  // An errand for a personal assistant ("set a reminder for my 3pm call", "can you book me a flight", "remind me to ...").
  /^(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?|please\s+)?(?:set|create|add|book|order|play|turn\s+(?:on|off))(?:\s+(?:me|us))?\s+(?:(?:a|an|the|my|some)\s+)?(?:reminder|alarm|timer|flight|hotel|table|taxi|cab|uber|ride|pizza|food|music|songs?|lights?)\b|^(?:please\s+)?remind\s+me\s+(?:to|at|in|tomorrow|tonight)\b/i,
  /\b(?!bfsi\b)[\w-]+\s+command\s+(?:to|for|that)\b(?![^.?!]*\b(?:widgets?|chat\s*bot|chatbot|forms?|loader|embed\w*|snippet|bfsi|calculator|smartqc|loanxpress|components?|custom\s+elements?|your|ur)\b)/i,
  // A job search typed as such ("remote underwriting jobs", "qc analyst openings near me"); not a job with us, which
  // names us ("any jobs at example consulting", "are you hiring"), nor jobs our bots take over.
  /^(?![^.?!]*\b(?:your|ur|you|u|example|bots?|robots?|rpa|automat\w*|accounts?|branch(?:es)?|stores?|offices?)\b)(?!(?:job|current|open|any|all|new)\s)(?:[\w-]+\s+){1,3}(?:jobs|vacancies|openings|careers|internships)(?:\s+(?:near\s+me|remote|online|in\s+\w+(?:\s+\w+)?))?[?.!]*$/i,
  // A text of the visitor's to translate or sum up ("translate our KYC policy into spanish", "summarize this loan
  // agreement"); not one of ours ("summarise your post-close QC article").
  /^(?:please\s+)?(?:translate|summari[sz]e|proofread|paraphrase|rewrite)\s+(?:this|that|these|our|my|the|a|an)\b(?![^.?!]*\b(?:you|u|your|ur|loanxpress|smartqc|article|interview|brochure|blog|post|page|site|services?|piece|paper|write-?up|intelligent\s+mortgage)\b)/i,
  // Other firms' products recommended ("best chatbot plugin for shopify", "which rpa tool is best for a small bank"); not
  // ours ("what's the best way to embed your chatbot", "which of your services is best for insurers").
  new RegExp(String.raw`^${NOT_TO_US}(?:(?:what(?:'s|\s+is|\s+are)|which\s+(?:is|are))\s+(?:the\s+)?)?best\s+(?:[\w-]+\s+){0,3}?(?:plugins?|apps?|tools?|software|vendors?|providers?|platforms?|crms?|los|brands?)\s+(?:for|on|in|to)\b|^${NOT_TO_US}which\s+(?:[\w-]+\s+){0,3}?(?:plugins?|apps?|tools?|software|vendors?|providers?|platforms?|crms?|los|brands?)\s+(?:is|are)\s+(?:the\s+)?best\b`, 'i'),
  // A widget, form or plugin of the visitor's own site builder ("how do i change the font in my wordpress contact form
  // widget"); not one of ours put there ("can the bfsi form go on my wordpress site", "style your form on my wix page").
  /^(?![^.?!]*\b(?:your|ur|bfsi|loanxpress|smartqc)\b)(?![^.?!]*\b(?:the|our)\s+(?:chat\s*bot|chat|widgets?|inquiry\s+forms?|loader|embed\s+(?:code|script|snippet)|snippet|custom\s+elements?)\b)[^.?!]*\bmy\s+(?:wordpress|wp|wix|shopify|squarespace|webflow|drupal|joomla)\s+(?:[\w-]+\s+){0,2}?(?:widgets?|forms?|plugins?|chat\s*bots?|themes?)\b/i,
  // Another firm's claim ("blend claims their platform cuts closing time in half, how do they do it").
  new RegExp(String.raw`^(?:so\s+|but\s+)?(?:${VENDOR_NAME}|${LENDER_NAME})\s+(?:claims?|says?|said|advertises?|promises?|reports?)\b`, 'i'),
  // A widget on the visitor's own device ("how do I add a weather widget to my android home screen").
  /^(?![^.?!]*\b(?:your|ur|bfsi|loanxpress|smartqc|chat\s*bot|inquiry\s+form)\b)[^.?!]*\b(?:to|on|onto)\s+my\s+(?:android|iphone|ipad|phone|home\s+screen|desktop|laptop|mac|pc|tv|watch)\b/i,
  // An agency's own rules, purchases and people ("what qc sampling % does fannie require each month", "does Fannie Mae
  // buy jumbo loans", "who runs Freddie Mac these days", "i read fannie mae is changing its QC sampling rules, what
  // changed"): theirs to say; the site only cites their guides. Not where the visitor's work or ours is the subject ("we
  // sell loans to fannie and our qc team can't keep up", "is loanxpress approved by fannie mae", "can it submit files to
  // fannie's AUS").
  new RegExp(String.raw`^(?![^]*\b(?:you|your|u|ur|we|our|us|it|loanxpress|smartqc|automat\w*|ai|tools?|software|vendors?|approved|certified)\b)(?=[^]*\b(?:fannie|freddie|ginnie|fhfa)\b)[^]*\b(?:sampl\w*|dti|ltv|limits?|fees?|llpa|jumbo|condos?|guides?|guidelines|rules|requirements?|announc\w*|updates?|chang\w*|department|runs|ceo|buys?|purchases?|requires?|allows?|accepts?|takes?)\b`, 'i'),
  // A named bank's or lender's own practice ("does chase do its post close qc in house", "how does rocket mortgage
  // underwrite so fast"): theirs to say.
  new RegExp(String.raw`^${NOT_TO_US}[^.?!]*\b(?:does|do|did|is|are|has|have|why\s+does|how\s+does)\s+(?:${LENDER_NAME})(?![\w-])`, 'i'),
];

export function asksElsewhere(q: string): boolean {
  return ELSEWHERE.some((re) => re.test(q));
}

/** The visitor's business as the subject: "our back office", "our underwriters", "customers keep …" (not "our bank", "our loans", "our team": a household's too). */
const OUR_BUSINESS =
  /\b(?:our|we)\s+(?:[\w-]+\s+){0,2}?(?:back\s*office|underwriters|underwriting|processors|closers|reviewers|customers|borrowers|ops|operations|loan\s+files|queues?|help\s*desk|call\s*cent(?:er|re)|contact\s*cent(?:er|re)|auditors|examiners|servicing|originations?|compliance\s+team|qc\s+team)\b|^(?:customers|borrowers|underwriters|processors|auditors|examiners)\b/i;
/** How a question opens: a question word or an auxiliary. */
const ASKING_OPENER = /^(?:what|how|why|when|where|which|who|whats|hows|is|are|do|does|did|can|could|will|would|should|any|tell|explain|describe)\b/i;

/**
 * A business's problem stated, not asked ("tax season swamps our back office every year", "customers keep waiting on
 * hold just to ask about their loan balance"): no question mark, no question opening, the visitor's business its
 * subject, nothing of their own life ("my", "I").
 */
export function statesBusinessProblem(q: string): boolean {
  const t = q.trim();
  return !t.includes('?') && !ASKING_OPENER.test(t) && OUR_BUSINESS.test(t) && !mentionsSelf(t);
}

/** One or two words naming a thing in a comparison ("uipath", "automation anywhere", "ChatGPT"). */
const PAIR_NAME = "([A-Za-z][\\w.&+-]*(?:\\s+[A-Za-z][\\w.&+-]*)??)";
/** Which of two is better, or whether one is worth it: a buyer's judgement between others' products. */
const JUDGED = [
  new RegExp(`\\b(?:is|are)\\s+${PAIR_NAME}\\s+(?:any\\s+)?(?:better|worse|cheaper|faster|more\\s+\\w+|less\\s+\\w+)\\s+than\\s+${PAIR_NAME}(?=\\s+(?:for|at|in|on|when)\\b|\\s*[?.!,]*$)`, 'i'),
  new RegExp(`\\b(?:is|are|which\\s+is)\\s+${PAIR_NAME}\\s+or\\s+${PAIR_NAME}\\s+(?:better|worse|cheaper|faster|best|more\\s+\\w+)\\b`, 'i'),
  new RegExp(`\\b(?:better|best|more\\s+accurate|cheaper|faster)[,:]?\\s+${PAIR_NAME}\\s+or\\s+${PAIR_NAME}\\s*[?.!]*$`, 'i'),
  new RegExp(`\\bshould\\s+(?:we|i)\\s+(?:pick|choose|go\\s+with|buy|use)\\s+${PAIR_NAME}\\s+or\\s+${PAIR_NAME}\\s*[?.!]*$`, 'i'),
  new RegExp(`\\bis\\s+${PAIR_NAME}\\s+worth\\s+(?:it|the\\s+(?:money|cost|price|investment))\\b`, 'i'),
];
/** Mortgage and banking software named by English words ("Encompass", "Blend", "Black Knight"): names all the same. */
const VENDOR_NAMES = new RegExp(`^(?:${VENDOR_NAME})$`, 'i');
/** Ours, or no product at all: "is loanxpress better than manual review", "is ai better than people at qc", "is pre-underwriting worth it". */
const NOT_THEIRS = /^(?:loan\s*e?xpress|smart\s*qc|example\s+consulting|you|u|your\s+\w+|ur\s+\w+|us|we|our\s+\w+|it|this|that|these|those|one|in-?house|manual\w*|humans?|people|staff|teams?|offshor\w*|outsourc\w*|pre-?underwrit\w*|post-?close)\b/i;

/**
 * Another firm's products judged against each other ("is uipath better than automation anywhere", "is ChatGPT or
 * Claude more accurate", "is nCino worth it"): not ours to answer with a page of ours that names the field. At least
 * one side is a product name (a word neither English nor the site's, cased like one: "nCino", or a known vendor's) and
 * neither is ours.
 */
export function judgesOthers(q: string, knows?: (word: string) => boolean): boolean {
  for (const re of JUDGED) {
    const m = re.exec(q);
    if (!m) continue;
    const names = m.slice(1).filter((n): n is string => !!n).map((n) => n.replace(/^(?:a|an|the)\s+/i, ''));
    if (names.some((n) => NOT_THEIRS.test(n))) return false;
    // A name is a word neither English nor the site's ("uipath", "Accenture") or cased like one ("nCino", "ChatGPT");
    // not an acronym or a word the site uses for its own work ("RPA", "Gen AI", "OCR").
    const named = (n: string) => /[a-z][A-Z]/.test(n) || VENDOR_NAMES.test(n) || (!!knows && !knows(n.split(/\s+/)[0].toLowerCase())) || PRODUCT_WORDS.test(n);
    return names.some(named);
  }
  return false;
}

/** Words that only round off a greeting. */
const GREETING_FILLER = /^(?:there|all|bot|team|guys|folks|everyone|y'?all)[\s\p{P}\p{S}]*$/iu;

/** A greeting before the question ("hi there, what do you do?", "Good morning - is LoanXPress LOS agnostic?"). */
const GREETING_FIRST = /^[\s\p{P}\p{S}]*(?:(?:h+i+|h+e+l+o+|h+e+y+|good\s+(?:morning|afternoon|evening|day))(?:\s+(?:there|all|bot|team|guys|folks|everyone))?(?:[\s,.!:;\p{Pd}]+)|(?:hiya|howdy|yo)(?:\s+(?:there|all|team|guys|folks|everyone))?[\s,.!:;]+(?:\p{Pd}\s+)?)(?=\S)/iu;

/** The question without the greeting it opens with (a bare greeting is left as it is: SPEC's reply answers it). */
export function withoutGreeting(q: string): string {
  const rest = q.replace(GREETING_FIRST, '');
  // "good morning there": the greeting's own filler, not a question after it.
  return /[\p{L}\p{N}]/u.test(rest) && !GREETING_FILLER.test(rest) ? rest : q;
}

/** "how long", "which ones?", "why": three words or fewer, a question word first, too few for a topic of their own after a previous question. */
export function isBare(q: string): boolean {
  // Not "what is SmartQC?" or "do you hire?": a subject of its own, however short.
  return q.trim().split(/\s+/).length <= 3 && /^(?:how|why|when|where|which|what|who|and|or|so|any)\b/i.test(q.trim()) && !definedTerm(q);
}

/** What a question leaves to the one before it: "what numbers do i need", "which stages?", "anything after the underwriting step". */
const ELLIPSIS =
  /^what\s+(?:numbers|figures|info|information|details|data|inputs|fields)\s+(?:do|would|should|will)\s+(?:i|we)\s+(?:need|have)(?:\s+to\s+(?:put\s+in|enter|give|provide|fill\s+in))?[\s?.!]*$|^what\s+(?:do|would|should)\s+(?:i|we)\s+(?:need\s+to\s+)?(?:enter|put\s+in|fill\s+in|provide|send)[\s?.!]*$|^anything\s+(?:else|after|before|more|beyond)\b|^which\s+(?:ones?|stages?|steps?|parts?|of\s+them)[\s?.!]*$/;

/** The industries the site serves, each with the words visitors name it by; the first is how a question says it. */
const INDUSTRIES: string[][] = [
  ['mortgage', 'mortgages', 'lending', 'lender', 'lenders', 'home loans?'],
  ['banking', 'banks?', 'credit unions?'],
  ['insurance', 'insurers?', 'insurance companies', 'carriers?', 'policyholders?'],
];
/** One run of an industry's words ("mortgage lenders", "banks"), each run replaced once. */
const industryRe = (words: string[]) => new RegExp(`\\b(?:${words.join('|')})(?:\\s+(?:${words.join('|')}))*\\b`, 'gi');
/** "and for banks?", "what about insurers", "and on the mortgage side?": the same question, of another industry. */
const SWITCH = /^(?:(?:and|but|ok|so)[\s,]+)?(?:(?:and\s+)?(?:what|how)\s+about|and)\s+(?:for\s+|on\s+|in\s+|with\s+)?(?:the\s+)?([\w\s-]{3,40}?)(?:\s+side|\s+ones?)?[\s?.!]*$/i;

/**
 * The previous question asked again of the industry a follow-up switches to ("what are your mortgage use cases" +
 * "and for banks?" → "what are your banking use cases"), or null when it names none, or the previous names no other
 * industry or two.
 */
export function switchedIndustry(q: string, previous: string): string | null {
  const m = SWITCH.exec(q.trim());
  if (!m) return null;
  const to = INDUSTRIES.findIndex((words) => new RegExp(`^(?:${words.join('|')})$`, 'i').test(m[1].trim()));
  if (to < 0) return null;
  const named = INDUSTRIES.map((_, k) => k).filter((k) => industryRe(INDUSTRIES[k]).test(previous));
  // None, or two ("for banks and mortgage lenders"): no one industry to switch from.
  if (named.length !== 1 || named[0] === to) return null;
  return previous.replace(industryRe(INDUSTRIES[named[0]]), INDUSTRIES[to][0]);
}

/** "and after that?", "ok and then what?", "what comes next": the step after the one just answered. */
const ASKS_NEXT =
  /^(?:(?:ok(?:ay)?|so|right|cool|great|and|then)[\s,]+)*(?:what(?:'s|\s+is|\s+comes|\s+happens)?\s+(?:next|after\s+that|afterwards|then)(?:\s+step)?|what\s+after\s+that|after\s+that|then\s+what(?:\s+happens)?(?:\s+after\s+that)?|then\s+what|(?:and\s+)?then(?:\s+what)?|(?:the\s+)?next\s+step|what\s+(?:do|would|will)\s+(?:you|u)\s+do\s+(?:next|after\s+that))[\s?!.]*$/i;

export const asksNext = (q: string) => ASKS_NEXT.test(q.trim());

/** A pronoun that points back at what the previous question was about ("how much does it save", "does that include"). */
export const REFERS_BACK = /\b(?:it|its|that|this|they|them|those|these)\b/i;

/** A question that leans on the previous one ("and how long does that take?", "does it work for insurers too?"). */
export function isFollowUp(q: string): boolean {
  // "ok so what can you do for us then": an interjection first changes nothing.
  const t = q.trim().toLowerCase().replace(/^(?:(?:ok(?:ay)?|alright|right|cool|great|hmm+|um+|oh)[\s,.!]+)+/, '');
  if (/^(?:and|also|what about|how about|so|but|plus|then)\b/.test(t)) return true;
  const words = t.split(/\s+/).length;
  return words <= 8 && (/\b(?:it|that|this|they|them|those|these|too|either|its|there)\b/.test(t) || ELLIPSIS.test(t));
}

/**
 * What leans on the previous question beyond `isFollowUp`, where there is one: a word or three with a question mark
 * ("tools?", "legal side?", "based on what?"), a comparison with nothing compared ("how much faster than by hand", "vs
 * our manual checks how much faster"), "them", "those", "these", "they" in a longer question ("how do you keep them in
 * check after they go live"), or fixing what was just said ("what do we need to send you to fix that?"). Not a
 * comparison ("loanxpress vs smartqc?"): it has subjects of its own; nor the visitor's own world (`NOT_BACK`).
 */
const LEANS_BACK =
  /^(?:[\w'/-]+\s+){0,2}[\w'/-]+\s*\?+$|\bhow\s+much\s+(?:faster|quicker|cheaper|less|more|better|shorter)\b(?!\s+(?:is|are|does|do|would|will|can)\s+(?!(?:it|that|this|they)\b)\w)|\b(?:them|those|these|they)\b|\b(?:fix|solve|sort\s+out)\s+(?:that|it)\b(?=\s*(?:[?.!,]|$|\s+(?:for|please|then)\b))|\bget\s+(?:it|that)\s+(?:fixed|sorted|solved)\b/i;

/** "them" or "they" of the visitor's own world ("my underwriter asked for another bank statement, why do they need it"), or "these days". */
const NOT_BACK = /\b(?:these|those)\s+days\b|\b(?:i|i'm|im|i've|me|my|mine)\b/i;

export function leansBack(q: string): boolean {
  const t = q.trim();
  return t.split(/\s+/).length <= 14 && LEANS_BACK.test(t) && !NOT_BACK.test(t) && !definedTerm(t) && !comparedPair(t);
}

/**
 * A visitor's own money matters (their card, account, loan, policy, score, a rate today): we lend nothing and
 * hold no accounts, so no page of ours answers it, however many words it shares with the banking pages.
 */
const PERSONAL_FINANCE = [
  /\bmy\s+(?:own\s+)?(?:(?:bank|debit|credit|visa|atm)\s+)?card\b/i,
  /\bmy\s+(?:(?:savings|checking|current|bank|online\s+banking|brokerage|retirement)\s+)?account\b/i,
  /\b(?:open|close)\s+(?:a|an|my)\s+(?:savings|checking|bank|current)\s+account\b/i,
  // "my loan", not a lender's "my loan volume" or "my loan pipeline".
  /\bmy\s+(?:(?:home|car|auto|personal|student|house)\s+)?(?:loan|mortgage)\b(?!\s+(?:volumes?|pipelines?|portfolios?|files?|book|operations?|processing|teams?|officers?|business|origination|servicing|qc|quality|software|system|platform|clients?|customers?|applications?))/i,
  // Their own money, log-ins and papers ("my chase account", "my online banking password", "file my taxes").
  // (Not "my password" alone: staff sign in here; not "my savings": the site has a savings calculator.)
  /\bmy\s+(?:[\w'-]+\s+){0,2}(?:accounts?(?!\s+manager)|statements?|balance|paychecks?|pay\s*stubs?|direct\s+deposits?|tax(?:es|\s+returns?|\s+refunds?)|refunds?|credit\s+limit|overdraft|transactions?)\b/i,
  /\bmy\s+(?:online\s+)?bank(?:ing)?\s+(?:app\s+)?(?:password|pin|log\s*in)\b/i,
  /\b(?:transfer|send|wire)\s+\$?\d[\d,.]*\s*(?:dollars|usd|bucks)?\b.*\bmy\b|\b(?:log|sign)\s*(?:in|on)\s+(?:to\s+)?my\b/i,
  /\bmy\s+(?:house|home|car)\b.*\b(?:refinanc\w*|loan|mortgage|insur\w*)|\brefinanc\w*\s+my\b/i,
  // Their own payments and the loans they hold with a lender ("my escrow payment went up", "I have a mortgage with
  // Wells Fargo"; not a lender's "my payment operations team").
  /\bmy\s+(?:escrow|mortgage|monthly|loan|car|house|rent|insurance|minimum|student\s+loan)\s+payments?\b(?!\s+(?:processing|operations?|teams?|systems?|platform|volumes?|analysis|reconcil\w*|runs?|files?|data|process\w*|batch\w*|queues?|backlog))(?![^.?!]*\b(?:reconcil\w*|automat\w*|ops\s+team|our\s+team)\b)|\bi\s+(?:have|got|took\s+out)\s+(?:a|an|my)\s+(?:mortgage|home\s+loan|heloc|car\s+loan|auto\s+loan|personal\s+loan|student\s+loan|credit\s+card|checking\s+account|savings\s+account)\s+(?:with|from|at|through)\s+(?![\w-]+\s+(?:open|missing|outstanding|pending)\s+(?:conditions?|items?|documents?|docs|stips?)\b)/i,
  /\b(?:credit|fico)\s+score\b|\bcashback\b|\bdispute\s+a\s+charge\b/i,
  // A household's loan sold on ("our loan was sold to another servicer", "where does next month's payment go").
  /\b(?:my|our)\s+(?:home\s+|mortgage\s+|house\s+)?(?:loan|mortgage)\s+(?:was|has\s+been|got|is\s+being)\s+(?:sold|transferred)\b|\bwhere\s+(?:does|do|should)\s+(?:my|our|(?:next|this)\s+month'?s)\s+(?:mortgage\s+)?payments?\s+go\b/i,
  // Their own mortgage insurance ("what does PMI stand for and when can i drop it", "how do i get rid of my pmi"; not
  // "I'm an underwriter - does loanxpress calculate PMI?").
  /\bmy\s+pmi\b|\b(?:drop|cancel|remove|get\s+rid\s+of|stop\s+paying|avoid(?:\s+paying)?)\s+(?:the\s+)?pmi\b|\bpmi\b[^.?!]*\bwhen\s+(?:can|do|will|should)\s+i\s+(?:drop|cancel|remove|stop|get\s+rid)\b/i,
  /\b(?:car|auto|life|health|home|renters?|travel|pet)\s+insurance\b|\binsurance\s+premium\b|\bmy\s+premium\b/i,
  // Whether we sell a consumer's policy, card or account ("do you sell insurance", "can u issue credit cards"; not "do
  // you offer insurance automation", "do you provide insurance services"): we sell none.
  /\b(?:do|can|could|will|would)\s+(?:you|u)(?:\s+guys)?\s+(?:sell|issue|write|offer|provide)\s+(?:insurance(?:\s+polic(?:y|ies))?|(?:insurance\s+)?polic(?:y|ies)|credit\s+cards?|(?:savings|checking|bank)\s+accounts?)(?=\s*(?:[?.!,]|$)|\s+(?:to|for)\s+(?:me|us|individuals|consumers|people|families|(?:small\s+)?businesses)\b|\s+(?:online|directly)\b)/i,
  /\b(?:interest|mortgage)\s+rates?\b|\b(?:15|20|30)[-\s]year\s+fixed\b/i,
  // A household's refinance sums ("refi break even calculator", "when do i break even on a refinance").
  /^(?:(?:a|my)\s+)?refi(?:nanc\w*)?\s+(?:break[\s-]*even(?:\s+(?:calculator|point))?|calculator)[?.!]*$|\bwhen\s+(?:do|will|would|should)\s+i\s+break[\s-]*even\b[^.?!]*\brefi/i,
  // About to apply for money: "what documents do i need to apply for a mortgage", "how do i qualify for a heloc"
  // (not "can I apply for a loan with you?", asked of us).
  /\b(?:i\s+(?:need|have)\s+to|how\s+(?:do|can|should|would)\s+i|(?:do|would|will|could)\s+i)\s+(?:apply|qualify)\s+for\s+(?:an?\s+|my\s+)?(?:[\w-]+\s+){0,2}?(?:loans?|mortgages?|cards?|credit|heloc|refinanc\w*|insurance)\b/i,
  // Their own application for money: "I applied for a mortgage last week, did I get approved?" (not "my application"
  // a developer embeds a widget in, nor a job or partner application).
  /\b(?:i|i've|i\s+have)\s+(?:just\s+|already\s+)?applied\s+for\s+(?:[\w-]+\s+){0,3}?(?:loans?|mortgages?|cards?|credit|accounts?|refinanc\w*|heloc|insurance|polic(?:y|ies))\b|\b(?:if|whether)\s+i\s+(?:got|was|am|'m|have\s+been|will\s+be)\s+approved\b|\bmy\s+(?:loan|mortgage|credit\s+card|card|refinanc\w*|heloc)\s+application\b(?!\s+(?:volumes?|pipelines?|backlog|processing|intake|queue))/i,
];

export function asksPersonalFinance(q: string): boolean {
  return PERSONAL_FINANCE.some((re) => re.test(q));
}

const TO_US = /\b(?:you|your|yours|u|ur|we|our|ours|us)\b/i;
/**
 * A thing of ours named by what it does, as visitors on our site name it ("the loan tool", "the qc app", "the
 * calculator", "the form", "the loan purchase check"): put to us as much as "your loan tool" is.
 */
const THE_OURS = new RegExp(
  ((qualifier: string) =>
    // A head that names a thing of ours alone ("the calculator", "the form", "the platform"; not "form 1040", "the app
    // store", "the product of 7 and 8"), or one that needs a word of ours before it ("the loan purchase check"; not "the
    // check engine light", "when will the check clear").
    String.raw`\bthe\s+(?:${qualifier}\s+){0,2}(?:tool|calculator|form(?!\s+(?:\d|[a-z]-?\d))|chat\s*bot|bot|widgets?|pre-?check|checker|brochure|sorter|platform|software|app(?!\s+store)|product(?!\s+of\b))\b` +
    String.raw`|\bthe\s+(?:${qualifier}\s+){1,2}(?:check|engine)\b` +
    // This site and its pages ("the site mentions SOC as a service on the risk page, what is that").
    String.raw`|\b(?:the|this)\s+(?:web\s*)?site\b|\b(?:the|this|that)\s+(?:[\w-]+\s+){0,2}page\b(?!\s+(?:numbers?|counts?|limits?|views?|of)\b)`)(
    '(?:loan|loans|mortgage|qc|doc|docs|document|sorting|pre-?underwriting|underwriting|savings|inquiry|enquiry|contact|chat|purchase|quality|review|pre-?check|ai|rpa|demo)',
  ),
  'i',
);
const OWN = /\b(?:i|i'm|im|i've|i'd|me|my|mine)\b/i;
/** The visitor speaks of themselves ("I", "my", "me"). */
export const mentionsSelf = (q: string) => OWN.test(q);
/** The visitor says "you", "your", "we" or "our". */
export const mentionsUs = (q: string) => TO_US.test(q);
/**
 * A visitor saying who they are at work ("I'm a web dev at a partner bank", "I run ops at a regional lender"): their
 * role, not their own money, so no "I" of theirs; what they ask after it may still be their own ("… how do I refinance").
 */
const SELF_INTRO = new RegExp(
  // Words of the intro, up to the stop; never the visitor's own "and I want …", "my rate".
  ((w: string) =>
    `\\b(?:i'?m|i\\s+am)\\s+(?:an?|the)\\s+${w}{1,40}?\\s+(?:at|of|for|with|in)\\s+${w}{1,40}?(?=[,.;:!?]|\\s+[-\\u2013\\u2014]\\s|$)` +
    `|\\bi\\s+(?:work|(?:run|lead|manage|head)\\s+${w}{1,30}?)\\s+(?:at|for|with|in)\\s+${w}{1,40}?(?=[,.;:!?]|\\s+[-\\u2013\\u2014]\\s|$)`)(
    "(?:(?!\\b(?:and|but|so|i|i'm|my|me)\\b)[\\w/&' -])",
  ),
  'gi',
);

/**
 * "Can you explain / define / write …": the bot asked for general knowledge or a text, the way one asks any
 * assistant ("can you explain how blockchain works"); that "you" is no question about our work unless the rest
 * of the question is ("can you explain your onboarding").
 */
const ASKS_ASSISTANT = /\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:explain|define|describe|write|summari[sz]e|recommend|translate|teach|compare|list)\b/gi;

/**
 * Put to us, about our work ("can you help with KYC checks", "will your widgets clash with our CSS"), with
 * nothing of the visitor's own life in it ("my", "I"): most questions we cannot answer are a consumer's own
 * ("how do I…", "my card…") or general knowledge; few of them address us (12 of the 310 examples, most of them
 * about the bot's internals), while most visitors' questions about our services do.
 */
export function addressesUs(question: string): boolean {
  const q = (/[a-z]/.test(question) ? question.replace(THE_COUNTRY, 'USA') : question).replace(AT_WORK, 'our ');
  const dealing = PRIVACY_WORDS.test(q) ? q.replace(DEALING_WITH_US, ' ') : q;
  const asked = q.replace(ASKS_ASSISTANT, ' ');
  return (TO_US.test(asked) || THE_OURS.test(asked)) && !OWN.test(dealing.replace(ROLE_INTRO, ' ').replace(SELF_INTRO, ' ').replace(USING_OURS, ' your '));
}

/**
 * A visitor who opens with their job ("QC manager here - …", "Head of ops at a mid-size lender: …", "procurement officer
 * - …", "im head of ops at a regional credit union, …"): no "I" of their own life, as SELF_INTRO ("I'm a … at …") is not;
 * but not put to us by itself either ("Broker here - how long does closing usually take?" is a consumer's question),
 * and its words are left out of what the message asks (withoutRoleIntro).
 */
const ROLE = String.raw`(?:manager|mgr|officer|head|director|lead|leader|analyst|vp|svp|evp|cfo|cio|cto|coo|ceo|cro|ciso|underwriter|processor|lender|broker|engineer|developer|dev|architect|admin|owner|consultant|specialist|auditor|examiner|president|founder|banker|procurement|compliance|ops|infosec|team|desk)`;
/** Where the job is: "of ops", "at a regional credit union" (two at most). */
const ROLE_PLACE = String.raw`(?:\s+(?:at|of|for|with|in|on)\s+(?:[\w/&'-]+\s+){0,5}?[\w/&'-]+){0,2}`;
/** A greeting it may open with, and the job itself: "hi, the head of ops at a regional credit union". */
const HELLO = String.raw`^(?:(?:hi|hello|hey)[,!]?\s+)?`;
const JOB = String.raw`(?:(?:an?|the|our)\s+)?(?:[\w/&'-]+\s+){0,5}?${ROLE}${ROLE_PLACE}`;
const ROLE_INTRO = new RegExp(
  String.raw`${HELLO}(?:i'?m\s+)?${JOB}(?:\s+here)?\s*(?::|[,.](?=\s)(?<=\bhere[,.])|\s[-\u2013\u2014])\s` +
    // Said as "I'm …": a comma ends it too ("im head of ops at a regional credit union, what does your company do").
    String.raw`|${HELLO}(?:i'?m|i\s+am)\s+${JOB}\s*[,;]\s`,
  'i',
);

/** The message without the job it opens with ("Procurement here. Is there a product document …" → "Is there …"). */
export const withoutRoleIntro = (q: string) => q.replace(ROLE_INTRO, '').replace(/^[\s.]+/, '');

/**
 * "a US credit union", "data centers in the US", "US lenders": the country, after an article or a preposition or before
 * what is in it; not "CONTACT US", "email US the deck" (and not in a message all in capitals).
 */
const THE_COUNTRY = /(?<=\b(?:a|an|the|in|from|across|outside|within|throughout)\s+)US\b|\bUS(?=\s+(?:[a-z]+\s+)?(?:banks?|lenders?|credit\s+unions?|markets?|customers?|borrowers?|clients?|compan(?:y|ies)|firms?|insurers?|dollars?|based|only|regions?|data|laws?|regulations?|regulators?|government|federal|offices?)\b)/g;

/**
 * "My team", "my underwriters", "my LOS": the visitor's work, which they put to us as "our" ("would it be more accurate
 * than my team eyeballing files"); not "my bank" or "my lender", which are a consumer's own.
 */
const AT_WORK =
  /\bmy\s+(?=(?:(?:qc|it|ops|underwriting|servicing|collections|compliance|lending|mortgage|dev|risk|processing)\s+)?(?:teams?|staff|underwriters|processors|reviewers|analysts|ops|operations\s+team|los|loan\s+origination\s+system|pipeline|employees|auditors|examiners|developers|devs|engineers)\b)/gi;

/**
 * The visitor doing something with a thing of ours ("how do I add your chatbot to our pages", "can I try your calculator",
 * "how do i get the brochure about the loan product"; a thing only we have, not "the form" or "the mortgage app" a
 * consumer fills in or logs into): no "I" of their own life.
 */
const USING_OURS = /\b(?:i|i'd|i'll)\s+(?:[\w'-]+\s+){1,3}?(?:(?:your|ur)\s+|(?=the\s+(?:brochure|chat\s*bot|widgets?|savings\s+calculator|(?:contact|inquiry|enquiry)\s+form|(?:loan|qc|doc|sorting|purchase|pre-?underwriting)\s+(?:tool|sorter|pre-?check|check|app)|pre-?check)\b))/gi;

/**
 * "I left my details", "I sent the form": where it ends there or goes on with us or a form or page of ours ("on the
 * consulting page"), not "on the Zillow page".
 */
const LEFT_DETAILS = String.raw`\bi\s+(?:left|sent|submitted|gave\s+you|filled\s+(?:in|out))\s+(?:my|the|your|ur|an?)\s+(?:(?:contact|personal)\s+)?(?:details|info|information|inquiry|enquiry|message|form|number|e-?mail)\b(?=\s*(?:$|[,.?!;]|\s+(?:with|to)\s+(?:you|u)\b|\s+(?:on|in|through|via|using)\s+(?:your|ur|the|this)\s+(?:(?:contact|inquiry|enquiry|consulting|demo|home|loanxpress|smartqc|partners?|rpa|devops|collections|operations)\s+)?(?:form|site|website|page)\b))`;

/**
 * The visitor's dealings with us, which an inquiry's privacy notice is about ("what do u do with my contact details",
 * "if i enquire will i get marketing emails from u"): what they send us and what comes back, no matter of their own
 * life ("the info I put in the contact form", "I left my details on the consulting page"); "my bank statement", "my
 * credit card" still are.
 */
const DEALING_WITH_US = new RegExp(
  String.raw`${LEFT_DETAILS}|` +
    /\bmy\s+(?:(?:first|initial|personal|contact)\s+)?(?:details|data|info|information|inquiry|enquiry|message|submission|e-?mail(?:\s+address)?|phone(?:\s+number)?|number)\b|\b(?:get(?:ting)?|writ(?:e|ing)|com(?:e|ing))\s+back\s+to\s+me\b|\b(?:call|e-?mail|ring)\s+me\s+back\b|\b(?:while|as|when)\s+i'?m\s+(?:submitting|sending|typing|writing|filling)\b|\b(?:will|do|would)\s+i\s+lose\s+(?=what\s+i\b|my\b|it\b|everything\b)|\bwhat\s+(?:should|do|can|must|would)\s+i\s+(?:need\s+to\s+)?(?:put|write|include|say|mention|send|fill\s+(?:in|out))\b|\b(?:if|when|once|after)\s+i\s+(?:enquire|inquire|submit|send|fill|write|contact|sign\s+up|use\s+(?:the|your|ur)\s+(?:contact\s+|inquiry\s+|enquiry\s+)?form)\b|\b(?:what|the\s+(?:info|information|details|data|stuff)(?:\s+that)?)\s+i\s+(?:submit(?:ted)?|send|sent|enter(?:ed)?|type[d]?|write|wrote|share[d]?|fill(?:ed)?\s+in|put|left|gave)\b|\bwill\s+i\s+(?:start\s+)?(?:get(?:ting)?|receiv(?:e|ing)|be\s+(?:contacted|called|e-?mailed|added|spammed))\b/.source,
  'gi',
);

/**
 * What the visitor's dealings with us are about: an inquiry and what becomes of it. Without one of these words "my
 * data", "will i get" are their own ("my data plan ran out", "will i get approved quicker").
 */
const PRIVACY_WORDS = new RegExp(
  String.raw`${LEFT_DETAILS}|` +
    /\b(?:inquir\w*|enquir\w*|forms?|messages?|contact\s+details|submit\w*|send|sent|collect\w*|purpose|marketing|newsletters?|spam\w*|sell|sold|share|shared|keep|kept|store[sd]?|delete[sd]?|remove[sd]?|gdpr|ccpa|privacy|third\s+parties|consent|opt\s*-?\s*(?:in|out)|unsubscribe)\b/.source,
  'i',
);

/** The rule addressesUs applies, as text: the example models were fitted with it (gates.ts exampleFitKey). */
export const ADDRESSES_US_RULE = [THE_COUNTRY, ROLE_INTRO, AT_WORK, TO_US, THE_OURS, OWN, SELF_INTRO, ASKS_ASSISTANT, USING_OURS, DEALING_WITH_US, PRIVACY_WORDS].map((re) => re.source).join(' ');

/**
 * One of our widgets, named as the one on this site or the partner's page ("how do I add the chatbot to my website",
 * "the chat panel covers our cookie banner"), or a setting only the partner guide names ("the api base setting",
 * "ALLOWED_ORIGINS"): a partner's question for the guide, however near it sounds to general web how-to ("how do i set
 * up an intercom chatbot on shopify", "how do I fix a CORS error in my express api"). Not "a chatbot", "my chatbot",
 * "this chatbot" (the visitor talking to the bot: "this chatbot is useless, whats the weather"), nor a snippet, an
 * embed code or a script tag, which any tool has.
 */
const OUR_WIDGET =
  /\b(?:the|your|ur)\s+embedd(?:ed|able)\s+(?:(?:inquiry|enquiry|contact|lead)\s+)?(?:forms?|chat\s*bot|chat|widgets?)\b|\b(?:the|your|ur)\s+(?:chat\s*bot|chat\s+(?:panel|window|widget|button|bubble|box)|widgets?|loader(?:\s+(?:script|tag))?|(?:inquiry|enquiry|contact|lead)\s+forms?|custom\s+elements?)\b|<?\bbfsi-[a-z-]+|\bbfsi\(|\b(?:(?:email|blog)[\s-]?)?api[\s-]?base\b|\b(?:email|blog)?apibase\b|\bdata-api-base\b|\ballowed[_\s-]origins\b/i;

/**
 * One of our articles, named as this site's ("summarize the intelligent mortgage piece", "what did your interview say
 * about costs", "the interview"): ours to answer from, however near a request to write something it sounds ("write a
 * haiku about mortgages"). Not "an article", "this article" (one the visitor brings), "the housingwire article", "the
 * post office", "the interview with a bank for a teller job".
 */
const OUR_WRITING =
  /\b(?:your|ur)\s+(?:[\w-]+\s+){0,3}?(?:article|piece|blog\s*post|interview|write-?up)s?\b|\bthe\s+(?:intelligent\s+mortgage|post[\s-]?clos\w*(?:\s+qc)?|ai\s+in\s+mortgage(?:\s+lending)?|mortgage\s+lending|loanxpress)\s+(?:article|piece|blog\s*post|post|interview|write-?up)\b|\bthe\s+interview\b(?!\s+(?:with|for|at)\b)(?![^.?!]*\b(?:i|we)\s+(?:read|saw|found|had|have)\b)/i;

/**
 * Someone else's tool beside the widget word ("the script tag for google analytics", "the chatbot in dialogflow", "the
 * chat window in my react native app"), or the bot asked for a task as one asks any assistant ("can the chatbot tell
 * me a joke", "the chatbot, can it write me a poem"), or one in the visitor's bank's app ("the chatbot in my bank's app
 * keeps logging me out"; not "how do I add the chatbot to my bank's website"): not a question about a thing of ours.
 */
const NOT_OURS =
  /^(?![^.?!]*\b(?:add|put|embed|install|paste|place|use)\b)[^.?!]*\bmy\s+(?:bank|lender|insurer|servicer|credit\s+union|card(?:\s+company)?)(?:'?s)?\s+(?:app|portal|chat\s*bot|online\s+banking)\b|\b(?:google\s+(?!fonts?\b)\w+|youtube|dialogflow|iphone|ipad|android|vs\s*code|react\s+native|intercom|zendesk|drift|hubspot|salesforce|tawk|crisp|livechat|whatsapp|facebook|messenger|slack|discord|telegram|recaptcha|mailchimp|twilio|freshdesk|gmail|outlook|chat\s*gpt|openai)\b|\b(?:can|could|would|will)\s+(?:(?:the|this|your|ur)\s+(?:chat\s*)?bot|it)\s+(?:please\s+)?(?:explain|define|describe|write|summari[sz]e|recommend|translate|teach|compare|calculate|draw|sing|tell\s+me\s+(?:a|an)\s+(?:joke|story|poem)|do\s+my)\b|\b(?:joke|weather|poem|recipe|who\s+won)\b/i;

/**
 * A number to call or someone to ring, asked of the site ("is there a phone number i can call instead of the form", "can
 * I ring someone instead of emailing", "i prefer calling over typing, what number should i dial"): our phone, however
 * near a consumer's "what's the number for my bank's fraud line" it sounds. The visitor calling, not our agents or a
 * debt collector ("how many times a week can a debt collector call someone"); not another party's number ("what's the
 * phone number for equifax") nor the visitor's own matter ("should i call someone if i missed a mortgage payment", "how do
 * collection agencies get my phone number").
 */
const OUR_PHONE =
  /(?<!\b(?:my|his|her|their|our)\s+(?:own\s+)?)\b(?:phone|telephone|contact)\s+(?:number|no\.?|line)\b|\bwhat\s+number\s+(?:should|do|can|could|would)\s+(?:i|we)\s+(?:call|dial|ring)\b|\bnumber\s+(?:i|we)\s+(?:can|could|should)\s+(?:call|dial|ring)\b|\b(?:i|i'?d|id|we|we'?d)\s+(?:\w+\s+){0,3}?(?:call|ring|phone)\s+(?:someone|somebody|you|u|your\s+team)\b|\bcalling\s+(?:over|instead\s+of)\b/i;
/** Another party's line: the visitor's bank or card, a named firm's customer service, an agency. */
const OTHER_PARTY = new RegExp(
  String.raw`\b(?:my|our)\s+(?:[\w-]+\s+)?(?:bank|lender|insurer|servicer|credit\s+union|card|agent|landlord|doctor|isp|carrier)(?:'?s)?\b|\bfor\s+(?:the\s+)?(?:[\w&.'-]+\s+){1,3}?(?:customer\s+(?:service|support|care)|support|helpline|hotline|fraud)\b|\b(?:${VENDOR_NAME}|${LENDER_NAME}|irs|dmv|police|embassy|fannie|freddie|fha|hud|equifax|experian|trans\s*union|credit\s+bureaus?)\b|\b(?!(?:your|ur|the\s+company|company|firm)'?s\b)[\w&.-]+'s\s+(?:phone|telephone|contact|customer\s+service)\b|\b(?:number|line)\s+(?:for|of)\s+(?!(?:you|u|your|ur|sales|support|the\s+(?:team|company|firm|office|sales|support))\b)(?:the\s+|a\s+)?[\w&.'-]+|\bi\s+(?:[\w']+\s+){0,3}?(?:mortgage|loan|payment|card|account|policy|claim|bill)s?\b`,
  'i',
);

/**
 * Whether we lend, asked of us ("i want to borrow 300k for a house, can you lend it to me", "can i apply for a home loan
 * on this site", "can i get a heloc through you guys"): the site says we do not, however much it sounds like a consumer's own loan question.
 */
const OUR_LENDING =
  /\b(?:can|could|would|will|do|does)\s+(?:you|u|y'?all)\s+(?:guys\s+)?(?:(?:lend|loan)\s+(?:me|us|it|that|money|the\s+money)|(?:finance|fund)\s+(?:me|us|my|our\s+(?:home|house|purchase)))\b|\b(?:apply|applying)\s+for\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:loan|mortgage|heloc|refinance|refi|line\s+of\s+credit)\s+(?:(?:on|through|thru|via|from|with)\s+(?:this\s+(?:site|website|page)|you|u)|here)\b|\b(?:get|take\s+out|obtain)\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:loan|mortgage|heloc|refinance|refi|line\s+of\s+credit)\s+(?:through|thru|from|with|via)\s+(?:you|u|y'?all|your\s+(?:company|firm|site))\b/i;

/**
 * Whether a question is about one of our widgets or articles (`OUR_WIDGET`, `OUR_WRITING`), our phone (`OUR_PHONE`) or
 * whether we lend (`OUR_LENDING`), and which. `asWritten`: the message before misspellings were mended, where another
 * tool's name is still itself ("iphone", not "phone").
 */
export function ourThingAsked(q: string, asWritten = q): 'widget' | 'writing' | 'phone' | 'lending' | null {
  if (NOT_OURS.test(asWritten) || NOT_OURS.test(q)) return null;
  if (OUR_WIDGET.test(q)) return 'widget';
  if (OUR_WRITING.test(q)) return 'writing';
  if (OUR_LENDING.test(q)) return 'lending';
  return OUR_PHONE.test(q) && !OTHER_PARTY.test(q) ? 'phone' : null;
}

/** Whether a question names one of our widgets and asks about it. */
export function asksAboutOurWidget(q: string): boolean {
  return ourThingAsked(q) === 'widget';
}

/**
 * What something covers or consists of ("what's included in your RPA services", "which back-office processes can you
 * take on", "what features are listed in the pre-underwriting brochure").
 */
const LIST =
  /\bwhat(?:'s|\s+is|\s+are)\s+(?:included|covered|involved|part\s+of)\b|\bwhat\s+(?:does|do|will|would)\b.*\b(?:cover|include|involve|consist|comprise|span|offer|list)s?\b|\bwhat\s+(?:[\w-]+\s+){0,2}(?:features|capabilities|modules|services|steps|items)\s+(?:are|r|does|do)\s+(?:[\w-]+\s+){0,4}?(?:listed|named|mentioned|shown|list|name|mention|show)\b|\bwhat\s+falls\s+under\b|\bwhat(?:'?s|\s+is|\s+are|\s+sits)\s+(?:under|in|on)\s+(?:your|ur|the)\s+(?:[\w/&-]+\s+){1,4}?(?:umbrella|side|arm|wing|bucket|portfolio|menu)\b|\bwhat(?:'?s|\s+is)\s+(?:your|ur)\s+(?:[\w/&-]+\s+){1,3}?(?:side|arm|wing)\s+of\s+the\s+(?:business|company|house|firm)\b|\bwhat\s+(?:kinds|types|sorts)\s+of\b|^(?:your\s+|ur\s+|the\s+)?(?:[\w/&-]+\s+){1,2}(?:services|offerings|features|capabilities|modules)[?.!]*$|\bwhat(?:'?re|\s+are|\s+r)\s+(?:your|ur|the)\s+(?:[\w/&-]+\s+){0,3}(?:services|offerings|solutions|modules|features|capabilities)\b|\bwhich\s+(?:[\w-]+\s+){0,3}(?:processes|services|areas|models|technologies|products|solutions|tasks|modules|features|offerings|capabilities)\b|\b(?:list|range)\s+of\b|\b(?:list|enumerate)\s+(?:the|all|every|each|your)\b/i;

/** How to try us first ("how would you suggest we pilot AI for post-closing QC", "can we trial it before committing"); not a free trial, a price. */
const PILOT = /\b(?:pilot(?:s|ing)?|trial(?:l?ing)?|try\s+(?:it|this|you|u|loanxpress|smartqc)\s+(?:out|first)|proof\s+of\s+concept|poc)\b(?<!\bfree\s+trial)/i;

export function asksPilot(q: string): boolean {
  return PILOT.test(q);
}

/** What says how a pilot runs. */
export const namesPilot = (text: string): boolean => /\b(?:pilot|proof\s+of\s+concept)\b/i.test(text);

export function asksList(q: string): boolean {
  return LIST.test(q);
}

/** A question answered yes or no ("do you do KYC?"), not "what do you do for insurers?". */
export function asksYesNo(q: string): boolean {
  return /^(?:(?:and|so|also|ok|okay|but)[\s,]+)?(?:do|does|did|is|are|was|were|can|could|will|would|have|has|should|may|shall)(?:n'?t)?\b|^(?:can'?t|won'?t|ain'?t)\b/i.test(q.trim());
}

// "What's the difference between LoanXPress and SmartQC?", "RPA vs AI", "compare X with Y": two things, each
// answered on its own. Terms of up to five words, so "between" in a longer sentence is no comparison.
const TERM = "((?:[\\w'&/.-]+\\s+){0,4}?[\\w'&/.-]+)";
/** "X vs Y" has nothing around it to tell where X starts: three words a side at most. */
const SHORT_TERM = "((?:[\\w'&/.-]+\\s+){0,2}?[\\w'&/.-]+)";
const END = '\\s*[?.!]*$';
const COMPARED = [
  new RegExp(`\\b(?:difference|differences|diff)\\s+between\\s+${TERM}\\s+and\\s+${TERM}${END}`, 'i'),
  new RegExp(`\\bhow\\s+(?:does|do|is|are)\\s+${TERM}\\s+(?:differ|different)\\s+from\\s+${TERM}${END}`, 'i'),
  new RegExp(`\\bcompare\\s+${TERM}\\s+(?:and|with|to|vs\\.?|versus)\\s+${TERM}${END}`, 'i'),
  new RegExp(`^(?:what(?:'s|\\s+is|\\s+about)\\s+)?${SHORT_TERM}\\s+(?:vs\\.?|versus)\\s+${SHORT_TERM}${END}`, 'i'),
];
const ARTICLE = /^(?:the|a|an|your|ur)\s+/i;
/** No thing of its own: "how is this different from SmartQC" leans on the conversation; "do you do RPA vs …" asks something else. */
const NOT_A_THING = /^(?:this|that|it|you|u|us|we|them|these|those|me|what|how|why|which|who|do|does|did|is|are|can|could|will|would|should|tell|show|give|explain|pros)\b/i;

/** The two things a comparison names, or null. */
export function comparedPair(q: string): [string, string] | null {
  for (const re of COMPARED) {
    const m = re.exec(q.trim());
    if (!m) continue;
    const pair: [string, string] = [m[1].replace(ARTICLE, ''), m[2].replace(ARTICLE, '')];
    return pair.some((t) => NOT_A_THING.test(t)) ? null : pair;
  }
  return null;
}
