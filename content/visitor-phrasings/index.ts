// The visitor phrasings of every part, merged per FAQ question: parts 1, 2 and 4
// ask an entry's own question, part 3 asks about one thing its answer names, part 5
// asks every entry's own question with the visitor's job first and with their situation first.
import { phrasings as part1 } from './part1';
import { phrasings as part2 } from './part2';
import { phrasings as part3 } from './part3';
import { phrasings as part4 } from './part4';
import { phrasings as part5a } from './part5-1';
import { phrasings as part5b } from './part5-2';
import { phrasings as part5c } from './part5-3';

export const visitorPhrasings: Record<string, string[]> = {};
for (const part of [part1, part2, part4, part5a, part5b, part5c]) {
  for (const [question, list] of Object.entries(part)) (visitorPhrasings[question] ??= []).push(...list);
}

/** Questions about one named item of an entry's answer, per FAQ question. */
export const itemQuestions: Record<string, string[]> = part3;
