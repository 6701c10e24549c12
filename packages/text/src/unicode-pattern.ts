/**
 * A regular expression over Unicode properties (`\p{L}`, `\p{Lu}`), built from its source at
 * run time; `u` is added to the flags unless they hold `u` or `v` (set notation). Write
 * `unicodePattern(String.raw`[\p{L}\p{N}]`)` where a literal `/[\p{L}\p{N}]/u` would stand.
 *
 * Why not the literal: V8 checks a literal's syntax as it parses the module, and for a property
 * class that means building the property's character ranges, anew for every literal, whether its
 * function ever runs or not (some 3 million instructions for `[\p{L}\p{M}\p{N}]`). A fresh `factlint
 * verify` parsed 37 of them before reading a word. A pattern built from a string is parsed once per
 * source and flags in a process (V8 caches it), however many modules build the same one.
 * `test/unicode-pattern-literals.test.ts` keeps property literals out of the sources.
 */
export function unicodePattern(source: string, flags = ''): RegExp {
  return new RegExp(source, /[uv]/.test(flags) ? flags : `${flags}u`);
}

/**
 * `unicodePattern(source, flags)`, built the first time it is asked for and the same object after.
 * V8 parses a pattern as it is constructed, and a class like `[\p{L}\p{N}]` costs it a look-up in
 * ICU and a sort of some 800 ranges; a module's patterns built as it loads cost a fresh process that
 * even when its verify never runs them (the quick start's verify built 17 such patterns it never ran,
 * 17 M instructions: docs/speed.md, thirty-third round). For a module constant only some inputs reach.
 * A test of one character needs no pattern at all: `CategorySet` answers it from a table.
 */
export function unicodePatternOnFirstUse(source: string, flags = ''): () => RegExp {
  let pattern: RegExp | undefined;
  return () => (pattern ??= unicodePattern(source, flags));
}

/** `text` as a pattern (outside a character class) that matches it literally, with or without the `u` flag: every syntax character escaped. */
export function patternLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * A word list as one alternation of literals, longest first, so that a form which begins a longer
 * one (`cut`, `cut back`) never wins where the longer one stands. Forms of equal length keep their order.
 */
export function literalAlternation(forms: Iterable<string>): string {
  return [...forms]
    .sort((a, b) => b.length - a.length)
    .map(patternLiteral)
    .join('|');
}
