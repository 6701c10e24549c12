import type { DesignedSeverity, FactRecord, FactSpec, FactsTolerances, Severity } from '@factlint/kernel';
import { bySpanStart, type LocaleData } from '@factlint/text';
import { factAnchors } from './anchors.js';
import { findCandidates } from './candidates.js';
import { resolveFactUnit } from './fact-unit.js';
import { decideOutcome } from './outcome.js';
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

    const found = assistantTurns.map((t) => findCandidates(t, anchors, foreign, unit, locale));
    const denied = new Set(found.flatMap((f) => f.negated));
    const inOrder = found.flatMap((f) => [...f.candidates, ...f.negated].sort(bySpanStart));
    const owned = dropUserFigures(inOrder, fact.value, speakers);
    const kept = owned.kept.filter((c) => !denied.has(c));
    const deniedFigures = owned.kept
      .filter((c) => denied.has(c))
      .map((c) => ({ value: c.value, text: c.text, span: c.span, turn: c.turn, filter: 'negated' as const }));
    const verdict = decideOutcome(fact.value, kept, { hedgeTolerance: input.tolerances?.hedge_tolerance ?? 0 });
    return {
      id: fact.id ?? null,
      claim: fact.claim,
      declared: fact.value,
      unit: fact.unit ?? null,
      ...verdict,
      dropped: [...owned.dropped, ...deniedFigures, ...found.flatMap((f) => f.dropped)].sort(
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
