/** Two figures state the same value: numerically, whatever the format (`130 160` = `130160` = `130.160`). */
export function sameValue(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
