import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { astNodes } from '../scripts/ast-nodes.mjs';
import { ROOT, sourcesUnder } from './source-files.js';

/*
 * No call in the code that reads texts spreads a list into its arguments (`out.push(...claims)`,
 * `Math.max(...widths)`): each element becomes an argument on the stack, and past about 120,000 of
 * them V8 throws "Maximum call stack size exceeded". A one-megabyte answer of figures, within the
 * default limits, has 500,000 claims: the grounding judge reported ERROR. An 8 MiB scenario file
 * of 160,000 scenarios, or of as many mistakes, ended `factlint verify` with an internal error.
 * Lists are added with `appendAll` (@factlint/kernel), which alone spreads, and only a list it has
 * checked is short; or folded with `reduce`. In every package, however short the list looks today.
 */

/** The helper every list is added with: it spreads a list only below its own limit. */
const APPEND_ALL = 'packages/kernel/src/append-all.ts';

interface Call {
  type: string;
  start: number;
  arguments: { type: string }[];
}

/** Every call in `source` that spreads a list into its arguments, as `file:line: call`. */
function spreadCallsIn(source: string, file: string): string[] {
  const calls: Call[] = astNodes(
    parseAst(source, { lang: 'ts' }, file),
    (node) =>
      (node.type === 'CallExpression' || node.type === 'NewExpression') &&
      (node as unknown as Call).arguments.some((a) => a.type === 'SpreadElement'),
  );
  return calls.map(
    (call) => `${file}:${source.slice(0, call.start).split('\n').length}: ${source.slice(call.start, call.start + 60).split('\n')[0]}`,
  );
}

describe('no call spreads a list into its arguments', () => {
  it('finds none in the sources of any package or claim-type pack, but the one in appendAll', () => {
    const files = sourcesUnder('packages', 'rule-packs');
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((file) => spreadCallsIn(readFileSync(file, 'utf8'), relative(ROOT, file)));
    expect(offences.filter((o) => !o.startsWith(`${APPEND_ALL}:`))).toEqual([]);
    // appendAll spreads a list it has checked is short: one builtin call is quicker than a loop.
    expect(offences.filter((o) => o.startsWith(`${APPEND_ALL}:`))).toHaveLength(1);
  });

  // The scan itself: a spread in any call is seen, a spread in an array or object literal is not one.
  it.each([
    ['a push', 'out.push(...claims);', 1],
    ['Math.max', 'const w = Math.max(...widths);', 1],
    ['a constructor', 'const s = new Foo(...parts);', 1],
    ['an issue list', 'issues.push(...e.issues);', 1],
    ['a function given its own rest parameters', 'const f = (...args) => g(...args);', 1],
    ['an array literal', 'const all = [...a, ...b];', 0],
    ['a loop', 'for (const c of claims) out.push(c);', 0],
  ])('%s', (_, source, expected) => {
    expect(spreadCallsIn(source, 'example.ts')).toHaveLength(expected);
  });
});
