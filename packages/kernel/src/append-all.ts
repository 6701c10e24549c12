/** Up to this many items, one spread push: a single builtin call, quicker than a loop of pushes. */
const SPREAD_MOST = 8192;

/**
 * `items` added to the end of `target`; returns `target`. `target.push(...items)` passes every item
 * as an argument on the stack, and past about 125,000 of them V8 throws "Maximum call stack size
 * exceeded": a one-megabyte answer of figures has 500,000 claims, and an 8 MiB scenario file can
 * hold 160,000 scenarios or as many problems. Short lists still go in by one spread push; this is
 * the one call in the code that spreads a list (test/spread-arguments.test.ts).
 */
export function appendAll<T>(target: T[], items: readonly T[]): T[] {
  if (items.length <= SPREAD_MOST) target.push(...items);
  else for (let i = 0; i < items.length; i++) target.push(items[i]!);
  return target;
}
