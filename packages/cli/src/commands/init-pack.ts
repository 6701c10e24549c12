import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { InputError } from '@factlint/kernel';

const LOCALE_FILES: Record<string, string> = {
  'locale.yaml':
    'id: {{id}}\nname: {{id}}\n# the Unicode scripts the language is written in; spaces: words, phrases (particles attach) or none\nscripts:\n  Latin: { spaces: words }\nnegation: before   # or after, or both: where a negation stands relative to what it denies\n',
  'numbers.yaml': 'decimal: [","]\ngroup: [" ", "\\u00a0", "."]\nminus: ["-", "\\u2212"]\naccounting_parentheses: true\nscales: {}\n',
  'dates.yaml': 'months: {}\nformats: ["{y}-{m}-{d}", "{d}. {month} {y}"]\nrelative: []\n',
  // The units pack already reads symbols and codes (%, USD, km); a locale adds its words, e.g.
  // `- { id: "%", family: percent, forms: [<the word for per cent>] }`.
  'units.yaml': '[]\n',
  'hedges.yaml': 'before: []\nafter: []\n',
  'ranges.yaml': 'infix: ["–", "-"]\ntemplates: []\n',
  'phones.yaml': 'shapes: []\ncues: []\n',
  'sentences.yaml': 'terminators: [".", "!", "?"]\nabbreviations: []\n',
  'polarity.yaml': 'pairs: []\nnegations: []\n',
  'entities.yaml': 'stopwords: []\norg_suffixes: []\n',
  'quotes.yaml': '- ["\\"", "\\""]\n',
  'inflection.yaml': 'suffixes: []\n',
};

/**
 * The `# yaml-language-server: $schema=…` line for a file: a path relative to the file into the
 * schemas installed with this factlint (`@factlint/schemas`; the repository's schemas/ in a clone),
 * which an editor opens without a network. None when the schemas are not installed.
 */
function schemaLine(file: string, schema: string): string {
  let root: string;
  try {
    root = dirname(createRequire(import.meta.url).resolve('@factlint/schemas/package.json'));
  } catch {
    return '';
  }
  return `# yaml-language-server: $schema=${relative(dirname(file), join(root, schema)).split('\\').join('/')}\n`;
}

/** `factlint init-pack DIR`: a pack folder to fill in, valid as created. */
export function initPackCommand(dir: string, opts: { kind?: string; locale?: string }): number {
  const root = resolve(dir);
  if (existsSync(join(root, 'pack.yaml'))) throw new InputError([{ file: dir, path: '', message: 'a pack.yaml already exists here' }]);
  const kind = opts.kind ?? 'locale';
  if (!['locale', 'domain', 'preset'].includes(kind))
    throw new InputError([{ file: '--kind', path: '', message: `expected locale, domain or preset, found "${kind}"` }]);
  const name = basename(root)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
  mkdirSync(root, { recursive: true });
  const provides: string[] = [];
  if (kind === 'locale') {
    const id = opts.locale ?? name.replace(/^locale-/, '');
    mkdirSync(join(root, 'data'), { recursive: true });
    mkdirSync(join(root, 'spec'), { recursive: true });
    for (const [file, body] of Object.entries(LOCALE_FILES)) {
      const path = join(root, 'data', file);
      writeFileSync(path, schemaLine(path, `data/${file.replace('.yaml', '')}.schema.json`) + body.replaceAll('{{id}}', id));
      provides.push(`  ${file.replace('.yaml', '')}: data/${file}`);
    }
    // A first spec case that the scaffold's number grammar passes; replace it with real sentences.
    writeFileSync(
      join(root, 'spec', 'numbers.yaml'),
      `reader: numbers\ncases:\n  - name: a grouped decimal number\n    input: "Total 1 234,50"\n    expected: [{ text: "1 234,50", value: 1234.5 }]\n`,
    );
  } else if (kind === 'domain') {
    writeFileSync(join(root, 'facts.yaml'), `${schemaLine(join(root, 'facts.yaml'), 'data/facts.schema.json')}facts: []\n`);
    provides.push('  facts: facts.yaml', '  tolerances: { numeric_tolerance: 0.01 }');
  } else {
    provides.push(
      '  policy:',
      '    statuses: { supported: pass, derived: pass, approximate: pass, unsupported: retry, contradicted: block }',
      '    no_claims: pass',
    );
  }
  writeFileSync(
    join(root, 'pack.yaml'),
    `${schemaLine(join(root, 'pack.yaml'), 'pack.schema.json')}name: ${name}\nversion: 0.1.0\nkind: ${kind}\ndescription: TODO say what this pack holds\nrequires: [${kind === 'locale' ? 'units' : ''}]\nprovides:\n${provides.join('\n')}\n`,
  );
  writeFileSync(join(root, 'README.md'), `# ${name}\n\nTODO: what this pack holds, where its data comes from, and how it was checked.\n`);
  process.stdout.write(
    `created ${kind} pack in ${dir}; fill in the data and the README, then run: npx factlint packs validate ${dir}${kind === 'locale' ? ` && npx factlint packs test ${dir}` : ''}\n`,
  );
  return 0;
}
