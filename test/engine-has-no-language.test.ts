import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ROOT, sourceFiles, sourcesUnder } from './source-files.js';

/*
 * The house rule: no language knowledge in packages/ (every word of a language lives in
 * rule-packs/locale-*). This scans the TypeScript sources of every package, comments included, for
 * the Norwegian letters, for Japanese script (kana and CJK ideographs) and for a few Norwegian
 * function words, and names each offending file and line. A character written as an escape
 * (`\u30fc`) is code, not language, and passes.
 */

/** Norwegian letters; Hiragana, Katakana (with half-width forms); CJK ideographs (with extensions and compatibility forms). */
const FOREIGN_LETTER =
  /[\u00e6\u00f8\u00e5\u00c6\u00d8\u00c5\u3040-\u309f\u30a0-\u30ff\uff66-\uff9f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{3134f}]/u;
/** Norwegian words common enough to slip into a comment or an example, matched as whole words. */
const NORWEGIAN_WORDS = /(?<![\p{L}\p{N}])(og|ikke|kroner|mellom|ifølge)(?![\p{L}\p{N}])/iu;

function languageIn(line: string): string | null {
  const letter = FOREIGN_LETTER.exec(line);
  if (letter) return `the character ${JSON.stringify(letter[0])}`;
  const word = NORWEGIAN_WORDS.exec(line);
  return word ? `the word "${word[1]}"` : null;
}

/** Every line of `files` where `detect` finds something, as `path:line: finding: line`. */
function offencesIn(files: readonly string[], detect: (line: string, path: string) => string | null): string[] {
  const offences: string[] = [];
  for (const file of files) {
    const path = relative(ROOT, file);
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const found = detect(line, path);
        if (found) offences.push(`${path}:${i + 1}: ${found}: ${line.trim().slice(0, 120)}`);
      });
  }
  return offences;
}

describe('the detector', () => {
  // Samples are built from escapes so this file itself stays free of the letters it looks for.
  it.each([
    ['Grunnbel\u00f8pet \u00f8kte', 'the character "\u00f8"'],
    ['// \u58f2\u4e0a\u306f\u5897\u52a0', 'the character "\u58f2"'],
    ['// the mark \u30fc is a letter', 'the character "\u30fc"'],
    ['// revenue og costs', 'the word "og"'],
    ['/** Ikke a number */', 'the word "Ikke"'],
    ['// 500 kroner per month', 'the word "kroner"'],
  ])('flags %j', (line, found) => {
    expect(languageIn(line)).toBe(found);
  });

  it.each([
    "const PROLONGED = '\\u30fc'; // escaped: code, not language",
    '// a logger logs; blog, dog and cog are English',
    '// ISO 4217 codes such as NOK and JPY are data ids',
  ])('passes %j', (line) => {
    expect(languageIn(line)).toBeNull();
  });
});

describe('packages/*/src has no language in it', () => {
  const files = sourcesUnder('packages');

  it('finds the package sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('no Norwegian or Japanese letter or word in any source line', () => {
    const offences = offencesIn(files, languageIn);
    expect(offences, offences.join('\n')).toEqual([]);
  });
});

/*
 * Claim types are plugins: the kernel and the pipeline name none of the shipped ones. Each id is
 * named only in its own pack (rule-packs/claim-*), so a third party's type is loaded, selected and
 * ranked by the same code as NUMERIC is.
 */
const CLAIM_TYPE_ID = /(?<![\p{L}\p{N}_])(NUMERIC|DATE|ENTITY|QUOTE|URL)(?![\p{L}\p{N}_])/u;
/** Lines where one of these words means what it says in English, not a claim type. */
const NOT_A_CLAIM_TYPE = ["'expected an https:// URL'"];

function claimTypeIn(line: string): string | null {
  if (NOT_A_CLAIM_TYPE.some((allowed) => line.includes(allowed))) return null;
  return CLAIM_TYPE_ID.exec(line)?.[1] ?? null;
}

describe('the kernel and the pipeline name no claim type', () => {
  it.each([
    ["const NEVER_DROPPED = 'QUOTE';", 'QUOTE'],
    ['// the digits of a URL are not figures', 'URL'],
    ["claim_types: ['NUMERIC', 'DATE']", 'NUMERIC'],
  ])('flags %j', (line, found) => {
    expect(claimTypeIn(line)).toBe(found);
  });

  it.each([
    "source_url: z.url({ message: 'expected an https:// URL' }),",
    'const DATE_FORMAT = 1;',
    '// numeric and date readers',
    'UPDATED_ENTITY_ID',
  ])('passes %j', (line) => {
    expect(claimTypeIn(line)).toBeNull();
  });

  it('no source line of packages/kernel/src or packages/pipeline/src names one', () => {
    const files = ['kernel', 'pipeline'].flatMap((pkg) => sourceFiles(join(ROOT, 'packages', pkg, 'src')));
    const offences = offencesIn(files, claimTypeIn);
    expect(offences, offences.join('\n')).toEqual([]);
  });
});

describe('Unicode script classes are written in one toolkit module', () => {
  const SCRIPT_CLASS = /\\p\{sc=/;
  const TOOLKIT = join('packages', 'text', 'src', 'scripts.ts');

  it('the detector finds a script class and passes other property escapes', () => {
    expect(SCRIPT_CLASS.test(String.raw`const HAN = /\p{sc=Han}/u;`)).toBe(true);
    expect(SCRIPT_CLASS.test(String.raw`const LETTER = /\p{L}/u;`)).toBe(false);
  });

  it('no source file of packages/ or rule-packs/ but packages/text/src/scripts.ts writes one', () => {
    const files = sourcesUnder('packages', 'rule-packs');
    const offences = files
      .filter((file) => relative(ROOT, file) !== TOOLKIT)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (SCRIPT_CLASS.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
      );
    expect(offences, offences.join('\n')).toEqual([]);
    expect(readFileSync(join(ROOT, TOOLKIT), 'utf8')).toMatch(SCRIPT_CLASS);
  });
});

/*
 * No English in code either (issue 11): a string or regular-expression literal of packages/<name>/src or
 * rule-packs/claim-<name>/src that is a word of the English locale's data ("million", "about",
 * "january"), or a regex alternative that is one, is language written as code. Prose — an error
 * message, a schema description — holds such words among others and passes: only a literal that is
 * the word (or an alternative of a pattern that is) counts, which is how a word list slips into code.
 */
const EN_DATA = join(ROOT, 'rule-packs', 'locale-en', 'data');

function englishVocabulary(): Set<string> {
  const words = new Set<string>();
  for (const file of readdirSync(EN_DATA).filter((f) => f.endsWith('.yaml'))) {
    const collect = (node: unknown): void => {
      if (typeof node === 'string') {
        const word = node.trim().toLowerCase();
        if (/^[a-z][a-z' -]{2,}$/.test(word)) words.add(word);
      } else if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          collect(key);
          collect(value);
        }
    };
    collect(parseYaml(readFileSync(join(EN_DATA, file), 'utf8')));
  }
  for (const codeWord of CODE_WORDS) words.delete(codeWord);
  return words;
}

/** Words of the English data that are also the names code gives its own things (data kinds, keys, families), with why. */
const CODE_WORDS = new Set([
  'close', // the event a Node stream emits when it ends (serve/server.ts)
  'level', // a form a per cent is told in (percent-forms.ts): the words of `numbers.percent_forms.level` say it
  'rise', // the same, `numbers.percent_forms.rise`
  'before', // a position value of the data (`position: before`), and the key of a word list
  'after', // the same
  'both', // the same
  'words', // `spaces: words` in locale.scripts
  'year', // a period id and a date granularity
  'month', // the same
  'day', // the same
  'week', // a period id
  'quarter', // a period id
  'count', // a unit family
  'percent', // a unit family
  'currency', // a unit family
  'length', // a unit family, and String.length
  'mass', // a unit family
  'area', // a unit family
  'volume', // a unit family
  'speed', // a unit family
  'energy', // a unit family
  'temperature', // a unit family
  'power', // a unit family
  'resolution', // a unit family
  'data', // a unit family, and the data kinds
  'hours', // a unit family
  'minutes', // a unit family
  'seconds', // a unit family
  'days', // a unit family
  'weeks', // a unit family
  'months', // a unit family, and the data key of month names
  'years', // a unit family
  'person', // a unit id
  'item', // a unit id
  'minute', // a unit id
  'hour', // a unit id
  'second', // a unit id
  'label', // a scope kind
  'heading', // a scope kind
  'name', // an entity kind
  'organisation', // an entity kind
  'identifier', // an entity kind
  'multiple', // a ratio kind
  'fraction', // a ratio kind
  'point', // a figure kind (one value, or a range)
  'above', // a bound side
  'below', // a bound side
  'none', // `spaces: none`
  'phrases', // `spaces: phrases`
  'phone', // a match kind and a facts filter id
  'unit', // a facts filter id
  'change', // a facts filter id, and a key of the roles data
  'past', // the same
  'period', // the same
  'total', // a facts filter id
  'negations', // a spec reader name
  'scripts', // the locale data key
  'aliases', // a data kind
  'statement', // a cache key and a QUOTE reason id
  'any', // zod's `unrepresentable: 'any'`
  'and', // joins the names in an English error message
  'are', // the matchers' English failure message
  'yes', // a value cell of the English HTML report
  'not', // regex-safety: a probe input for a pattern, not a reading of text
  'then', // the same
  'summary', // an HTML class name
  'negation', // the locale data key
]);

const STRING_LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g;
const REGEX_LITERAL = /(?<![\w)\]])\/((?:[^/\\\n[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+)\/[dgimsuvy]*/g;

function englishIn(line: string, vocabulary: ReadonlySet<string>): string | null {
  const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, '').replace(/\s\/\/ .*$/, '');
  for (const m of code.matchAll(STRING_LITERAL)) {
    const literal = (m[1] ?? m[2] ?? '').trim().toLowerCase();
    if (vocabulary.has(literal)) return `the literal "${literal}"`;
  }
  for (const m of code.matchAll(REGEX_LITERAL)) {
    for (const alternative of m[1]!.split('|')) {
      const word = alternative
        .replace(/\\[bB]|\(\?[:=!<]*|[()^$?]/g, '')
        .trim()
        .toLowerCase();
      if (vocabulary.has(word)) return `the pattern word "${word}"`;
    }
  }
  return null;
}

function claimTypeSources(): string[] {
  const rulePacks = join(ROOT, 'rule-packs');
  return readdirSync(rulePacks, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('claim-'))
    .flatMap((d) => sourceFiles(join(rulePacks, d.name, 'src')));
}

describe('no English word list in code', () => {
  const vocabulary = englishVocabulary();

  it('reads the English data as its vocabulary', () => {
    for (const word of ['million', 'about', 'january', 'never']) expect(vocabulary.has(word), word).toBe(true);
  });

  it.each([
    ["if (word === 'million') scale = 1e6;", 'the literal "million"'],
    ['const HEDGE = /\\b(?:about|around)\\s+$/i;', 'the pattern word "about"'],
    ["const months = ['January', 'February'];", 'the literal "january"'],
    ['return /^never$/.test(w);', 'the pattern word "never"'],
  ])('flags %j', (line, found) => {
    expect(englishIn(line, vocabulary)).toBe(found);
  });

  it.each([
    "throw new InputError(file + ': expected about three fields', 'not a number here');",
    "const kind = 'currency';",
    '// "about" and "million" in a comment are prose',
    'const scaled = value * grammar.scales.get(word);',
    'return a / b / c;',
  ])('passes %j', (line) => {
    expect(englishIn(line, vocabulary)).toBeNull();
  });

  it('no literal of packages/*/src or rule-packs/claim-*/src is a word of the English data', () => {
    const offences = offencesIn([...sourcesUnder('packages'), ...claimTypeSources()], (line) => englishIn(line, vocabulary));
    expect(offences, offences.join('\n')).toEqual([]);
  });
});

/*
 * No branch keyed to a script (issue 11): which scripts a locale writes and how they cut words is
 * `locale.scripts` data, compiled by the toolkit's writing module. Outside packages/text/src/scripts.ts
 * no source names a Unicode script (`'Hangul'`, `\p{Script=Han}`), tests `locale.script`, or writes a
 * kana, ideograph or Hangul code-point range.
 */
const SCRIPT_TOOLKIT = new Set([
  join('packages', 'text', 'src', 'scripts.ts'),
  // The older `script: spaced|unspaced` key is read where the locale data is validated and
  // assembled, and expanded there into the `scripts` it stands for.
  join('packages', 'text', 'src', 'locale-data.ts'),
  join('packages', 'text', 'src', 'locale-assembly.ts'),
]);
const SCRIPT_NAME_LITERAL =
  /['"`](Latin|Greek|Cyrillic|Armenian|Georgian|Arabic|Hebrew|Devanagari|Bengali|Tamil|Thai|Han|Hiragana|Katakana|Hangul)['"`]/;
const SCRIPT_PROPERTY = /\\p\{(?:sc|Script|scx|Script_Extensions)=/;
const SCRIPT_TYPE_TEST = /\bscript\s*[!=]==|\.script\b(?!s)/;
/** The Unicode blocks of kana, CJK ideographs and Hangul syllables, by their first or last code point. */
const SCRIPT_RANGE =
  /\\u(?:3040|309f|30a0|30a1|30fa|30ff|4e00|9fff|ac00|d7a3|d7af)|0x(?:3040|3041|309f|30a0|30a1|30fa|30ff|4e00|9fff|ac00|d7a3|d7af)\b/i;
/** Lines allowed to hold a range, with why. */
const RANGE_ALLOWED = [
  // NFKC leaves these code points unchanged: a shortcut before calling normalize(), Unicode data, no language.
  'packages/text/src/normalize.ts',
  // East Asian wide characters take two terminal columns: Unicode's East_Asian_Width data, no language.
  'packages/cli/src/format/text.ts',
];

function scriptBranchIn(line: string): string | null {
  const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, '');
  if (SCRIPT_PROPERTY.test(code)) return 'a script property';
  if (SCRIPT_TYPE_TEST.test(code)) return 'a test of the script type';
  const name = SCRIPT_NAME_LITERAL.exec(code);
  if (name) return `the script name ${name[1]}`;
  if (SCRIPT_RANGE.test(code)) return 'a script code-point range';
  return null;
}

describe('no branch keyed to a script', () => {
  it.each([
    [String.raw`const HAN = /\p{Script=Han}/u;`, 'a script property'],
    [String.raw`const KANA = new RegExp('\\p{sc=Katakana}', 'u');`, 'a script property'],
    ["const spaced = locale.script === 'spaced';", 'a test of the script type'],
    ["if (ctx.locale.script !== 'unspaced') return;", 'a test of the script type'],
    ["if (scriptOf(ch) === 'Hangul') return true;", 'the script name Hangul'],
    [String.raw`const KATAKANA_WORD = /[\u30A1-\u30FA][\u30A1-\u30FC]{2,}/g;`, 'a script code-point range'],
    ['if (cp >= 0x4e00 && cp <= 0x9fff) return true;', 'a script code-point range'],
  ])('flags %j', (line, found) => {
    expect(scriptBranchIn(line)).toBe(found);
  });

  it.each([
    'const { spaced, unspacedLetter } = writingOf(locale);',
    'for (const [name, rules] of Object.entries(locale.scripts)) use(name, rules);',
    '// Han and kana are written without spaces (a comment)',
    "const PROLONGED = '\\u30fc';",
  ])('passes %j', (line) => {
    expect(scriptBranchIn(line)).toBeNull();
  });

  it('no source of packages/*/src or rule-packs/claim-*/src but the scripts module names a script', () => {
    const offences = offencesIn([...sourcesUnder('packages'), ...claimTypeSources()], (line, path) => {
      if (SCRIPT_TOOLKIT.has(path)) return null;
      const found = scriptBranchIn(line);
      return found === 'a script code-point range' && RANGE_ALLOWED.includes(path) ? null : found;
    });
    expect(offences, offences.join('\n')).toEqual([]);
  });
});
