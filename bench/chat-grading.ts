// The chatbot's evaluation sets and how an answer is graded, shared by
// bench/chat-eval.ts (the figures) and bench/chat-gates.ts (the
// example models' thresholds).
import fs from 'node:fs';
import path from 'node:path';
import { SCORE_THRESHOLD } from '../server/chat/index';

export type Split = 'dev' | 'test';
export interface Case {
  question: string;
  anyOf?: string[];
  expect?: string[];
  not?: string[];
  previous?: string;
  kind?: 'smalltalk' | 'honest' | 'followup';
  split: Split;
}
export interface OffTopic {
  question: string;
  split: Split;
}

export interface EvalSet {
  questions: Case[];
  offTopic: OffTopic[];
}

export const readSet = (name: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'bench', name), 'utf8')) as EvalSet;

const fold = (s: string) => s.toLowerCase().replace(/[\u2010-\u2015\u2212]/g, '-');

/** The fact occurs in the answer, starting at a word boundary ('form' is not in 'platform'). */
export function has(answer: string, fact: string): boolean {
  const f = fold(fact).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${f}`).test(fold(answer));
}

export function right(answer: string, answered: boolean, c: Case): boolean {
  if (c.not?.some((n) => has(answer, n))) return false;
  // An honest "I don't know, a person can tell you" is not an answer: its score must say so.
  if (c.kind === 'honest' ? answered : !answered) return false;
  return (c.expect ?? []).every((e) => has(answer, e)) && (!c.anyOf || c.anyOf.some((e) => has(answer, e)));
}

/** Grading rule: every case needs a fact, and no fact may merely repeat the question. */
export function gradingProblems(cases: Case[]): string[] {
  const out: string[] = [];
  for (const c of cases) {
    const facts = [...(c.expect ?? []), ...(c.anyOf ?? [])];
    if (facts.length === 0) out.push(`  ${c.question}: no fact to check`);
    for (const f of facts) if (has(c.question, f)) out.push(`  ${c.question}: ${JSON.stringify(f)} repeats the question`);
  }
  return out;
}

export const answeredOf = (score: number) => score > SCORE_THRESHOLD;
