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
 * `answerChars` characters of the summary sentence cut into `pieces` answers, each against the same
 * `answerChars` characters of its source (one context string, read once by an engine): a long answer
 * judged whole (`pieces` 1) or in parts, for the sizes row's "where the growth goes" line and the
 * instruction-count answer-* workloads.
 */
export function answerInPieces(ScenarioSchema, idPrefix, answerChars, pieces) {
  const context = textOf(contextEn, answerChars);
  const answer = textOf(sentenceEn, answerChars / pieces);
  return Array.from({ length: pieces }, (_, k) => ScenarioSchema.parse({ id: `${idPrefix}-${k}`, locale: 'en', answer, context }));
}

/**
 * The declared-facts examples (`examples/facts-{en,nb,ja}.yaml`: multi-turn Markdown answers judged
 * against dated facts) as scenarios, for the instruction-count facts workload: no bench row runs
 * that judge. `parseYaml` is the yaml package's `parse`.
 */
export function factsScenarios(ScenarioSchema, parseYaml) {
  return ['en', 'nb', 'ja'].flatMap((lang) =>
    parseYaml(readFileSync(new URL(`../../examples/facts-${lang}.yaml`, import.meta.url), 'utf8')).scenarios.map((s) =>
      ScenarioSchema.parse(s),
    ),
  );
}

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

/**
 * Answers whose claims each meet many context candidates of one kind, for the alloc row's "as the
 * candidates grow" line: a different figure (its rivals: every context figure of its family about
 * its subject), a change statement (its counterparts: every context sentence sharing its words), a
 * date (its twins) and a quotation the context does not hold (every sentence sharing its rarest
 * letter pairs is scored). `answer` is written 10 times, `context` as many times as asked.
 */
export const candidateKinds = {
  rivals: ['The firm reported revenue of $130.0 million. ', 'The firm reported revenue of $120.0 million for the year. '],
  statements: ['Revenue rose 20% to $120.0 million. ', 'Revenue was $120.0 million, up from $100.0 million a year earlier. '],
  dates: ['The board met on 14 October 2025. ', 'The board met on 14 October 2025 in the city. '],
  quotes: [
    'He said "we will raise prices sharply" at the meeting. ',
    'The chief executive said "we will cut prices next year" to investors. ',
  ],
};

/** A scenario of `kind`'s answer sentence 10 times against its context sentence `sentences` times. */
export const candidateScenario = (ScenarioSchema, kind, sentences) =>
  ScenarioSchema.parse({
    id: `candidates-${kind}-${sentences}`,
    locale: 'en',
    answer: candidateKinds[kind][0].repeat(10),
    context: candidateKinds[kind][1].repeat(sentences),
  });
