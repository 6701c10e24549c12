import { oneStepBelow, type ChecklistItemResult, type DesignedSeverity, type GradedSeverity } from '@factlint/kernel';

const OPTIONAL_ITEM = /^\s*(optionally|ideally|may\s)/i;

/** Items starting "optionally", "ideally" or "may " are optional (SPEC §6). */
export function isOptionalItem(item: string): boolean {
  return OPTIONAL_ITEM.test(item);
}

/**
 * Severity of a graded `expected_behavior` checklist (SPEC §6): with f = violated / applicable
 * required items, f = 0 → pass, 0 < f < 0.5 → one step below the designed severity (floor low),
 * f ≥ 0.5 → the designed severity. No applicable required item → pass.
 */
export function checklistSeverity(items: readonly ChecklistItemResult[], designed: DesignedSeverity): GradedSeverity {
  const applicable = items.filter((i) => !i.optional && !isOptionalItem(i.item) && i.status !== 'not_applicable');
  if (applicable.length === 0) return 'pass';
  const f = applicable.filter((i) => i.status === 'violated').length / applicable.length;
  if (f === 0) return 'pass';
  return f < 0.5 ? oneStepBelow(designed) : designed;
}
