// docs/pack-data.md: every data kind a pack may provide, every key, and an example from a shipped
// pack. Rendered from the JSON Schemas that publishedSchemas() derives from the zod contracts, so the
// reference says what the loader checks; test/schemas.test.ts keeps the committed file current.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse, stringify } from 'yaml';
import { DataKindRegistry } from '@factlint/kernel';
import { PackCatalog, publishedSchemas, registerPipelineDataKinds } from '@factlint/pipeline';

const ROOT = new URL('..', import.meta.url).pathname;
const COMBINE = {
  single: 'the last pack that provides it wins',
  list: 'lists from every pack are joined',
  merge: 'objects from every pack are merged key by key, later packs winning',
};

/** Every key of a JSON Schema, depth first: `[path, schema, required]`. Array items are `key[]`, a map's values `key.<key>`. */
export function schemaKeys(schema, path = '', required = true) {
  const rows = [];
  const object = schema.type === 'object' ? schema : undefined;
  if (object?.properties) {
    const needed = new Set(object.required ?? []);
    for (const [key, sub] of Object.entries(object.properties)) {
      const at = path ? `${path}.${key}` : key;
      rows.push([at, sub, needed.has(key)]);
      rows.push(...schemaKeys(sub, at, needed.has(key)).filter(([p]) => p !== at));
    }
  } else if (object && typeof object.additionalProperties === 'object' && object.additionalProperties.properties) {
    // A map of objects (`scripts: {Latin: {...}}`): its values' keys under `<key>`, as `scripts.<key>.spaces`.
    rows.push(...schemaKeys(object.additionalProperties, `${path}.<key>`, false));
  } else if (schema.type === 'array' && schema.items && !Array.isArray(schema.items)) {
    rows.push(...schemaKeys(schema.items, `${path}[]`, required));
  }
  return rows;
}

/** A short type for a table: `list of words`, `map of word → integer 1–12`, `one of: spaced, unspaced`. */
export function typeOf(s) {
  if (s.anyOf) return s.anyOf.map(typeOf).join(' or ');
  if (s.enum) return `one of: ${s.enum.map((v) => `\`${v}\``).join(', ')}`;
  if (s.const !== undefined) return `\`${s.const}\``;
  if (s.type === 'array') {
    if (s.prefixItems) return `pair [${s.prefixItems.map(typeOf).join(', ')}]`;
    return `list of ${s.items ? typeOf(s.items) : 'values'}${s.minItems ? ` (at least ${s.minItems})` : ''}`;
  }
  if (s.type === 'object') {
    if (s.properties) return 'object';
    if (s.additionalProperties && typeof s.additionalProperties === 'object')
      return `map of ${s.propertyNames ? typeOf(s.propertyNames) : 'string'} → ${typeOf(s.additionalProperties)}`;
    return 'object';
  }
  if (s.type === 'string') {
    if (s.format) return `${s.format} string`;
    if (s.pattern) return `string matching \`${s.pattern}\``;
    return s.minLength ? 'non-empty string' : 'string';
  }
  if (s.type === 'integer' || s.type === 'number') {
    // zod writes a safe integer's bounds as minimum and maximum; it is no limit a pack author needs to read.
    const maximum = s.maximum === Number.MAX_SAFE_INTEGER ? undefined : s.maximum;
    const minimum = s.minimum === Number.MIN_SAFE_INTEGER ? undefined : s.minimum;
    const range =
      minimum !== undefined && maximum !== undefined
        ? ` ${minimum}–${maximum}`
        : s.exclusiveMinimum === 0
          ? ' > 0'
          : minimum !== undefined
            ? ` ≥ ${minimum}`
            : '';
    return `${s.type}${range}`;
  }
  if (Array.isArray(s.type)) return s.type.join(' or ');
  return s.type ?? 'any';
}

/** The first entries of lists and maps: enough to show the shape, short enough to read. */
function excerpt(value, depth = 0) {
  if (Array.isArray(value)) return value.slice(0, depth === 0 ? 3 : 4).map((v) => excerpt(v, depth + 1));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, depth === 0 ? 12 : 4)
        .map(([k, v]) => [k, excerpt(v, depth + 1)]),
    );
  return value;
}

/** The shipped pack that shows each kind best: the first (by name) that provides it in a data file or inline. */
function examples() {
  const out = new Map();
  for (const pack of new PackCatalog().list()) {
    for (const [kind, raw] of Object.entries(pack.manifest.provides)) {
      if (out.has(kind)) continue;
      const file = pack.dataFiles[kind];
      let value = raw;
      if (typeof raw === 'string' && /\.(ya?ml|json)$/i.test(raw)) {
        const doc = parse(readFileSync(file, 'utf8'));
        value = doc && typeof doc === 'object' && !Array.isArray(doc) && Object.keys(doc).length === 1 && kind in doc ? doc[kind] : doc;
      }
      out.set(kind, { pack: pack.manifest.name, kind: pack.manifest.kind, file: relative(ROOT, file).split('\\').join('/'), value });
    }
  }
  return out;
}

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

export function packDataReference() {
  const kinds = registerPipelineDataKinds(new DataKindRegistry()).list();
  const schemas = publishedSchemas();
  const shown = examples();
  const lines = [
    '# Pack data reference',
    '',
    '<!-- Generated by `npm run schemas` from the zod schemas of the registered data kinds; do not edit by hand. -->',
    '',
    'A pack provides data under `provides:` in its `pack.yaml`, one entry per data kind, inline or as the name of a',
    'YAML/JSON file beside `pack.yaml` (the file holds the data itself, or the data under one key named like the kind).',
    'Unknown keys are errors; a key marked *default* may be left out. Each kind has a JSON Schema in',
    '[`schemas/data/`](../schemas/data) (npm: `@factlint/schemas`); an editor with the YAML language server checks and',
    'completes a data file whose first line names it, by a path relative to the file:',
    '',
    '```yaml',
    '# yaml-language-server: $schema=../../../schemas/data/numbers.schema.json',
    '```',
    '',
    '`factlint init-pack` writes these lines with the right relative path for the new folder.',
    '',
    '| kind | what it holds | combines |',
    '|---|---|---|',
    ...kinds.map((k) => `| [\`${k.name}\`](#${k.name}) | ${cell(k.description)} | ${k.combine} |`),
    '',
  ];
  for (const kind of kinds) {
    const schema = schemas[`data/${kind.name}.schema.json`].$defs.data;
    const example = shown.get(kind.name);
    lines.push(
      `## ${kind.name}`,
      '',
      `${kind.description[0].toUpperCase()}${kind.description.slice(1)}. Several packs: ${COMBINE[kind.combine]}.`,
    );
    lines.push(`Schema: [\`schemas/data/${kind.name}.schema.json\`](../schemas/data/${kind.name}.schema.json).`, '');
    const keys = schemaKeys(schema);
    if (keys.length) {
      lines.push('| key | type | | meaning |', '|---|---|---|---|');
      for (const [path, sub, required] of keys) {
        const need = sub.default !== undefined ? `default \`${JSON.stringify(sub.default)}\`` : required ? 'required' : 'optional';
        lines.push(`| \`${path}\` | ${cell(typeOf(sub))} | ${cell(need)} | ${cell(sub.description ?? '')} |`);
      }
    } else {
      lines.push(`A value of type ${typeOf(schema)}${schema.description ? `: ${schema.description}` : '.'}`);
    }
    lines.push('');
    if (example) {
      lines.push(
        `Example, from the ${example.kind} pack \`${example.pack}\` (\`${example.file}\`, first entries):`,
        '',
        '```yaml',
        stringify({ [kind.name]: excerpt(example.value) }, { lineWidth: 0 }).trimEnd(),
        '```',
        '',
      );
    }
  }
  return lines.join('\n');
}
