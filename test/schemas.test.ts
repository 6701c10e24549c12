import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publishedSchemas } from '@factlint/pipeline';

describe('committed JSON Schemas', () => {
  it.each(Object.entries(publishedSchemas()))(
    'schemas/%s is generated from the current contracts (run `npm run build && npm run schemas`)',
    (name, schema) => {
      expect(JSON.parse(readFileSync(`schemas/${name}`, 'utf8'))).toEqual(JSON.parse(JSON.stringify(schema)));
    },
  );
});

describe('the JSON Schemas accept the shipped files (what an editor will check)', async () => {
  const { readdirSync, existsSync } = await import('node:fs');
  const { parse } = await import('yaml');
  const { createJsonSchemaCompiler } = await import('@factlint/kernel');
  const compile = createJsonSchemaCompiler();
  const schemas = publishedSchemas();
  const packValidator = compile(schemas['pack.schema.json']);
  const scenarioValidator = compile(schemas['scenario.schema.json']);
  const packs = readdirSync('rule-packs')
    .map((d) => `rule-packs/${d}/pack.yaml`)
    .concat('examples/locale-sv/pack.yaml');
  it.each(packs)('%s', (file) => {
    expect(packValidator(parse(readFileSync(file, 'utf8'), { schema: 'core' })), JSON.stringify(packValidator.errors)).toBe(true);
  });
  const scenarioFiles = [
    'examples/quickstart.yaml',
    'examples/facts-nb.yaml',
    'examples/facts-en.yaml',
    'examples/facts-ja.yaml',
    ...readdirSync('rule-packs/domain-no-welfare/scenarios').map((f) => `rule-packs/domain-no-welfare/scenarios/${f}`),
  ].filter((f) => existsSync(f));
  it.each(scenarioFiles)('%s', (file) => {
    expect(scenarioValidator(parse(readFileSync(file, 'utf8'), { schema: 'core' })), JSON.stringify(scenarioValidator.errors)).toBe(true);
  });
});

describe('pack data reference (docs/pack-data.md) and the data-kind schemas', async () => {
  const { readdirSync, existsSync } = await import('node:fs');
  const { dirname, join, resolve } = await import('node:path');
  const { parse } = await import('yaml');
  const { createJsonSchemaCompiler, DataKindRegistry } = await import('@factlint/kernel');
  const { registerPipelineDataKinds } = await import('@factlint/pipeline');
  // A plain .mjs script (it also runs from `npm run schemas`), typed here by hand.
  const { packDataReference, schemaKeys } = (await import('../scripts/pack-data-reference.mjs')) as unknown as {
    packDataReference(): string;
    schemaKeys(s: object): [string, { description?: string }, boolean][];
  };
  let rendered: string | undefined;
  const reference = () => (rendered ??= packDataReference());
  const schemas = publishedSchemas() as Record<string, { $defs?: { data: object } }>;
  const kinds = registerPipelineDataKinds(new DataKindRegistry()).list();

  it('docs/pack-data.md is generated from the current schemas (run `npm run build && npm run schemas`)', () => {
    expect(readFileSync('docs/pack-data.md', 'utf8')).toBe(`${reference()}\n`);
  });

  it.each(kinds.map((k) => k.name))('%s: a JSON Schema under schemas/data/, every key described, a section with an example', (name) => {
    expect(existsSync(`schemas/data/${name}.schema.json`)).toBe(true);
    const undescribed = schemaKeys(schemas[`data/${name}.schema.json`]!.$defs!.data)
      .filter(([, s]) => !s.description)
      .map(([path]) => path);
    expect(undescribed).toEqual([]);
    const section = reference()
      .split(/^## /m)
      .find((s) => s.startsWith(`${name}\n`));
    expect(section).toMatch(/```yaml\n/);
  });

  it("lists the keys of a map's values (a locale's script entries, a period's words) and no safe-integer bound", () => {
    for (const key of ['scripts.<key>.spaces', 'scripts.<key>.word_keys.stem_letters', 'periods.<key>.per_year'])
      expect(reference()).toContain(`| \`${key}\` |`);
    expect(reference()).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });

  // Every YAML data file of the shipped packs and the example locale names the schema of its kind by
  // a relative path that exists, and what it holds passes that schema (what an editor checks).
  const compile = createJsonSchemaCompiler();
  const packDirs = [...readdirSync('rule-packs').map((d) => `rule-packs/${d}`), 'examples/locale-sv'];
  const dataFiles = packDirs.flatMap((dir) =>
    Object.entries((parse(readFileSync(join(dir, 'pack.yaml'), 'utf8')) as { provides: Record<string, unknown> }).provides)
      .filter(([, v]) => typeof v === 'string' && /\.ya?ml$/.test(v))
      .map(([kind, file]) => ({ kind, file: join(dir, file as string) })),
  );
  it.each(dataFiles)('$file names schemas/data/$kind.schema.json and passes it', ({ kind, file }) => {
    const first = readFileSync(file, 'utf8').split('\n')[0]!;
    const ref = /^# yaml-language-server: \$schema=(\S+)$/.exec(first)?.[1];
    expect(ref, `first line of ${file}`).toBeDefined();
    expect(ref).not.toMatch(/^[a-z]+:/); // a path, not a URL no editor can fetch
    expect(resolve(dirname(file), ref!)).toBe(resolve(`schemas/data/${kind}.schema.json`));
    const validate = compile(JSON.parse(readFileSync(resolve(dirname(file), ref!), 'utf8')));
    expect(validate(parse(readFileSync(file, 'utf8'), { schema: 'core' })), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(packDirs)('%s/pack.yaml names schemas/pack.schema.json by a relative path', (dir) => {
    const ref = /^# yaml-language-server: \$schema=(\S+)$/m.exec(readFileSync(join(dir, 'pack.yaml'), 'utf8'))?.[1];
    expect(resolve(dir, ref ?? '')).toBe(resolve('schemas/pack.schema.json'));
  });
});
