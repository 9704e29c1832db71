/**
 * docs/DESIGN.md's Glossary table is the readable mirror of docs/glossary.json, which the web's
 * glossary test reads: the table has one row per entry, in the same order, with the entry's code
 * word, meaning, English and German terms and the spec's words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const glossary = JSON.parse(readFileSync(join(root, 'docs/glossary.json'), 'utf8')) as {
  terms: { code: string; meaning: string; spec: string; en: { term: string }; de: { term: string } }[];
};

/** The body rows of the first table under "## Glossary", as trimmed cells. */
function glossaryTable(markdown: string): string[][] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Glossary'));
  if (!section) throw new Error('DESIGN.md has no Glossary section');
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((row) =>
    row
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );
}

it("DESIGN.md's Glossary table mirrors docs/glossary.json", () => {
  const table = glossaryTable(readFileSync(join(root, 'docs/DESIGN.md'), 'utf8'));
  expect(table).toEqual(glossary.terms.map((t) => [t.code, t.meaning, t.en.term, t.de.term, t.spec]));
});
