// "What is KYC?", "how does OCR work?", "explain what escrow means": a visitor
// asking what a term means. The site answers that for its own names ("SmartQC
// is our automated quality check", "SOC as a Service: …", "loan origination
// system (LOS)", what its FAQ is asked: "what is VAPT"); a term of the field it
// uses ("Automated KYC: …", "DevSecOps: …") or names in passing ("Escrow,
// payment and account maintenance") it does not define, and a sentence that
// merely uses it is no answer: the question is general knowledge, asked of the
// wrong assistant, and falls back.
import { stem } from './text';

// Not "what is the catch", "what's the onboarding": "the" points at a thing of ours, not a term. "… and why do i need
// one" is a second question; "fraud and anomaly detection" is one name.
/** "can you please explain …": how a request opens. */
const POLITELY = String.raw`(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?`;
/** A role at work, not a thing ("a completeness check", "an ai agent"). */
const ROLE = String.raw`((?:(?!ai\b|digital\b|virtual\b|software\b|rpa\b)[\w-]+\s+){0,2}(?:underwriter|processor|closer|loan\s+officer|officer|analyst|clerk|auditor|examiner|adjuster|broker|teller|banker|actuary|appraiser|servicer|originator|collector|agent|specialist|consultant|accountant|controller|compliance\s+manager|branch\s+manager))`;
/** Where the role works, and how long: "at a typical bank", "all day". */
const AT_WORK = String.raw`(?:\s+(?:at|in|for)\s+(?:an?\s+)?(?:typical\s+|normal\s+|regular\s+|big\s+|small\s+)?(?:banks?|lenders?|credit\s+unions?|insurers?|insurance\s+compan(?:y|ies)|mortgage\s+compan(?:y|ies)|compan(?:y|ies)|firms?))?(?:\s+all\s+day)?()$`;
/** "… and do you use it?", "… and why do i need one": a second question after the term (THEN_TO_US says whose). */
const AND_THEN = String.raw`(?:\s+and\s+((?:do|does|did|is|are|was|can|could|will|would|should|how|why|what|when|where|who|which|i|we|you|u)\b.*))?$`;
const ASKS = [
  // What a role does: "what does an underwriter do", "explain what a loan processor does at a typical bank"; not a thing
  // ("what does a completeness check do", "what does an ai agent do").
  new RegExp(String.raw`^${POLITELY}(?:explain\s+|tell\s+me\s+)?what\s+does\s+an?\s+${ROLE}\s+do${AT_WORK}`, 'i'),
  new RegExp(String.raw`^${POLITELY}(?:explain\s+|tell\s+me\s+)?what\s+an?\s+${ROLE}\s+does${AT_WORK}`, 'i'),
  new RegExp(String.raw`^(?:(?:so|ok|okay|and|but)[\s,]+)?what(?:'s|\s+is|\s+are)\s+(?:an?\s+)?(?!the\b)(.+?)(?:\s+(?:exactly|actually|again))?${AND_THEN}`, 'i'),
  new RegExp(String.raw`^${POLITELY}(?:explain|define|describe)\s+(?:to\s+me\s+)?(?:what\s+)?(?:an?\s+)?(?!the\b)(.+?)(?:\s+(?:is|are|means?))?(?:\s+to\s+me)?${AND_THEN}`, 'i'),
  new RegExp(String.raw`^how\s+(?:does|do)\s+(?:an?\s+)?(?!the\b)(.+?)\s+work${AND_THEN}`, 'i'),
  /^what\s+(?:does|do)\s+(?:an?\s+)?(?!the\b)(.+?)\s+(?:mean|stand\s+for)$/i,
  // Typed as a search: "ltv ratio meaning", "definition of escrow".
  /^(?:(?:what(?:'s|s|\s+is)|explain)\s+)?(?:(?:the\s+)?(?:meaning|definition)\s+of|define)\s+(?:an?\s+)?(?!the\b)(.+?)()$/i,
  // Not "how are success metrics defined": a question word first asks something else.
  /^(?!(?:the|how|what|why|when|where|which|who|is|are|do|does|can|could)\b)(.+?)\s+(?:meaning|definition)()$/i,
];
/** "… and do you use it?": a second question, put to us, after the definition. */
const THEN_TO_US = /\b(?:you|your|u|ur|we|our|us)\b/i;

/**
 * Not a term but a question of another kind: about us or our things ("what's your address", "what's the company
 * mission", "how does the savings calculator thing work"), a thing's use or look ("what's X for", "what's X like",
 * "what's X about"), a superlative or a comparison, a figure, a list.
 */
const NOT_A_TERM =
  /\b(?:you|your|yours|u|ur|we|our|us|i|my|me|this|that|these|those|it|here|there|company|firm|site|website|page|blog|article|team|mission|vision|values?|culture|thing|stuff|product|platform|tool|app|apps|application|system|software|solution|modules?|engine|approach|flow|deliverables?|downsides?|upsides?|simply|services?|offering|calculator|form|bot|chatbot|widgets?|like|about|for|best|good|better|worst|difference|different|between|vs|versus|current|next|first|latest|status|price|cost|fees?|rates?|minimum|maximum|average|typical|usual|length|size|limit|duration|timeline|time|date|deadline|number|name|address|email|e-mail|phone|point|purpose|goal|benefit|benefits|advantage|included|covered|involved|new|wrong|happening|going|process|way|ways|steps?|list|kinds?|types?|sorts?)\b|\d/i;

/** How plainly to explain, no part of the term: "what is ml in simple words", "how does ocr work under the hood". */
const PLAINLY = /\s+(?:in\s+(?:simple|plain|layman'?s?|easy)\s+(?:words|terms|english|language)|in\s+a\s+nutshell|for\s+(?:dummies|beginners|a\s+beginner|a\s+layman|non[\s-]?techies)|like\s+i'?m\s+(?:five|5)|under\s+the\s+hood|in\s+practice|briefly|simply)$/i;
/** Words that round a question off, no part of the term: "what is post closing qc anyway", "what's idp exactly". */
const TRAILING = /(?:[\s,]+(?:anyway|anyways|exactly|again|then|actually|tho|though|btw|lol|pls|please|here))+$/i;

/**
 * Schoolwork the definition is for, no part of the term: "explain what a warehouse line of credit is for my banking
 * class", "for my homework, what is escrow", "what is escrow, its for my finance course". Only the visitor's own ("my",
 * "a"): "for our OCC exam", "for our QC test" are work of theirs that the site may answer.
 */
const SCHOOLWORK = '(?:my|a)\\s+(?:[\\w-]+\\s+){0,2}(?:class|homework|assignment|course|coursework|exam|essay|thesis|dissertation|studies|seminar)';
const FOR_SCHOOLWORK = new RegExp(`^for\\s+${SCHOOLWORK}\\s*[,:-]?\\s+|[\\s,;-]+(?:(?:it'?s|this\\s+is)\\s+)?for\\s+${SCHOOLWORK}$`, 'i');

/** The term a question asks the meaning of, in lower case, or null. */
export function definedTerm(question: string): string | null {
  const q = question.trim().replace(/[?.!\s]+$/, '').replace(TRAILING, '').replace(FOR_SCHOOLWORK, '').replace(PLAINLY, '');
  for (const re of ASKS) {
    const m = re.exec(q);
    if (!m) continue;
    const term = m[1].trim().toLowerCase();
    const words = term.split(/\s+/);
    if (words.length > 4 || NOT_A_TERM.test(term) || (m[2] && THEN_TO_US.test(m[2]))) return null;
    return term;
  }
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const stems = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem);

/**
 * What the site says and what its FAQ is asked as, to tell a name of the site's own, which it defines, from a term of
 * the field, which it only uses. `said`: the site's sentences and FAQ answers; `asked`: the FAQ's questions and their
 * other phrasings.
 */
export class SiteTerms {
  private readonly said: string[];
  /** The site's page and section headings that name a thing of ours, each split at its separators ("… partner guide - Theming"). */
  private readonly headings: string[];
  /** Headings that spell out an acronym. */
  private readonly spelledOut: string[];
  /** The terms the FAQ's questions and phrasings ask the meaning of. */
  private readonly askedTerms: Set<string>;

  constructor(said: readonly string[], asked: readonly string[], headings: readonly string[] = []) {
    this.said = [...new Set(said)];
    // A heading spells out an acronym ("Robotic Process Automation (RPA)"); a heading of two words or more, or one of
    // the partner guide's sections ("Theming"), names a thing of ours; "Tax", "Insurance" alone name a field.
    this.spelledOut = headings.filter((h) => /\([^)]+\)/.test(h));
    this.headings = [
      ...new Set(
        headings.flatMap((h) => h.split(/\s+[-\u2013\u2014|]\s+|:\s+/).filter((part) => part.trim().includes(' ') || /partner guide/i.test(h))).map((h) => stems(h).join(' ')),
      ),
    ];
    this.askedTerms = new Set(asked.map(definedTerm).filter((t): t is string => !!t).map((t) => stems(t).join(' ')));
  }

  /** Whether the site leaves `term` undefined: "what is it" is general knowledge, not ours to answer. */
  unexplained(term: string): boolean {
    return !this.defines(term);
  }

  /**
   * Whether the site defines `term`: a FAQ question or phrasing asks what it is ("what is VAPT", "what does BFSI stand
   * for"); a heading of ours names it ("Theming", "Quality Check by Correspondent Purchase Review") or spells it out
   * ("Robotic Process Automation (RPA)"); a sentence starts by saying what it is ("SmartQC is …"; not "the captcha is
   * drawn" inside one) or a text spells it out ("loan origination system (LOS)"); a guide row's code name heads a text
   * ("apiBase: …", "bfsi-estimate: …"); or, for a name of two words or more, a card's short label ends with it
   * or names it and another ("SOC as a Service: …", "Document Recognition and Classification: …"; not "Machine
   * Learning for Business: …"), or a text says what it does ("doc-to-doc analysis checks the documents against each
   * other"). A field's word or acronym that heads a card of ours ("DevSecOps: …", "Automated KYC: …") or starts a
   * sentence ("Large language models can now …") is no definition: "what is kyc", "explain what devsecops means" ask
   * general knowledge (every dev set's writer filed them as questions the site cannot answer), which a card about our
   * service does not answer; so does "what is escrow", which the site names once in passing.
   */
  private defines(term: string): boolean {
    if (this.askedTerms.has(stems(term).join(' '))) return true;
    // A section of ours is named by it ("how does theming work": the guide's Theming).
    if (this.headings.includes(stems(term).join(' '))) return true;
    // A plural or a singular of the term, and any spacing or hyphenation between its words.
    const t = escape(term.replace(/s$/, '')).replace(/\\?[\s-]+/g, '[\\s-]+') + 's?';
    // "SmartQC is our …" at the start of a sentence, not "the captcha is drawn" inside one.
    const spelled = new RegExp(`\\(${t}\\)`, 'i');
    const res = [new RegExp(`(?:^|[.!?]\\s+)(?:the\\s+|our\\s+|an?\\s+)?${t}\\s+(?:is|are|means|refers\\s+to|stands\\s+for)\\b`, 'i'), spelled];
    // A name of our own is in a card's label ("SOC as a Service: …") or says what it does ("doc-to-doc analysis checks …").
    // A label is a few words before a colon ("Quality Check by Correspondent Purchase Review:"), not a sentence that
    // reaches one ("Each element renders into its own shadow root: …"), and not the second half of "Gen AI and Machine
    // Learning:".
    if (term.trim().split(/\s+/).length > 1) res.push(new RegExp(`(?:^|[.!?]\\s+)(?:[^.!?:\\s]+\\s+){0,4}(?<!\\band\\s+)${t}(?:\\s+and\\s+[^.!?:\\s]+(?:\\s+[^.!?:\\s]+){0,2})?:`, 'i'), new RegExp(`\\b${t}\\s+(?!is\\b|was\\b|has\\b|does\\b)[a-z]+[^s\\s]s\\s+(?:the|a|an|each|every|your|our|its|their)\\b`, 'i'));
    if (this.said.some((x) => res.some((re) => re.test(x)))) return true;
    if (this.spelledOut.some((x) => spelled.test(x))) return true;
    // A name in code heads a row of the guide ("apiBase: Core API …", "bfsi('open-chat'): …"): no word of the field.
    const label = new RegExp(`(?:^|[.!?]\\s+)(<?${t}>?):`, 'i');
    return this.said.some((x) => /^[a-z]+[A-Z]|[_<>()]|^bfsi-/.test(label.exec(x)?.[1] ?? ''));
  }
}
