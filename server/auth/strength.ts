// "Refused if common": zxcvbn-ts with the language-neutral dictionaries
// (common passwords, names, keyboard patterns). Score 3 of 4 is "safely
// unguessable" by its authors' measure; anything less is refused.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

let factory: ZxcvbnFactory | undefined;

export const MIN_SCORE = 3;

export function passwordScore(password: string, userInputs: string[] = []): number {
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return factory.check(password, userInputs).score;
}
