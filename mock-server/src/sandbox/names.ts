/** Short names to share a sandbox by, like `ruhig-fuchs-42`: an adjective, an animal and a number. */
import { randomInt } from 'node:crypto';

const ADJECTIVES = (
  'bunt emsig fein flink flott frech froh heiter hell keck kess klug kuehn leise lustig munter mutig ' +
  'rasch ruhig sanft schlau still stolz tapfer treu wach weise wendig wild zart'
).split(' ');
const ANIMALS = (
  'adler amsel baer biber dachs elch eule falke fink frosch fuchs hase hirsch hummel igel kauz ' +
  'kranich lachs luchs marder maus molch otter reh spatz specht star storch wiesel wolf'
).split(' ');

const pick = (words: readonly string[]) => words[randomInt(words.length)]!;

/** A name `taken` does not know yet (81,000 to choose from). */
export function newSandboxName(taken: (name: string) => boolean): string {
  for (;;) {
    const name = `${pick(ADJECTIVES)}-${pick(ANIMALS)}-${randomInt(10, 100)}`;
    if (!taken(name)) return name;
  }
}
