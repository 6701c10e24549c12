// Writes schemas/*.json and schemas/data/*.json from the zod contracts, and docs/pack-data.md from
// the same schemas (run after `npm run build`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { publishedSchemas } from '@factlint/pipeline';
import { packDataReference } from './pack-data-reference.mjs';

for (const [name, schema] of Object.entries(publishedSchemas())) {
  const file = new URL(`../schemas/${name}`, import.meta.url);
  mkdirSync(dirname(file.pathname), { recursive: true });
  writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`schemas/${name}`);
}
mkdirSync(new URL('../docs/', import.meta.url), { recursive: true });
writeFileSync(new URL('../docs/pack-data.md', import.meta.url), `${packDataReference()}\n`);
console.log('docs/pack-data.md');
