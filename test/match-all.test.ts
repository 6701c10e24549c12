import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { astNodes } from '../scripts/ast-nodes.mjs';
import { ROOT, sourcesUnder } from './source-files.js';

/*
 * The code that reads texts finds a pattern's matches with `allMatches` (@factlint/text), never with
 * `String.prototype.matchAll`: matchAll copies its pattern through the RegExp constructor on every
 * call, which hashes the pattern's whole source again, and the readers' Unicode letter classes run
 * to a thousand characters. On a sentence the copy cost twelve times the matching (docs/speed.md,
 * twenty-second round). The CLI and the kernel, which read no answer text, are not held to it.
 */

interface Call {
  start: number;
  callee: { type: string; property?: { type: string; name?: string } };
}

/** Every `x.matchAll(…)` call in `source`, as `file:line`. */
function matchAllCallsIn(source: string, file: string): string[] {
  const calls: Call[] = astNodes(parseAst(source, { lang: 'ts' }, file), (node) => {
    const call = node as unknown as Call;
    return node.type === 'CallExpression' && call.callee.type === 'MemberExpression' && call.callee.property?.name === 'matchAll';
  });
  return calls.map((call) => `${file}:${source.slice(0, call.start).split('\n').length}`);
}

describe('the readers and judges find matches with allMatches', () => {
  it('finds a matchAll call where one is written', () => {
    expect(matchAllCallsIn('const words = [...text.matchAll(/\\w+/g)];', 'probe.ts')).toEqual(['probe.ts:1']);
    expect(matchAllCallsIn('const words = allMatches(text, /\\w+/g);', 'probe.ts')).toEqual([]);
  });

  it('no source of the text package, the pipeline or a rule pack calls matchAll', () => {
    const files = [...sourcesUnder('rule-packs'), ...sourcesUnder('packages').filter((f) => /packages[\\/](text|pipeline)[\\/]/.test(f))];
    expect(files.length).toBeGreaterThan(50);
    const calls = files.flatMap((file) => matchAllCallsIn(readFileSync(file, 'utf8'), relative(ROOT, file)));
    expect(calls).toEqual([]);
  });
});
