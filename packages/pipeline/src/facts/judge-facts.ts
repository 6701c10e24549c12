import type { DesignedSeverity, DroppedFigure, FactCandidate, FactRecord, FactSpec, FactsTolerances, Severity } from '@factlint/kernel';
import { bySpanStart, scanText, type LocaleData } from '@factlint/text';
import { factAnchors } from './anchors.js';
import { factWordsOf } from './anchor-roles.js';
import { findCandidates, type TurnCandidates } from './candidates.js';
import { resolveFactUnit } from './fact-unit.js';
import { claimIsTotal, claimPeriod, claimYear, type FactContext } from './figure-roles.js';
import { besideTheAnchor, decideOutcome, type FactVerdict } from './outcome.js';
import { dropUserFigures, FirstSpeakers } from './ownership.js';
import { factsSeverity } from './severity.js';
import { readTurn, type ConversationTurnInput } from './turn-figures.js';

export interface FactsJudgeInput {
  /** A plain answer is one assistant turn with index 0. */
  turns: ConversationTurnInput[];
  facts: FactSpec[];
  locale: LocaleData;
  /** Languages facts' claims may be written in besides the scenario's (`locale.fact_claims`): their unit words are read too. */
  claimLocales?: readonly LocaleData[];
  designedSeverity: DesignedSeverity;
  /** The facts group of the tolerances (domain pack < scenario < call); default: no hedge tolerance. */
  tolerances?: FactsTolerances;
}

export interface FactsJudgement {
  facts: FactRecord[];
  severity: Severity;
  reasons: string[];
}

/** The declared-facts judge (SPEC §5): for each fact, does the answer state its value? */
export function judgeFacts(input: FactsJudgeInput): FactsJudgement {
  const { locale } = input;
  const turns = input.turns.map((t) => readTurn(t, locale));
  const assistantTurns = turns.filter((t) => t.role === 'assistant');
  const speakers = new FirstSpeakers(turns);
  const anchorsByFact = input.facts.map((f) => factAnchors(f, locale));

  const records = input.facts.map((fact, i): FactRecord => {
    const { anchors, source } = anchorsByFact[i]!;
    const foreign = anchorsByFact.flatMap((a, j) => (j === i ? [] : a.anchors)).filter((a) => !anchors.includes(a));
    const unit = resolveFactUnit(fact, locale, input.claimLocales);
    const context = factContext(fact, anchors, locale, input.claimLocales ?? []);

    const found = assistantTurns.map((t) => findCandidates(t, anchors, foreign, unit, locale, context));
    const denied = new Set(found.flatMap((f) => f.negated));
    const inOrder = found.flatMap((f) => [...f.candidates, ...f.negated].sort(bySpanStart));
    const owned = dropUserFigures(inOrder, fact.value, speakers);
    // After F1 (the user's figure is the user's), a denied figure, then one that states no level of the fact.
    const roleOf = (c: FactCandidate) => found.find((f) => f.setAside.has(c))?.setAside.get(c);
    const kept = owned.kept.filter((c) => !denied.has(c) && roleOf(c) === undefined);
    const setAsideFigures = owned.kept.flatMap((c): DroppedFigure[] => {
      const filter = denied.has(c) ? 'negated' : roleOf(c);
      return filter ? [{ value: c.value, text: c.text, span: c.span, turn: c.turn, filter }] : [];
    });
    let verdict = decideOutcome(fact.value, kept, { hedgeTolerance: input.tolerances?.hedge_tolerance ?? 0 });
    if (verdict.outcome === 'wrong') verdict = weighWrong(verdict, kept, found, setAsideFigures);
    return {
      id: fact.id ?? null,
      claim: fact.claim,
      declared: fact.value,
      unit: fact.unit ?? null,
      ...verdict,
      dropped: [...owned.dropped, ...setAsideFigures, ...found.flatMap((f) => f.dropped)].sort(
        (a, b) => a.turn - b.turn || a.span[0] - b.span[0],
      ),
      anchors,
      anchor_source: source,
      candidates: kept,
      user_cited_declared: speakers.userStated(fact.value),
    };
  });
  const { severity, reasons } = factsSeverity(records, input.designedSeverity);
  return { facts: records, severity, reasons };
}

/**
 * A wrong verdict weighed against what the role filters read: ambiguous when none of its figures
 * plainly states the fact and the declared value stands beside the anchor (besideTheAnchor); capped
 * when figures of the fact's scope were set aside as changes, past values, other periods, totals or
 * another quantity's, since the verdict then rests on that reading as much as on the figure.
 */
function weighWrong(
  verdict: FactVerdict,
  kept: readonly FactCandidate[],
  found: readonly TurnCandidates[],
  dropped: readonly DroppedFigure[],
): FactVerdict {
  if (kept.every((c) => found.some((f) => f.unclear.has(c))) && found.some((f) => f.declaredBeside())) return besideTheAnchor(verdict);
  return dropped.some((d) => d.filter !== 'negated') ? { ...verdict, capped: true } : verdict;
}

/** The year the fact holds from: its `valid_from`, else the first year its claim names, else null. */
function factYear(fact: FactSpec, locale: LocaleData): number | null {
  const from = fact.valid_from ? Number(fact.valid_from.slice(0, 4)) : Number.NaN;
  return Number.isInteger(from) ? from : claimYear(scanText(fact.claim, locale));
}

/** What the role filters read of a fact's claim: its period, year and whether it is a total, and its words. */
function factContext(fact: FactSpec, anchors: readonly string[], locale: LocaleData, claimLocales: readonly LocaleData[]): FactContext {
  const readers = [locale, ...claimLocales.filter((l) => l.id !== locale.id)];
  return {
    declared: fact.value,
    period: claimPeriod(fact.claim, readers),
    year: factYear(fact, locale),
    totalClaim: claimIsTotal(fact.claim, readers),
    words: factWordsOf(fact.claim, anchors),
  };
}
