import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { InputError } from '@factlint/kernel';

const LOCALE_FILES: Record<string, string> = {
  'locale.yaml': 'id: {{id}}\nname: {{id}}\nscript: spaced   # or unspaced for scripts without spaces between words\n',
  'numbers.yaml': 'decimal: [","]\ngroup: [" ", "\\u00a0", "."]\nminus: ["-", "\\u2212"]\naccounting_parentheses: true\nscales: {}\n',
  'dates.yaml': 'months: {}\nformats: ["{y}-{m}-{d}", "{d}. {month} {y}"]\nrelative: []\n',
  'units.yaml': '- { id: "%", family: percent, forms: ["%", "prosent"] }\n',
  'hedges.yaml': 'before: []\nafter: []\n',
  'ranges.yaml': 'infix: ["–", "-"]\ntemplates: []\n',
  'phones.yaml': 'shapes: []\ncues: []\n',
  'sentences.yaml': 'terminators: [".", "!", "?"]\nabbreviations: []\n',
  'polarity.yaml': 'pairs: []\nnegations: []\n',
  'entities.yaml': 'stopwords: []\norg_suffixes: []\n',
  'quotes.yaml': '- ["\\"", "\\""]\n',
  'inflection.yaml': 'suffixes: []\n',
};

/** `factlint init-pack DIR`: a pack folder to fill in, valid as created. */
export function initPackCommand(dir: string, opts: { kind?: string; locale?: string }): number {
  const root = resolve(dir);
  if (existsSync(join(root, 'pack.yaml'))) throw new InputError([{ file: dir, path: '', message: 'a pack.yaml already exists here' }]);
  const kind = opts.kind ?? 'locale';
  if (!['locale', 'domain', 'preset'].includes(kind)) throw new InputError([{ file: '--kind', path: '', message: `expected locale, domain or preset, found "${kind}"` }]);
  const name = basename(root).toLowerCase().replace(/[^a-z0-9-]/g, '-');
  mkdirSync(root, { recursive: true });
  const provides: string[] = [];
  if (kind === 'locale') {
    const id = opts.locale ?? name.replace(/^locale-/, '');
    mkdirSync(join(root, 'data'), { recursive: true });
    mkdirSync(join(root, 'spec'), { recursive: true });
    for (const [file, body] of Object.entries(LOCALE_FILES)) {
      writeFileSync(join(root, 'data', file), body.replaceAll('{{id}}', id));
      provides.push(`  ${file.replace('.yaml', '')}: data/${file}`);
    }
    // A first spec case that the scaffold's number grammar passes; replace it with real sentences.
    writeFileSync(join(root, 'spec', 'numbers.yaml'), `reader: numbers\ncases:\n  - name: a grouped decimal number\n    input: "Total 1 234,50"\n    expected: [{ text: "1 234,50", value: 1234.5 }]\n`);
  } else if (kind === 'domain') {
    writeFileSync(join(root, 'facts.yaml'), 'facts: []\n');
    provides.push('  facts: facts.yaml', '  tolerances: { numeric_tolerance: 0.01 }');
  } else {
    provides.push('  policy:', '    statuses: { supported: pass, derived: pass, approximate: pass, unsupported: retry, contradicted: block }', '    no_claims: pass');
  }
  writeFileSync(
    join(root, 'pack.yaml'),
    `# yaml-language-server: $schema=https://factlint.invalid/schemas/pack.schema.json\nname: ${name}\nversion: 0.1.0\nkind: ${kind}\ndescription: TODO say what this pack holds\nrequires: [${kind === 'locale' ? 'units' : ''}]\nprovides:\n${provides.join('\n')}\n`,
  );
  writeFileSync(join(root, 'README.md'), `# ${name}\n\nTODO: what this pack holds, where its data comes from, and how it was checked.\n`);
  process.stdout.write(`created ${kind} pack in ${dir}; fill in the data and the README, then run: factlint packs validate ${dir}${kind === 'locale' ? ` && factlint packs test ${dir}` : ''}\n`);
  return 0;
}
