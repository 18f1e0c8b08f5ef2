// "What is KYC?", "how does OCR work?", "explain what escrow means": a visitor
// asking what a term means. The site answers that for its own things ("SmartQC
// is our automated quality check", "DevSecOps: Security scanning …", "loan
// origination system (LOS)"); a term it only names in passing ("Escrow,
// payment and account maintenance", "Terraform, containers and Kubernetes") it
// does not define, and a sentence that merely names it is no answer: the
// question is general knowledge, asked of the wrong assistant, and falls back.
import { stem } from './text';

// Not "what is the catch", "what's the onboarding": "the" points at a thing of ours, not a term.
const ASKS = [
  /^(?:(?:so|ok|okay|and|but)[\s,]+)?what(?:'s|\s+is|\s+are)\s+(?:an?\s+)?(?!the\b)(.+?)(?:\s+(?:exactly|actually|again))?(?:\s+and\s+(.*))?$/i,
  /^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:explain|define|describe)\s+(?:to\s+me\s+)?(?:what\s+)?(?:an?\s+)?(?!the\b)(.+?)(?:\s+(?:is|are|means?))?(?:\s+to\s+me)?(?:\s+and\s+(.*))?$/i,
  /^how\s+(?:does|do)\s+(?:an?\s+)?(?!the\b)(.+?)\s+work(?:\s+and\s+(.*))?$/i,
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

/** The term a question asks the meaning of, in lower case, or null. */
export function definedTerm(question: string): string | null {
  const q = question.trim().replace(/[?.!\s]+$/, '');
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

/** A word the site uses this often or less it names in passing at most: "escrow" once, "kubernetes" once, "apr" never. */
const IN_PASSING = 2;

const stems = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem);

/**
 * What the site says and what its FAQ is asked as, to tell a term the site explains from one it only names.
 * `said`: the site's sentences and FAQ answers; `asked`: the FAQ's questions and their other phrasings.
 */
export class SiteTerms {
  /** In how many of the site's texts each word's stem appears (a FAQ answer that repeats a sentence is one text). */
  private readonly uses = new Map<string, number>();
  private readonly said: string[];
  /** The terms the FAQ's questions and phrasings ask the meaning of. */
  private readonly askedTerms: Set<string>;

  constructor(said: readonly string[], asked: readonly string[]) {
    this.said = [...new Set(said)];
    for (const text of this.said) for (const w of new Set(stems(text))) this.uses.set(w, (this.uses.get(w) ?? 0) + 1);
    this.askedTerms = new Set(asked.map(definedTerm).filter((t): t is string => !!t).map((t) => stems(t).join(' ')));
  }

  /**
   * Whether the site leaves `term` unexplained: it names it in passing at most (some word of it in two of the
   * site's texts or fewer: "escrow", "desktop underwriter", where a sentence found by meaning or by that word is no
   * answer; not "kyc" or "automated post purchase qc", which the site is about), and no text or FAQ phrasing of it
   * says what the term is.
   */
  unexplained(term: string): boolean {
    const words = stems(term);
    if (!words.some((w) => (this.uses.get(w) ?? 0) <= IN_PASSING)) return false;
    return !this.explains(term);
  }

  /**
   * Whether some text says what `term` is: it starts with the term ("SmartQC is …", "The savings calculator on this
   * page estimates …"), labels it ("DevSecOps: …"), says it is or means something, spells it out in brackets ("loan
   * origination system (LOS)"), or a FAQ question or one of its phrasings asks what it is.
   */
  private explains(term: string): boolean {
    if (this.askedTerms.has(stems(term).join(' '))) return true;
    // A plural or a singular of the term, and any spacing or hyphenation between its words.
    const t = escape(term.replace(/s$/, '')).replace(/\\?[\s-]+/g, '[\\s-]+') + 's?';
    const res = [
      new RegExp(`^(?:the\\s+|our\\s+|an?\\s+)?${t}\\b`, 'i'),
      new RegExp(`(?:^|[.!?]\\s+)(?:the\\s+|our\\s+)?${t}:`, 'i'),
      new RegExp(`\\b${t}\\s+(?:is|are|means|refers\\s+to|stands\\s+for)\\b`, 'i'),
      new RegExp(`\\(${t}\\)`, 'i'),
    ];
    return this.said.some((x) => res.some((re) => re.test(x)));
  }
}
