// The visitor phrasings of every part, merged per FAQ question.
import { phrasings as part1 } from './part1';
import { phrasings as part2 } from './part2';
import { phrasings as part3 } from './part3';

export const visitorPhrasings: Record<string, string[]> = {};
for (const part of [part1, part2, part3]) {
  for (const [question, list] of Object.entries(part)) (visitorPhrasings[question] ??= []).push(...list);
}
