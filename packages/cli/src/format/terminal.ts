/**
 * Colour only on a terminal that can show it: never in a pipe or a CI log (whatever the CI variable
 * says), never under `NO_COLOR`; `FORCE_COLOR` overrides the rest (`TERM=dumb` included).
 */
export function colourWanted(isTTY: boolean, env: Record<string, string | undefined> = process.env): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR && env.FORCE_COLOR !== '0') return true;
  if (env.TERM === 'dumb') return false;
  return isTTY;
}
