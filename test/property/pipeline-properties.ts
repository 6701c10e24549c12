import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScenarioSchema, type Scenario, type ScenarioReport, type Span } from '@factlint/kernel';
import { Engine } from '@factlint/pipeline';
import { buildDocument, scanText, type TextDocument, type TextScan } from '@factlint/text';
import { HEAVY_INPUTS, hostileText, rawUtf16, type PropertyLocale } from './hostile-text.js';

/**
 * Properties over hostile input, for one locale:
 * - the readers and the document model (buildDocument + scanText): never throw; every span lies
 *   inside the text and every match slices to its text; a second read gives the same result;
 * - the whole pipeline (Engine.verify): never throws and no judge fails; every claim, evidence and
 *   fact-figure span lies inside its text and slices to the text it names;
 * - the whole pipeline, twice: the report is byte-identical across two runs and whatever order the
 *   packs were listed in (two verifications per case).
 *
 * Cases per property: FACTLINT_PROPERTY_RUNS, else 10,000 on CI (CI=true), else 1,000.
 * A failure prints fast-check's seed and path; replay with FACTLINT_PROPERTY_SEED=<seed>.
 */
export const PROPERTY_RUNS = Number(process.env.FACTLINT_PROPERTY_RUNS ?? (process.env.CI ? 10_000 : 1_000));
const TWICE_RUNS = PROPERTY_RUNS;
const SEED = process.env.FACTLINT_PROPERTY_SEED === undefined ? undefined : Number(process.env.FACTLINT_PROPERTY_SEED);
const seedOption = SEED !== undefined ? { seed: SEED } : {};

/** Packs a scenario may name besides its locale; listed in a random order, then reversed. */
const NAMEABLE_PACKS = ['domain-no-welfare', 'units', 'claim-numeric', 'claim-date', 'claim-url', 'claim-entity', 'claim-quote'];
const UNITS = ['NOK', 'USD', 'JPY', '%', 'day', 'month'];
/** `kr` is a written form only Norwegian reads: a fact in another language with it is refused (bad input, tested apart). */
const unitsOf = (locale: PropertyLocale) => (locale === 'nb' ? [...UNITS, 'kr'] : UNITS);
const DATED = {
  valid_from: null,
  verified_at: '2026-05-02',
  review_by: null,
  source_url: 'https://factlint.invalid/fact',
  source_quote: 'quoted',
} as const;

function factArbitrary(locale: PropertyLocale) {
  return fc
    .record(
      {
        claim: hostileText(locale, 4).map((s) => `x${s}`),
        value: fc.oneof(
          fc.integer({ min: -10_000_000, max: 10_000_000 }),
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
        ),
        unit: fc.constantFrom(...unitsOf(locale)),
        anchors: fc.array(
          hostileText(locale, 3).map((s) => `a${s}`),
          { minLength: 1, maxLength: 3 },
        ),
      },
      { requiredKeys: ['claim', 'value'] },
    )
    .map((f) => ({ ...f, ...DATED }));
}

function scenarioArbitrary(locale: PropertyLocale) {
  const text = hostileText(locale);
  const material = fc.oneof(
    { weight: 3, arbitrary: text.map((answer) => ({ answer })) },
    { weight: 1, arbitrary: rawUtf16.map((answer) => ({ answer })) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.record({ role: fc.constantFrom('user' as const, 'assistant' as const), content: text }), { minLength: 1, maxLength: 4 })
        .map((turns) => ({ conversation: [...turns, { role: 'assistant' as const, content: turns[0]!.content }] })),
    },
  );
  const context = fc.option(
    fc.oneof(
      text,
      rawUtf16,
      fc.array(fc.oneof(text, fc.record({ id: fc.constantFrom('a', 'b', 'c'), text })), { maxLength: 3 }).map(uniqueIds),
    ),
    { nil: undefined },
  );
  return fc.record({
    material,
    context,
    facts: fc.option(fc.array(factArbitrary(locale), { maxLength: 3 }), { nil: undefined }),
    severity: fc.constantFrom('low' as const, 'medium' as const, 'high' as const, 'critical' as const),
    packs: fc.shuffledSubarray(NAMEABLE_PACKS),
  });
}

/**
 * Named documents get distinct ids: the schema allows two documents with one id, and evidence then
 * cannot say which is meant (reported as a contract gap, not tested here).
 */
function uniqueIds(docs: (string | { id: string; text: string })[]): (string | { id: string; text: string })[] {
  return docs.map((d, i) => (typeof d === 'string' ? d : { ...d, id: `${d.id}${i}` }));
}

type Generated = ReturnType<typeof scenarioArbitrary> extends fc.Arbitrary<infer T> ? T : never;

function toScenario(g: Generated, locale: PropertyLocale, packs: string[]): Scenario {
  return ScenarioSchema.parse({
    id: 'property',
    locale,
    severity: g.severity,
    packs,
    ...g.material,
    ...(g.context !== undefined ? { context: g.context } : {}),
    ...(g.facts !== undefined ? { facts: g.facts } : {}),
  });
}

/** The report without its one non-deterministic field. */
export function stableJson(report: ScenarioReport): string {
  return JSON.stringify({ ...report, latency_ms: 0 });
}

function inside(span: Span, text: string): boolean {
  return Number.isInteger(span[0]) && Number.isInteger(span[1]) && span[0] >= 0 && span[0] <= span[1] && span[1] <= text.length;
}

/** Every span of the report lies inside the text it points into and slices to the text it names. */
export function assertSpans(report: ScenarioReport, scenario: Scenario): void {
  const turns = scenario.conversation ?? [{ role: 'assistant' as const, content: scenario.answer ?? '' }];
  const contextDocs = new Map<string, string>();
  if (scenario.context !== undefined) {
    if (typeof scenario.context === 'string') contextDocs.set('context', scenario.context);
    else
      scenario.context.forEach((d, i) => {
        if (typeof d === 'string') contextDocs.set(`doc-${i + 1}`, d);
        else contextDocs.set(d.id, d.text);
      });
    turns.forEach((t, i) => {
      if (t.role === 'user') contextDocs.set(`turn-${i}`, t.content);
    });
  }
  for (const claim of report.claims) {
    const source = turns[claim.turn ?? 0]?.content;
    expect(source, `claim ${claim.text} names turn ${claim.turn}`).toBeDefined();
    expect(inside(claim.span, source!), `claim span ${claim.span} inside a text of ${source!.length}`).toBe(true);
    expect(source!.slice(claim.span[0], claim.span[1])).toBe(claim.text);
    for (const e of claim.evidence) {
      const doc = contextDocs.get(e.doc);
      expect(doc, `evidence names context document ${e.doc}`).toBeDefined();
      expect(inside(e.span, doc!), `evidence span ${e.span} inside ${e.doc}`).toBe(true);
      expect(doc!.slice(e.span[0], e.span[1])).toBe(e.text);
    }
  }
  for (const fact of report.facts) {
    for (const found of [...fact.candidates, ...fact.dropped]) {
      const source = turns[found.turn]?.content;
      expect(source, `fact figure names turn ${found.turn}`).toBeDefined();
      expect(inside(found.span, source!), `fact figure span ${found.span}`).toBe(true);
      expect(source!.slice(found.span[0], found.span[1])).toBe(found.text);
    }
  }
}

/** Every match of the readers lies inside the text and slices to its text. */
export function assertScanSpans(scan: TextScan, doc: TextDocument, text: string): void {
  const matches: { text: string; span: Span }[] = [
    ...scan.numbers,
    ...scan.ranges,
    ...scan.dates,
    ...scan.relativeDates,
    ...scan.phones,
    ...scan.listMarkers,
  ];
  for (const m of [...scan.numbers, ...scan.ranges]) {
    if (m.unit) matches.push(m.unit);
    if (m.hedge) matches.push(m.hedge);
  }
  for (const m of matches) {
    expect(inside(m.span, text), `match ${JSON.stringify(m.text)} span ${m.span} inside a text of ${text.length}`).toBe(true);
    expect(text.slice(m.span[0], m.span[1])).toBe(m.text);
  }
  for (const n of scan.numbers)
    expect(n.span[0] <= n.numberSpan[0] && n.numberSpan[1] <= n.span[1], `numberSpan ${n.numberSpan} within ${n.span}`).toBe(true);
  for (const line of doc.lines) expect(inside(line.span, text), `line span ${line.span}`).toBe(true);
  for (const sentence of doc.sentences) expect(inside(sentence.span, text), `sentence span ${sentence.span}`).toBe(true);
  for (const scope of doc.scopes) expect(inside(scope.span, text), `scope span ${scope.span}`).toBe(true);
  for (const quote of doc.quotes) {
    expect(
      inside(quote.span, text) && quote.span[0] <= quote.innerSpan[0] && quote.innerSpan[1] <= quote.span[1],
      `quote span ${quote.span}`,
    ).toBe(true);
    expect(text.slice(quote.innerSpan[0], quote.innerSpan[1])).toBe(quote.text);
  }
}

export function describePipelineProperties(locale: PropertyLocale): void {
  describe(`properties over hostile input (${locale})`, () => {
    const engine = new Engine();
    const localeData = engine.configure(ScenarioSchema.parse({ id: 'locale', locale, answer: '' }), { file: 'property', path: '' }).locale;

    it(`readers and document model: ${PROPERTY_RUNS} texts never throw, spans slice to their text, a second read agrees`, () => {
      fc.assert(
        fc.property(fc.oneof({ weight: 4, arbitrary: hostileText(locale, 40) }, { weight: 1, arbitrary: rawUtf16 }), (text) => {
          const doc = buildDocument(text, localeData);
          const scan = scanText(text, localeData);
          assertScanSpans(scan, doc, text);
          expect(scanText(text, localeData)).toEqual(scan);
        }),
        { numRuns: PROPERTY_RUNS, ...seedOption },
      );
    });

    it(`whole pipeline: ${PROPERTY_RUNS} scenarios never throw, no judge fails, every span slices to its text`, async () => {
      await fc.assert(
        fc.asyncProperty(scenarioArbitrary(locale), async (g) => {
          const scenario = toScenario(g, locale, g.packs);
          const report = await engine.verify(scenario, { file: 'property', path: '' });
          for (const j of report.judges) expect(j.error, `judge ${j.judge} failed`).toBeUndefined();
          expect(report.severity).not.toBe('ERROR');
          assertSpans(report, scenario);
        }),
        { numRuns: PROPERTY_RUNS, ...seedOption },
      );
    });

    it(`whole pipeline, twice: ${TWICE_RUNS} reports are byte-identical across runs and pack orders`, async () => {
      await fc.assert(
        fc.asyncProperty(scenarioArbitrary(locale), async (g) => {
          const a = await engine.verify(toScenario(g, locale, g.packs), { file: 'property', path: '' });
          const b = await engine.verify(toScenario(g, locale, [...g.packs].reverse()), { file: 'property', path: '' });
          expect(stableJson(b)).toBe(stableJson(a));
        }),
        { numRuns: TWICE_RUNS, ...seedOption },
      );
    });

    // The answer is the whole heavy text; the context holds its first 500 characters, so every judge
    // compares across it without the claims × context-figures cost dominating (the linearity test
    // measures that cost separately).
    it.each(HEAVY_INPUTS)('%s: the whole pipeline, twice, with a fresh engine each time', async (_name, text) => {
      const scenario = ScenarioSchema.parse({ id: 'heavy', locale, answer: text, context: text.slice(0, 500) });
      const a = await new Engine().verify(scenario);
      const b = await new Engine().verify(scenario);
      for (const j of a.judges) expect(j.error, `judge ${j.judge} failed`).toBeUndefined();
      assertSpans(a, scenario);
      expect(stableJson(b)).toBe(stableJson(a));
    });
  });
}
