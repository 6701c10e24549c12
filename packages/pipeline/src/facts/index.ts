export { judgeFacts, type FactsJudgeInput, type FactsJudgement } from './judge-facts.js';
export { factAnchors, anchorsFromClaim, anchorSpans, type FactAnchors } from './anchors.js';
export { resolveFactUnit, unitFits, findUnitWords, type FactUnit } from './fact-unit.js';
export { findCandidates, type TurnCandidates } from './candidates.js';
export { dropUserFigures, FirstSpeakers } from './ownership.js';
export { decideOutcome, FACT_REASONS, type FactVerdict, type OutcomeOptions } from './outcome.js';
export { boundHoldsLoosely, hedgedAcceptance, type HedgedAcceptance } from './hedged-precision.js';
export { factsSeverity, type FactsSeverity } from './severity.js';
export { readTurn, type ReadTurn, type StatedFigure, type ConversationTurnInput } from './turn-figures.js';
