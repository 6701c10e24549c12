import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { astNodes } from '../scripts/ast-nodes.mjs';
import { describe, expect, it } from 'vitest';
import { unicodePattern } from '../packages/text/src/index.js';
import { ROOT, sourcesUnder } from './source-files.js';

/*
 * No regular-expression literal in the shipped sources holds a Unicode property escape (`\p{L}`):
 * V8 builds the property's ranges to check each such literal as it parses the module, every literal
 * anew, run or not, and a fresh process parsed 37 of them on its way to the first verdict. The
 * sources write `unicodePattern(String.raw`…`)`, which V8 parses once per pattern and process
 * (packages/text/src/unicode-pattern.ts). Literals are found by parsing each file (rolldown's parser),
 * so a `\p{L}` in a comment or a string is no offence.
 */

interface RegexLiteral {
  pattern: string;
  flags: string;
  start: number;
}

/** Every regular-expression literal of a TypeScript source, with its offset. */
function regexLiterals(source: string, file: string): RegexLiteral[] {
  return astNodes(parseAst(source, { lang: 'ts' }, file), (node) => node.type === 'Literal' && 'regex' in node && !!node.regex).map(
    (node: { regex: { pattern: string; flags: string }; start: number }) => ({ ...node.regex, start: node.start }),
  );
}

const PROPERTY_ESCAPE = /\\[pP]\{/;

function propertyLiteralsIn(source: string, file: string): string[] {
  return regexLiterals(source, file)
    .filter((literal) => PROPERTY_ESCAPE.test(literal.pattern))
    .map((literal) => {
      const line = source.slice(0, literal.start).split('\n').length;
      return `${file}:${line}: /${literal.pattern}/${literal.flags}`;
    });
}

describe('Unicode property patterns are built at run time, not written as literals', () => {
  it('finds no property literal in the sources of any package or claim-type pack', () => {
    const files = sourcesUnder('packages', 'rule-packs');
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((file) => propertyLiteralsIn(readFileSync(file, 'utf8'), relative(ROOT, file)));
    expect(offences).toEqual([]);
  });

  // The scan itself: it must see a literal wherever one stands, and nothing that only looks like one.
  it.each([
    ['a constant', 'const LETTER = /[\\p{L}\\p{N}]/u;', 1],
    ['inside a function, negated, with flags', 'function f(s: string) { return /\\P{Lu}+/gu.test(s); }', 1],
    ['a script property in a class', 'export const KANA = /[\\p{sc=Hiragana}\\p{sc=Katakana}]/u;', 1],
    ['a comment and a string', '// the class /\\p{L}/u\nconst s = "\\\\p{L}";', 0],
    ['the built pattern', 'const LETTER = unicodePattern(String.raw`[\\p{L}\\p{N}]`);', 0],
    ['a literal with no property escape', 'const DIGITS = /\\d+/gu;', 0],
  ])('%s', (_, source, expected) => {
    expect(propertyLiteralsIn(source, 'example.ts')).toHaveLength(expected);
  });
});

describe('unicodePattern', () => {
  it.each([
    ['[\\p{L}\\p{N}]', '', 'u', ['å', '7', '漢', 'ß'], ['-', ' ', '。']],
    ['\\p{L}+', 'y', 'uy', ['Ærlig'], ['1', '—']],
    ['[\\p{Lu}\\p{N}]', 'gu', 'gu', ['Ø', 'Ａ', '٣'], ['ø', 'ａ']],
    ['[\\p{L}--[a-z]]', 'v', 'v', ['Z', 'é', 'か'], ['a', 'z', '1']],
  ])('/%s/ with flags "%s" reads as /…/%s', (source, flags, expectedFlags, members, others) => {
    const pattern = unicodePattern(source, flags);
    expect(pattern.flags).toBe(expectedFlags);
    const test = (text: string) => {
      pattern.lastIndex = 0;
      return pattern.test(text);
    };
    expect(members.map(test)).toEqual(members.map(() => true));
    expect(others.map(test)).toEqual(others.map(() => false));
  });
});
