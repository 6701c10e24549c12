import 'reflect-metadata';
import { injectable, injectAll } from 'tsyringe';
import {
  BASE_FACTS_TOLERANCES,
  CheckerResultSchema,
  combineSeverities,
  scenarioTurns,
  TOKENS,
  type CheckerInput,
  type JudgeOutcome,
  type ScenarioReport,
  type Stage,
  monotonicMs,
} from '@factlint/kernel';
import type { ClaimTypePlugin } from '../grounding/claim-type.js';
import { analyseText, polarityWordStartsRead } from '../grounding/analysed-text.js';
import { ContextIndexes, ContextReadings } from './context-readings.js';
import { compareAnswerClaims, extractAnswerClaims, resolveAnswerClaims } from '../grounding/judge-grounding.js';
import { judgeFacts, type ConversationTurnInput } from '../facts/index.js';
import { checklistSeverity, isOptionalItem } from './checklist.js';
import { severityOfVerdict } from './grounding-severity.js';
import { limitInput, noteClaimsLimit } from './limits.js';
import type { ScenarioRun } from './scenario-run.js';

/*
 * The default stages, registered under the kernel's tokens. Each takes the scenario's run state and
 * returns it; a pack's `register` or an embedding may replace any of them. The grounding stages
 * (extract, resolve, compare) are built per scenario, in its child container, with the scenario's
 * claim types injected; the others are one instance per engine.
 */

/** segment: the answer or conversation turns and the context documents, cut to the limits, analysed once. */
@injectable()
export class SegmentStage implements Stage<ScenarioRun, ScenarioRun> {
  readonly name = 'segment';
  /** One instance per engine: context texts that scenarios share are read once. */
  private readonly contextReadings = new ContextReadings();

  run(run: ScenarioRun): ScenarioRun {
    const { scenario, locale } = run.config;
    const transcript = scenarioTurns(scenario);
    run.turns = transcript
      ? transcript.map((t, index) => ({ index, role: t.role, text: t.content }))
      : [{ index: 0, role: 'assistant', text: scenario.answer ?? '' }];
    const given =
      scenario.context === undefined
        ? []
        : typeof scenario.context === 'string'
          ? [{ id: 'context', text: scenario.context }]
          : scenario.context.map((d, i) => (typeof d === 'string' ? { id: `doc-${i + 1}`, text: d } : d));
    const docs = limitInput(run, given, run.config.limits);
    const single = run.turns.length === 1;
    // The run starts with an empty map (engine.ts newRun); one more per verify was garbage at once.
    run.readTurns.clear();
    run.answers = [];
    for (const t of run.turns) {
      if (t.role !== 'assistant') continue;
      const read = analyseText(single ? 'answer' : `turn-${t.index}`, 'answer', t.text, locale);
      run.answers.push(read);
      run.readTurns.set(t.index, read);
    }
    if (groundingRuns(run)) {
      this.contextReadings.startVerify();
      run.context = docs.map((d) => this.contextReadings.read(d.id, d.text, locale, d.date));
      // What the system prompt, the user and the tools said was given to the model too.
      for (const t of run.turns) {
        if (t.role === 'assistant') continue;
        const read = this.contextReadings.read(`turn-${t.index}`, t.text, locale);
        run.context.push(read);
        run.readTurns.set(t.index, read);
      }
    }
    return run;
  }
}

/**
 * The grounding judge runs when the model was given material to check against: a `context`, or a
 * tool result in the transcript. A system prompt alone does not switch it on (nearly every
 * transcript has a generic one, and judging figures against "You are a helpful assistant" would
 * flag every one); it is read as context whenever the judge runs (`context: []` says the
 * transcript is the whole context).
 */
function groundingRuns(run: ScenarioRun): boolean {
  return run.config.scenario.context !== undefined || run.turns.some((t) => t.role === 'tool');
}

/** extract: the answers' claims of every enabled type, when the scenario has context (SPEC §4). */
@injectable()
export class ExtractStage implements Stage<ScenarioRun, ScenarioRun> {
  readonly name = 'extract';
  /** The scenario's enabled claim types, injected from its container. */
  private readonly claimTypes: readonly ClaimTypePlugin[];

  constructor(@injectAll(TOKENS.claimType, { isOptional: true }) claimTypes?: ClaimTypePlugin[]) {
    this.claimTypes = claimTypes ?? [];
  }

  run(run: ScenarioRun): ScenarioRun {
    if (!groundingRuns(run)) {
      const systemOnly = run.turns.some((t) => t.role === 'system')
        ? ' (a system prompt alone does not count; `context: []` makes the transcript the whole context)'
        : '';
      run.judges.push({
        judge: 'grounding',
        source: 'factlint',
        severity: 'UNGRADED',
        ran: false,
        note: `grounding judge did not run: the scenario has no context${systemOnly}`,
      });
      return run;
    }
    groundingStep(run, () => {
      run.answerClaims = extractAnswerClaims(run.answers, this.claimTypes, run.config.locale);
    });
    return run;
  }
}

/** resolve: each answer claim in its type's normal form. */
@injectable()
export class ResolveStage implements Stage<ScenarioRun, ScenarioRun> {
  readonly name = 'resolve';
  /** The scenario's enabled claim types, injected from its container. */
  private readonly claimTypes: readonly ClaimTypePlugin[];

  constructor(@injectAll(TOKENS.claimType, { isOptional: true }) claimTypes?: ClaimTypePlugin[]) {
    this.claimTypes = claimTypes ?? [];
  }

  run(run: ScenarioRun): ScenarioRun {
    const extracted = run.answerClaims;
    if (extracted) groundingStep(run, () => (run.answerClaims = resolveAnswerClaims(extracted, this.claimTypes, run.config.locale)));
    return run;
  }
}

/** compare: each answer claim against the context's evidence, summed up as the grounding judge's outcome. */
@injectable()
export class CompareStage implements Stage<ScenarioRun, ScenarioRun> {
  readonly name = 'compare';
  /** The scenario's enabled claim types, injected from its container. */
  private readonly claimTypes: readonly ClaimTypePlugin[];
  /** One instance per set of claim types: the context's evidence, indexed once for every scenario that shares the context. */
  private readonly contextIndexes: ContextIndexes;

  constructor(@injectAll(TOKENS.claimType, { isOptional: true }) claimTypes?: ClaimTypePlugin[]) {
    this.claimTypes = claimTypes ?? [];
    this.contextIndexes = new ContextIndexes(this.claimTypes);
  }

  run(run: ScenarioRun): ScenarioRun {
    const resolved = run.answerClaims;
    if (!resolved) return run;
    const outcome = guarded('grounding', 'factlint', () => {
      const { locale, tolerances, aliases, policy } = run.config;
      run.grounding = compareAnswerClaims(resolved, {
        context: run.context,
        locale,
        tolerances,
        aliases,
        policy,
        claimTypes: this.claimTypes,
        contextIndex: this.contextIndexes.for(run.context, locale),
        listed: run.config.limits.maxClaims,
      });
      return { severity: severityOfVerdict(run.grounding.summary.verdict, run.config.scenario.severity) };
    });
    run.judges.push(outcome);
    noteClaimsLimit(run, run.config.limits);
    return run;
  }
}

/**
 * A grounding step before compare: if a claim type's code throws, the grounding judge gives ERROR
 * (never a pass) and the later grounding stages skip; the other judges still run.
 */
function groundingStep(run: ScenarioRun, step: () => void): void {
  try {
    step();
  } catch (e) {
    run.answerClaims = null;
    run.judges.push({ judge: 'grounding', source: 'factlint', severity: 'ERROR', ran: true, error: errorText(e) });
  }
}

/** judge: the declared-facts judge and every custom checker. */
@injectable()
export class JudgeStage implements Stage<ScenarioRun, ScenarioRun> {
  readonly name = 'judge';

  /** A promise only when custom checkers run (they may be async): the pipeline awaits only those. */
  run(run: ScenarioRun): ScenarioRun | Promise<ScenarioRun> {
    const { scenario, facts, locale, claimLocales } = run.config;
    if (facts.length > 0) {
      run.judges.push(
        guarded('facts', 'factlint', () => {
          run.facts = judgeFacts({
            turns: turnsAsRead(run),
            facts,
            locale,
            claimLocales,
            designedSeverity: scenario.severity,
            tolerances: { ...BASE_FACTS_TOLERANCES, ...run.config.tolerances.facts },
          });
          return { severity: run.facts.severity };
        }),
      );
    } else {
      run.judges.push({
        judge: 'facts',
        source: 'factlint',
        severity: 'UNGRADED',
        ran: false,
        note: 'facts judge did not run: the scenario declares no facts',
      });
    }
    return run.checkers.length === 0 ? run : runCheckers(run);
  }
}

/** Every custom checker of the scenario, in turn; one that throws or answers out of contract is ERROR. */
async function runCheckers(run: ScenarioRun): Promise<ScenarioRun> {
  const { scenario } = run.config;
  for (const { checker, source } of run.checkers) {
    let outcome: JudgeOutcome;
    try {
      const result = CheckerResultSchema.parse(await checker.check(checkerInput(run, checker.reads ?? [])));
      const checklist = result.checklist?.map((i) => ({ ...i, optional: i.optional || isOptionalItem(i.item) }));
      const severity = result.severity ?? (checklist ? checklistSeverity(checklist, scenario.severity) : 'UNGRADED');
      outcome = {
        judge: checker.id,
        source,
        severity,
        ran: true,
        ...(result.note ? { note: result.note } : {}),
        ...(checklist ? { checklist } : {}),
        ...(result.findings ? { findings: result.findings } : {}),
      };
    } catch (e) {
      outcome = { judge: checker.id, source, severity: 'ERROR', ran: true, error: errorText(e) };
    }
    run.judges.push(outcome);
  }
  return run;
}

/** aggregate: the strictest graded severity; UNGRADED never lowers it; an ERROR is never a pass (SPEC §6). */
@injectable()
export class AggregateStage implements Stage<ScenarioRun, ScenarioRun> {
  readonly name = 'aggregate';

  run(run: ScenarioRun): ScenarioRun {
    run.severity = combineSeverities(run.judges.filter((j) => j.ran).map((j) => j.severity));
    return run;
  }
}

/** report: the JSON contract of SPEC §7. */
@injectable()
export class ReportStage implements Stage<ScenarioRun, ScenarioReport> {
  readonly name = 'report';

  run(run: ScenarioRun): ScenarioReport {
    const { scenario } = run.config;
    const summary = run.grounding?.summary ?? null;
    return {
      id: scenario.id,
      name: scenario.name ?? null,
      locale: scenario.locale,
      severity: run.severity,
      designed_severity: scenario.severity,
      verdict: summary?.verdict ?? null,
      grounding_score: summary?.grounding_score ?? null,
      coverage: summary?.coverage ?? null,
      claims_total: summary?.claims_total ?? null,
      sentences_unverified: summary?.sentences_unverified ?? null,
      claims: run.grounding?.claims ?? [],
      facts: run.facts?.facts ?? [],
      judges: run.judges,
      latency_ms: round3(monotonicMs() - run.startedAt),
      warnings: run.warnings,
    };
  }
}

/**
 * The turns with what the segment stage already read of them, so the facts judge does not read them
 * again: an assistant turn's document and scan, a user turn's scan (the facts judge asks a user turn
 * only which values it states, and gives it no document), and where the one pass over each found
 * that a polarity word, a negation among them, may begin. System and tool turns are left out: the
 * user never said their figures (F1 does not apply), so an assistant that repeats one owns it.
 */
function turnsAsRead(run: ScenarioRun): ConversationTurnInput[] {
  const spoken: ConversationTurnInput[] = [];
  for (const turn of run.turns) {
    if (turn.role !== 'user' && turn.role !== 'assistant') continue;
    const read = run.readTurns.get(turn.index);
    // One shape for every turn, its fields written out: a spread followed by fields it lacks gets a
    // hidden class of its own on every run once optimised (see withConfidence).
    spoken.push({
      index: turn.index,
      role: turn.role,
      text: turn.text,
      document: turn.role === 'assistant' ? read?.document : undefined,
      scan: read?.scan,
      polarityWordStarts: read && polarityWordStartsRead(read),
    });
  }
  return spoken;
}

function checkerInput(run: ScenarioRun, reads: readonly string[]): CheckerInput {
  const { scenario } = run.config;
  const fields: CheckerInput['fields'] = {};
  for (const key of reads) {
    const value = (scenario as Record<string, unknown>)[key];
    if (value !== undefined) (fields as Record<string, unknown>)[key] = structuredClone(value);
  }
  return {
    id: scenario.id,
    locale: scenario.locale,
    designedSeverity: scenario.severity,
    answer: run.turns
      .filter((t) => t.role === 'assistant')
      .map((t) => t.text)
      .join('\n\n'),
    conversation: run.turns.map((t) => ({ role: t.role, content: t.text })),
    fields,
  };
}

/** A judge that throws gives ERROR for the scenario, with its source named, never a pass. */
function guarded(judge: string, source: string, body: () => { severity: JudgeOutcome['severity'] }): JudgeOutcome {
  try {
    return { judge, source, ran: true, ...body() };
  } catch (e) {
    return { judge, source, severity: 'ERROR', ran: true, error: errorText(e) };
  }
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
