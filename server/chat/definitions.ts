// "What is KYC?", "how does OCR work?", "explain what escrow means": a visitor
// asking what a term means. The site answers that for its own things ("SmartQC
// is our automated quality check", "DevSecOps: Security scanning …", "loan
// origination system (LOS)"); a term it only names in passing ("Escrow,
// payment and account maintenance", "Terraform, containers and Kubernetes") it
// does not define, and a sentence that merely names it is no answer: the
// question is general knowledge, asked of the wrong assistant, and falls back.

/** A definition asked, and of what: the term, or null for any other question. */
const ASKS = [
  /^(?:(?:so|ok|okay|and|but)[\s,]+)?what(?:'s|\s+is|\s+are)\s+(?:an?\s+|the\s+)?(.+?)(?:\s+(?:exactly|actually|again))?(?:\s+and\s+.*)?$/i,
  /^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:explain|define|describe)\s+(?:to\s+me\s+)?(?:what\s+)?(?:an?\s+|the\s+)?(.+?)(?:\s+(?:is|are|means?))?(?:\s+to\s+me)?(?:\s+and\s+.*)?$/i,
  /^how\s+(?:does|do)\s+(?:an?\s+|the\s+)?(.+?)\s+work(?:\s+and\s+.*)?$/i,
  /^what\s+(?:does|do)\s+(?:an?\s+|the\s+)?(.+?)\s+(?:mean|stand\s+for)$/i,
];

/**
 * Not a term but a question of another kind: about us or our things ("what's your address", "what's the company
 * mission", "how does the savings calculator thing work"), a thing's use or look ("what's X for", "what's X like",
 * "what's X about"), a superlative or a comparison, a figure, a list.
 */
const NOT_A_TERM =
  /\b(?:you|your|yours|u|ur|we|our|us|i|my|me|this|that|these|those|it|here|there|company|firm|site|website|page|blog|article|team|mission|vision|values|culture|thing|stuff|product|platform|tool|app|apps|application|system|software|solution|modules?|engine|approach|flow|deliverables?|downsides?|upsides?|simply|services?|offering|calculator|form|bot|chatbot|widgets?|like|about|for|best|good|better|worst|difference|different|between|vs|versus|current|next|first|latest|status|price|cost|fees?|rates?|minimum|maximum|average|typical|usual|length|size|limit|duration|timeline|time|date|deadline|number|name|address|email|e-mail|phone|point|purpose|goal|benefit|benefits|advantage|included|covered|involved|new|wrong|happening|going|process|way|ways|steps?|list|kinds?|types?|sorts?)\b|\d/i;

/** The term a question asks the meaning of, in lower case, or null. */
export function definedTerm(question: string): string | null {
  const q = question.trim().replace(/[?.!\s]+$/, '');
  for (const re of ASKS) {
    const m = re.exec(q);
    if (!m) continue;
    const term = m[1].trim().toLowerCase();
    const words = term.split(/\s+/);
    if (words.length > 4 || NOT_A_TERM.test(term)) return null;
    return term;
  }
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word the site uses this often or less it only names in passing: "escrow" once, "kubernetes" once, "kyc" a dozen times. */
const IN_PASSING = 2;

/**
 * What the site says and what its FAQ is asked as, to tell a term the site explains from one it only names.
 * `said`: the site's sentences and FAQ answers; `asked`: the FAQ's questions and their other phrasings.
 */
export class SiteTerms {
  private readonly uses = new Map<string, number>();

  constructor(
    private readonly said: readonly string[],
    private readonly asked: readonly string[],
  ) {
    for (const text of said) for (const w of new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? [])) this.uses.set(w, (this.uses.get(w) ?? 0) + 1);
  }

  /**
   * Whether the site leaves `term` unexplained: it names it only in passing (some word of it in two of the site's
   * texts at most: "escrow", "desktop underwriter"; not "kyc" or "automated post purchase qc", which it is about),
   * and no text of it says what the term is.
   */
  unexplained(term: string): boolean {
    const words = term.match(/[a-z0-9]+/g) ?? [];
    if (!words.some((w) => (this.uses.get(w) ?? 0) <= IN_PASSING)) return false;
    return !this.explains(term);
  }

  /**
   * Whether some text says what `term` is: it starts with the term ("SmartQC is …", "The savings calculator on this
   * page estimates …"), labels it ("DevSecOps: …"), says it is or means something, spells it out in brackets ("loan
   * origination system (LOS)"), or a FAQ question or one of its phrasings asks what it is.
   */
  private explains(term: string): boolean {
    // A plural or a singular of the term, and any spacing or hyphenation between its words.
    const t = escape(term.replace(/s$/, '')).replace(/\\?[\s-]+/g, '[\\s-]+') + 's?';
    const res = [
      new RegExp(`^(?:the\\s+|our\\s+|an?\\s+)?${t}\\b`, 'i'),
      new RegExp(`(?:^|[.!?]\\s+)(?:the\\s+|our\\s+)?${t}:`, 'i'),
      new RegExp(`\\b${t}\\s+(?:is|are|means|refers\\s+to|stands\\s+for)\\b`, 'i'),
      new RegExp(`\\(${t}\\)`, 'i'),
    ];
    const single = term.replace(/s$/, '');
    return this.said.some((x) => res.some((re) => re.test(x))) || this.asked.some((x) => definedTerm(x)?.replace(/s$/, '') === single);
  }
}
