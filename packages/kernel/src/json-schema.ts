import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import * as formatsModule from 'ajv-formats';

type AddFormats = (ajv: Ajv2020) => Ajv2020;
const addFormats = (formatsModule as unknown as { default?: AddFormats }).default ?? (formatsModule as unknown as AddFormats);

/**
 * Third-party packs declare the schemas of their own options and data as JSON Schema (data, not
 * code); they are compiled with ajv in strict mode, so a misspelt keyword is an error too.
 */
export function createJsonSchemaCompiler(): (schema: unknown) => ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: true, useDefaults: false });
  addFormats(ajv);
  const cache = new WeakMap<object, ValidateFunction>();
  return (schema: unknown) => {
    if (schema && typeof schema === 'object') {
      const hit = cache.get(schema);
      if (hit) return hit;
      const fn = ajv.compile(schema as object);
      cache.set(schema, fn);
      return fn;
    }
    return ajv.compile(schema as boolean);
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
