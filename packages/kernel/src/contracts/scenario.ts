import { z } from 'zod';
import { DesignedSeveritySchema } from './severity.js';
import { DeclaredFactSchema } from './fact.js';
import { PartialTolerancesSchema } from './tolerances.js';

const NonEmpty = z.string().trim().min(1, 'expected a non-empty string');

export const TurnSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});
export type Turn = z.infer<typeof TurnSchema>;

export const ContextDocumentSchema = z.strictObject({
  id: NonEmpty,
  title: z.string().optional(),
  text: z.string(),
});
export type ContextDocument = z.infer<typeof ContextDocumentSchema>;

/** A fact written out in full, or the id of a fact that a loaded domain pack declares. */
export const FactEntrySchema = z.union([DeclaredFactSchema, NonEmpty]);
export type FactEntry = z.infer<typeof FactEntrySchema>;

export const ScenarioSchema = z
  .strictObject({
    id: NonEmpty,
    name: z.string().optional(),
    description: z.string().optional(),
    locale: NonEmpty,
    packs: z.array(NonEmpty).optional(),
    severity: DesignedSeveritySchema.default('medium'),
    tolerances: PartialTolerancesSchema.optional(),
    answer: z.string().optional(),
    conversation: z
      .array(TurnSchema)
      .min(1, 'expected at least one turn')
      .refine((turns) => turns.some((t) => t.role === 'assistant'), {
        message: 'expected at least one assistant turn',
      })
      .optional(),
    context: z.union([z.string(), z.array(z.union([z.string(), ContextDocumentSchema]))]).optional(),
    facts: z.array(FactEntrySchema).optional(),
    metadata: z.looseObject({ facts: z.array(FactEntrySchema).optional() }).optional(),
    expected_behavior: z.array(NonEmpty).optional(),
    judge_notes: z.array(NonEmpty).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.answer === undefined && s.conversation === undefined) {
      ctx.addIssue({ code: 'custom', message: 'expected `answer` or `conversation`', path: [] });
    }
    if (s.answer !== undefined && s.conversation !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'expected `answer` or `conversation`, not both', path: ['conversation'] });
    }
    if (Array.isArray(s.context)) {
      const docIds = new Map<string, number>();
      s.context.forEach((d, i) => {
        if (typeof d === 'string') return;
        const first = docIds.get(d.id);
        if (first !== undefined) ctx.addIssue({ code: 'custom', message: `duplicate context document id "${d.id}" (first at context[${first}]): evidence would be ambiguous`, path: ['context', i, 'id'] });
        else docIds.set(d.id, i);
      });
    }
    const ids = new Map<string, number>();
    (s.facts ?? []).forEach((f, i) => {
      const id = typeof f === 'string' ? f : f.id;
      if (id === undefined) return;
      if (ids.has(id)) {
        ctx.addIssue({ code: 'custom', message: `duplicate fact id "${id}" (first at facts[${ids.get(id)}])`, path: ['facts', i] });
      } else ids.set(id, i);
    });
  });
export type Scenario = z.infer<typeof ScenarioSchema>;
export type ScenarioInput = z.input<typeof ScenarioSchema>;

export const ScenarioListFileSchema = z.strictObject({ scenarios: z.array(ScenarioSchema).min(1, 'expected at least one scenario') });

/** A scenario file: one scenario, or `scenarios: [...]`. */
export const ScenarioFileSchema = z.union([ScenarioListFileSchema, ScenarioSchema]);

/**
 * The branch a file is checked against: a top-level `scenarios` key makes it a list. Choosing by
 * key (rather than letting a union guess) reports errors against what the author meant.
 */
export function scenarioFileSchemaFor(value: unknown): typeof ScenarioListFileSchema | typeof ScenarioSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'scenarios' in value ? ScenarioListFileSchema : ScenarioSchema;
}
