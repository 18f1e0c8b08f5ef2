// The contract between the chat route and the answer finder (issue 5).
export interface ChatSource {
  title: string;
  url: string;
}

export interface ChatAnswer {
  answer: string;
  /** Confidence in [0, 1]. At or below 0.005 the answer is the fallback text. */
  score: number;
  source?: ChatSource;
  suggestions?: string[];
}

export interface Answerer {
  ask(question: string): Promise<ChatAnswer>;
}
