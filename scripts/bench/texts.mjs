// The bench's own texts: a news-summary sentence and the source it summarises, repeated to any size.
// The 2k, 20k and sizes rows and the instruction-count workload are all made of them. The scenarios
// are parsed by the schema a caller passes: scripts that compare builds parse with each build's own.
import { readFileSync } from 'node:fs';

export const sentenceEn = 'Acme Corp reported revenue of $120.0 million in 2026, up 20% from $100.0 million on 14 October 2025. ';
export const contextEn =
  'Acme Corp reported revenue of $120.0 million for 2026, up from $100.0 million a year earlier, on 14 October 2025. ';
/** `unit` repeated and cut to `size` characters. */
export const textOf = (unit, size) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** A scenario of `size` characters of the summary sentence as answer and as many of its source as context. */
export const answerWithSource = (ScenarioSchema, id, size) =>
  ScenarioSchema.parse({ id, locale: 'en', answer: textOf(sentenceEn, size), context: textOf(contextEn, size) });

/**
 * The answer and context texts of the scenarios in `lang`: what the side-by-side row, and the
 * reader workloads of instruction-count.mjs and warm-ab.mjs, read.
 */
export function textsOfLocale(scenarios, lang) {
  const contextTexts = (c) => (c === undefined ? [] : typeof c === 'string' ? [c] : c.map((d) => (typeof d === 'string' ? d : d.text)));
  return scenarios.filter((s) => s.locale === lang).flatMap((s) => [s.answer, ...contextTexts(s.context)]);
}

/** The evaluation set of this checkout as scenarios (every build compared verifies the same cases). */
export function evalScenarios(readEvalCases, ScenarioSchema) {
  const cases = readEvalCases(readFileSync(new URL('../../eval/cases.jsonl', import.meta.url), 'utf8'), 'eval/cases.jsonl');
  return cases.map((c) => ScenarioSchema.parse({ id: c.case_id, locale: c.language, answer: c.answer, context: c.context }));
}
