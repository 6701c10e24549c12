import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The house rule: no language knowledge in packages/ (every word of a language lives in
 * rule-packs/locale-*). This scans the TypeScript sources of every package, comments included, for
 * the Norwegian letters, for Japanese script (kana and CJK ideographs) and for a few Norwegian
 * function words, and names each offending file and line. A character written as an escape
 * (`\u30fc`) is code, not language, and passes.
 */

const ROOT = join(import.meta.dirname, '..');

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

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (entry.name.endsWith('.ts')) out.push(path);
  }
  return out;
}

function packageSources(): string[] {
  const packages = join(ROOT, 'packages');
  return readdirSync(packages, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      try {
        return sourceFiles(join(packages, d.name, 'src'));
      } catch {
        return []; // a package without src/
      }
    });
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
  const files = packageSources();

  it('finds the package sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('no Norwegian or Japanese letter or word in any source line', () => {
    const offences: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const found = languageIn(line);
          if (found) offences.push(`${relative(ROOT, file)}:${i + 1}: ${found}: ${line.trim().slice(0, 120)}`);
        });
    }
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
    const offences: string[] = [];
    for (const pkg of ['kernel', 'pipeline']) {
      for (const file of sourceFiles(join(ROOT, 'packages', pkg, 'src'))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            const found = claimTypeIn(line);
            if (found) offences.push(`${relative(ROOT, file)}:${i + 1}: ${found}: ${line.trim().slice(0, 120)}`);
          });
      }
    }
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
    const rulePacks = join(ROOT, 'rule-packs');
    const files = [
      ...packageSources(),
      ...readdirSync(rulePacks, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .flatMap((d) => {
          try {
            return sourceFiles(join(rulePacks, d.name, 'src'));
          } catch {
            return []; // a data-only pack
          }
        }),
    ];
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
