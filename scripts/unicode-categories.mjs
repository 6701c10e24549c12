// Writes packages/text/src/unicode-categories-data.ts: the general category of every code point, for
// the categories the readers ask about (letters by case, marks, numbers), and the ranges of the
// scripts the toolkit knows. Read from this Node's own regular expressions, so the tables say what
// `\p{…}` says here; packages/text/test/unicode-categories.test.ts compares the two on every code
// point and fails when a Node with another Unicode version runs it. Run again after moving to such
// a Node, or after adding a script to KNOWN_SCRIPTS (packages/text/src/scripts.ts):
//   node scripts/unicode-categories.mjs && npx biome format --write packages/text/src/unicode-categories-data.ts
import { writeFileSync } from 'node:fs';

// The order is the table's: class k + 1 is CLASSES[k], class 0 a code point of none of them.
const CLASSES = ['Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'M', 'N'];
const patterns = CLASSES.map((name) => new RegExp(`^\\p{${name}}$`, 'u'));
const classOf = (cp) => {
  const s = String.fromCodePoint(cp);
  for (let k = 0; k < patterns.length; k++) if (patterns[k].test(s)) return k + 1;
  return 0;
};

// The BMP as one digit per code unit (a surrogate is in no category), in lines of 128.
const bmpLines = [];
for (let start = 0; start < 0x10000; start += 128) {
  let line = '';
  for (let cp = start; cp < start + 128; cp++) line += cp >= 0xd800 && cp <= 0xdfff ? '0' : String(classOf(cp));
  bmpLines.push(`  '${line}',`);
}

// Above it, the runs: where each starts and its class.
const astral = [];
let previous = -1;
for (let cp = 0x10000; cp <= 0x10ffff; cp++) {
  const c = classOf(cp);
  if (c !== previous) astral.push(`0x${cp.toString(16)}, ${c},`);
  previous = c;
}

// The scripts of KNOWN_SCRIPTS (packages/text/src/scripts.ts; tsc refuses it when one is missing
// here, and a test compares the two lists), each as the ranges of a pattern's class: a script has
// a few dozen ranges at most, which V8 compiles in a fraction of a \p{sc=…}.
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Arabic',
  'Hebrew',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Thai',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
];
// Written into a string literal, so each escape's backslash is doubled.
const escaped = (cp) => `\\\\u{${cp.toString(16)}}`;
const scriptRanges = SCRIPTS.map((name) => {
  const pattern = new RegExp(`^\\p{sc=${name}}$`, 'u');
  const parts = [];
  let start = -1;
  for (let cp = 0; cp <= 0x110000; cp++) {
    const inScript = cp <= 0x10ffff && pattern.test(String.fromCodePoint(cp));
    if (inScript && start < 0) start = cp;
    if (!inScript && start >= 0) {
      parts.push(start === cp - 1 ? escaped(start) : `${escaped(start)}-${escaped(cp - 1)}`);
      start = -1;
    }
  }
  return `  ${name}: '${parts.join('')}',`;
});

const file = new URL('../packages/text/src/unicode-categories-data.ts', import.meta.url);
writeFileSync(
  file,
  `// Written by scripts/unicode-categories.mjs from Node ${process.versions.node} (Unicode ${process.versions.unicode}); do not edit.

/** The Unicode version the table was read from. */
export const CATEGORIES_UNICODE = '${process.versions.unicode}';

/** The categories of the table: class k + 1 is the k-th, class 0 every other code point. */
export const CATEGORY_CLASSES = [${CLASSES.map((c) => `'${c}'`).join(', ')}] as const;

/**
 * The class of each UTF-16 code unit, as the digit at its offset. One flat string, encoded to bytes
 * natively when loaded (unicode-categories.ts): no decoding loop at start (one over runs did, and V8
 * compiled it).
 */
export const BMP_CLASSES = [
${bmpLines.join('\n')}
].join('');

/** Each script the toolkit knows as the inside of a pattern's class (u flag): its ranges, as Unicode's Script property has them. */
export const SCRIPT_RANGES = {
${scriptRanges.join('\n')}
} as const;

/** Above the BMP, ${astral.length} runs: the code point each starts at, ascending, then its class. */
export const ASTRAL_RUNS = [
${astral.map((r) => `  ${r}`).join('\n')}
];
`,
);
console.log(`${file.pathname.replace(/.*\/packages\//, 'packages/')}: ${astral.length} runs above the BMP`);
