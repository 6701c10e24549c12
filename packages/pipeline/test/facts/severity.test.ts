import { describe, expect, it } from 'vitest';
import type { DesignedSeverity, FactOutcome, Severity } from '@factlint/kernel';
import { factsSeverity } from '../../src/facts/index.js';

type Fact = { outcome: FactOutcome; capped: boolean };
const wrong: Fact = { outcome: 'wrong', capped: false };
const wrongCapped: Fact = { outcome: 'wrong', capped: true };
const correct: Fact = { outcome: 'correct', capped: false };
const notStated: Fact = { outcome: 'not_stated', capped: false };
const ambiguous: Fact = { outcome: 'ambiguous', capped: false };

describe('scenario severity from the facts (SPEC §5)', () => {
  const table: [name: string, facts: Fact[], designed: DesignedSeverity, severity: Severity, reasons: string[]][] = [
    ['no facts is UNGRADED', [], 'high', 'UNGRADED', ['facts.none-declared']],
    ['all correct passes', [correct, correct], 'critical', 'pass', ['facts.all-correct']],
    ['a flat wrong keeps high', [wrong], 'high', 'high', ['facts.wrong']],
    ['a flat wrong keeps critical', [wrong, correct], 'critical', 'critical', ['facts.wrong']],
    ['a capped wrong lowers high to medium', [wrongCapped], 'high', 'medium', ['facts.wrong', 'facts.wrong-capped']],
    ['a capped wrong lowers critical to medium', [wrongCapped, correct], 'critical', 'medium', ['facts.wrong', 'facts.wrong-capped']],
    ['a capped wrong never raises low', [wrongCapped], 'low', 'low', ['facts.wrong']],
    ['a capped wrong keeps medium', [wrongCapped], 'medium', 'medium', ['facts.wrong']],
    ['one flat wrong beside a capped one keeps high', [wrongCapped, wrong], 'high', 'high', ['facts.wrong']],
    ['wrong outranks not_stated', [wrong, notStated], 'medium', 'medium', ['facts.wrong']],
    ['wrong outranks ambiguous', [ambiguous, wrongCapped], 'high', 'medium', ['facts.wrong', 'facts.wrong-capped']],
    ['silence never passes', [correct, notStated], 'high', 'UNGRADED', ['facts.not-stated']],
    ['ambiguous is UNGRADED', [correct, ambiguous], 'low', 'UNGRADED', ['facts.ambiguous']],
    ['ambiguous and not_stated together', [ambiguous, notStated], 'medium', 'UNGRADED', ['facts.ambiguous', 'facts.not-stated']],
  ];
  it.each(table)('%s', (_name, facts, designed, severity, reasons) => {
    expect(factsSeverity(facts, designed)).toEqual({ severity, reasons });
  });
});
