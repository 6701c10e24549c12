import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { astNodes } from '../scripts/ast-nodes.mjs';
import { describe, expect, it } from 'vitest';
import { unicodePattern, unicodePatternOnFirstUse } from '../packages/text/src/index.js';
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

/*
 * Nor does a module build one as it loads: V8 parses a pattern when it is constructed, which for a
 * property class means an ICU look-up and a sort of hundreds of ranges, and a module constant is
 * built whether or not a verify ever runs it (the quick start's built 17 it never ran: docs/speed.md,
 * thirty-third round). A module-level pattern over Unicode properties is `unicodePatternOnFirstUse`.
 */
interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The module-level declarations of `source` whose value is a property pattern built right away. */
function propertyPatternsBuiltAtLoad(source: string, file: string): string[] {
  const program = parseAst(source, { lang: 'ts' }, file) as unknown as { body: AstNode[] };
  const declarations = program.body.flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
    return declaration?.type === 'VariableDeclaration' ? (declaration.declarations as AstNode[]) : [];
  });
  const builtNow = (init: AstNode | null): boolean => {
    if (!init) return false;
    const callee = init.callee as AstNode & { name?: string };
    if (init.type === 'CallExpression' && callee?.name === 'unicodePattern') return true;
    const [first] = (init.arguments as AstNode[] | undefined) ?? [];
    return (
      init.type === 'NewExpression' && callee?.name === 'RegExp' && !!first && PROPERTY_ESCAPE.test(source.slice(first.start, first.end))
    );
  };
  return declarations
    .filter((d) => builtNow(d.init as AstNode | null))
    .map((d) => `${file}:${source.slice(0, d.start).split('\n').length}: ${source.slice(d.start, Math.min(d.end, d.start + 60))}`);
}

describe('Unicode property patterns of a module are built when first used, not as it loads', () => {
  it('finds no module-level property pattern built at load in any package or claim-type pack', () => {
    const files = sourcesUnder('packages', 'rule-packs');
    const offences = files.flatMap((file) => propertyPatternsBuiltAtLoad(readFileSync(file, 'utf8'), relative(ROOT, file)));
    expect(offences).toEqual([]);
  });

  it.each([
    ['a constant from unicodePattern', 'const LETTER = unicodePattern(String.raw`[\\p{L}\\p{N}]`);', 1],
    ['an exported one from new RegExp', "export const CODE = new RegExp(`(\\\\p{Lu}{2,})-\\\\d+`, 'gu');", 1],
    ['one built on first use', 'const LETTER = unicodePatternOnFirstUse(String.raw`[\\p{L}\\p{N}]`);', 0],
    ['one built inside a function', 'function f() { const letter = unicodePattern(String.raw`\\p{L}`); return letter; }', 0],
    ['a constant with no property escape', "const DIGITS = new RegExp('\\\\d+', 'g');", 0],
  ])('%s', (_, source, expected) => {
    expect(propertyPatternsBuiltAtLoad(source, 'example.ts')).toHaveLength(expected);
  });
});

describe('unicodePatternOnFirstUse', () => {
  it('builds the pattern when first asked, and gives the same object after', () => {
    // A source V8 refuses: the error comes at the first ask, not when the constant is made.
    const broken = unicodePatternOnFirstUse('[\\p{L}');
    expect(() => broken()).toThrow(SyntaxError);
    const word = unicodePatternOnFirstUse(String.raw`[\p{L}\p{N}]+`, 'g');
    expect(word()).toBe(word());
    expect(word().flags).toBe('gu');
    expect('Grunnbeløpet er 136 549 kroner, 東京2026'.match(word())).toEqual(['Grunnbeløpet', 'er', '136', '549', 'kroner', '東京2026']);
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
