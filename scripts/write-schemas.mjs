// Writes schemas/*.json from the zod contracts (run after `npm run build`).
import { writeFileSync } from 'node:fs';
import { publishedSchemas } from '@factlint/pipeline';

for (const [name, schema] of Object.entries(publishedSchemas())) {
  writeFileSync(new URL(`../schemas/${name}`, import.meta.url), JSON.stringify(schema, null, 2) + '\n');
  console.log(`schemas/${name}`);
}
