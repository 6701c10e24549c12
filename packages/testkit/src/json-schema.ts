import { z } from 'zod';
import { SpecFileSchema } from './spec-schema.js';

/** The JSON Schema of spec files (committed as schemas/spec-cases.schema.json for editors). */
export function specCasesJsonSchema(): Record<string, unknown> {
  return {
    ...(z.toJSONSchema(SpecFileSchema, { io: 'input' }) as Record<string, unknown>),
    title: 'factlint spec cases',
    description: 'Spec cases for one reader of one pack: rule-packs/<pack>/spec/<reader>.yaml',
  };
}
