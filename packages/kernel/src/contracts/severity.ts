import { z } from 'zod';

export const SEVERITIES = ['pass', 'low', 'medium', 'high', 'critical'] as const;
export const DesignedSeveritySchema = z.enum(['low', 'medium', 'high', 'critical']);
export type DesignedSeverity = z.infer<typeof DesignedSeveritySchema>;
export type GradedSeverity = (typeof SEVERITIES)[number];
/** `UNGRADED`: the judge could not grade (silence, nothing checkable); `ERROR`: the judge failed. */
export type Severity = GradedSeverity | 'UNGRADED' | 'ERROR';

export const VERDICTS = ['pass', 'annotate', 'retry', 'block'] as const;
export type Verdict = (typeof VERDICTS)[number];

export function severityRank(s: GradedSeverity): number {
  return SEVERITIES.indexOf(s);
}

/** One step below the designed severity, never below `low`. */
export function oneStepBelow(designed: DesignedSeverity): GradedSeverity {
  const rank = Math.max(severityRank('low'), severityRank(designed) - 1);
  return SEVERITIES[rank]!;
}

/**
 * Combines the severities of several judges (SPEC §6): ERROR wins (a failed judge never lets the
 * scenario pass), then the strictest graded one; UNGRADED never lowers a graded result.
 */
export function combineSeverities(parts: readonly Severity[]): Severity {
  if (parts.includes('ERROR')) return 'ERROR';
  const graded = parts.filter((s): s is GradedSeverity => s !== 'UNGRADED');
  if (graded.length === 0) return 'UNGRADED';
  return graded.reduce((a, b) => (severityRank(b) > severityRank(a) ? b : a));
}
