import type { DesignedSeverity, FactRecord, Severity } from '@factlint/kernel';

export interface FactsSeverity {
  severity: Severity;
  /** Stable ids saying why, e.g. `facts.wrong`, `facts.wrong-capped`, `facts.not-stated`. */
  reasons: string[];
}

/**
 * Scenario severity from the facts (SPEC §5): any wrong → the designed severity, lowered to medium
 * when every wrong fact is capped and the design is high or critical; else any ambiguous or
 * not_stated → UNGRADED (silence never passes); all correct → pass; no facts → UNGRADED.
 */
export function factsSeverity(records: readonly Pick<FactRecord, 'outcome' | 'capped'>[], designed: DesignedSeverity): FactsSeverity {
  if (records.length === 0) return { severity: 'UNGRADED', reasons: ['facts.none-declared'] };
  const wrong = records.filter((r) => r.outcome === 'wrong');
  if (wrong.length > 0) {
    const allCapped = wrong.every((r) => r.capped);
    if (allCapped && (designed === 'high' || designed === 'critical'))
      return { severity: 'medium', reasons: ['facts.wrong', 'facts.wrong-capped'] };
    return { severity: designed, reasons: ['facts.wrong'] };
  }
  const reasons: string[] = [];
  if (records.some((r) => r.outcome === 'ambiguous')) reasons.push('facts.ambiguous');
  if (records.some((r) => r.outcome === 'not_stated')) reasons.push('facts.not-stated');
  if (reasons.length > 0) return { severity: 'UNGRADED', reasons };
  return { severity: 'pass', reasons: ['facts.all-correct'] };
}
