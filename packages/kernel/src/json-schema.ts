import { createRequire } from 'node:module';
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';

type AddFormats = (ajv: Ajv2020) => Ajv2020;

/** ajv and its formats, loaded at the first schema compiled: most runs compile none (see PackCache). */
let ajvModules: { Ajv: typeof Ajv2020; addFormats: AddFormats } | undefined;
function loadAjv(): NonNullable<typeof ajvModules> {
  if (!ajvModules) {
    const require = createRequire(import.meta.url);
    const formats = require('ajv-formats') as { default?: AddFormats } & AddFormats;
    ajvModules = { Ajv: (require('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 }).Ajv2020, addFormats: formats.default ?? formats };
  }
  return ajvModules;
}

/**
 * Third-party packs declare the schemas of their own options and data as JSON Schema (data, not
 * code); they are compiled with ajv in strict mode, so a misspelt keyword is an error too.
 * `checkSchemas: false` skips checking each schema against JSON Schema's meta-schema (compiling that
 * costs more than all the packs' own schemas): only for schemas that compiled with the check before.
 */
export function createJsonSchemaCompiler(settings: { checkSchemas?: boolean } = {}): (schema: unknown) => ValidateFunction {
  let ajv: Ajv2020 | undefined;
  const compiler = () => {
    if (!ajv) {
      const { Ajv, addFormats } = loadAjv();
      ajv = addFormats(new Ajv({ allErrors: true, strict: true, useDefaults: false, validateSchema: settings.checkSchemas ?? true }));
    }
    return ajv;
  };
  const cache = new WeakMap<object, ValidateFunction>();
  return (schema: unknown) => {
    if (schema && typeof schema === 'object') {
      const hit = cache.get(schema);
      if (hit) return hit;
      const fn = compiler().compile(schema as object);
      cache.set(schema, fn);
      return fn;
    }
    return compiler().compile(schema as boolean);
  };
}

export function describeAjvError(e: ErrorObject): { path: string; message: string } {
  const path = e.instancePath
    .split('/')
    .slice(1)
    .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg}`))
    .join('')
    .replace(/^\./, '');
  if (e.keyword === 'additionalProperties') {
    const key = (e.params as { additionalProperty: string }).additionalProperty;
    return { path, message: `unknown key "${key}"` };
  }
  if (e.keyword === 'required') {
    return { path, message: `missing: expected "${(e.params as { missingProperty: string }).missingProperty}"` };
  }
  return { path, message: e.message ?? e.keyword };
}

export function ajvErrorPath(e: ErrorObject): string[] {
  return e.instancePath.split('/').slice(1);
}
