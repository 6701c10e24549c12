/** Levenshtein distance over code units, the plain table (ENTITY's indexes measure with another implementation). */
export function plainDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

/**
 * Every name looked at in order, as ENTITY's nearest-name search defines it: a name less than half
 * the longer's length is passed over, and a later name replaces the best only when strictly more
 * alike by 1 − distance / longer length. Null when every name is passed over.
 */
export function nearestByLook(names: readonly string[], name: string): { position: number; similarity: number } | null {
  let best: { position: number; similarity: number } | null = null;
  names.forEach((other, position) => {
    const longest = Math.max(name.length, other.length);
    if (Math.min(name.length, other.length) < longest / 2) return;
    const similarity = 1 - plainDistance(name, other) / longest;
    if (!best || similarity > best.similarity) best = { position, similarity };
  });
  return best;
}
