import { oneStepBelow, type DesignedSeverity, type GradedSeverity, type Verdict } from '@factlint/kernel';

/** pass → pass, annotate → low, retry → one step below the designed severity (floor low), block → designed (SPEC §6). */
export function severityOfVerdict(verdict: Verdict, designed: DesignedSeverity): GradedSeverity {
  switch (verdict) {
    case 'pass':
      return 'pass';
    case 'annotate':
      return 'low';
    case 'retry':
      return oneStepBelow(designed);
    case 'block':
      return designed;
  }
}
