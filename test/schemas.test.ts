import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publishedSchemas } from '@factlint/pipeline';

describe('committed JSON Schemas', () => {
  it.each(Object.entries(publishedSchemas()))('schemas/%s is generated from the current contracts (run `npm run build && npm run schemas`)', (name, schema) => {
    expect(JSON.parse(readFileSync(`schemas/${name}`, 'utf8'))).toEqual(JSON.parse(JSON.stringify(schema)));
  });
});

describe('the JSON Schemas accept the shipped files (what an editor will check)', async () => {
  const { readdirSync, existsSync } = await import('node:fs');
  const { parse } = await import('yaml');
  const { createJsonSchemaCompiler } = await import('@factlint/kernel');
  const compile = createJsonSchemaCompiler();
  const schemas = publishedSchemas();
  const packValidator = compile(schemas['pack.schema.json']);
  const scenarioValidator = compile(schemas['scenario.schema.json']);
  const packs = readdirSync('rule-packs').map((d) => `rule-packs/${d}/pack.yaml`).concat('examples/locale-sv/pack.yaml');
  it.each(packs)('%s', (file) => {
    expect(packValidator(parse(readFileSync(file, 'utf8'), { schema: 'core' })), JSON.stringify(packValidator.errors)).toBe(true);
  });
  const scenarioFiles = ['examples/quickstart.yaml', 'examples/facts-nb.yaml', 'examples/facts-en.yaml', 'examples/facts-ja.yaml', ...readdirSync('rule-packs/domain-no-welfare/scenarios').map((f) => `rule-packs/domain-no-welfare/scenarios/${f}`)].filter((f) => existsSync(f));
  it.each(scenarioFiles)('%s', (file) => {
    expect(scenarioValidator(parse(readFileSync(file, 'utf8'), { schema: 'core' })), JSON.stringify(scenarioValidator.errors)).toBe(true);
  });
});
