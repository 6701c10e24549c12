import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { ScenarioReport } from '@factlint/kernel';
import { runCli } from './cli-in-process.js';
import { verifyCommand } from '../src/commands/verify.js';

const repo = new URL('../../../', import.meta.url).pathname;
const quickstart = join(repo, 'examples/quickstart.yaml');
const factsExamples = ['facts-en.yaml', 'facts-nb.yaml', 'facts-ja.yaml'].map((f) => join(repo, 'examples', f));
const fixture = (name: string) => join(repo, 'packages/cli/test/fixtures', name);
const out = mkdtempSync(join(tmpdir(), 'factlint-formats-'));

const run = (...args: string[]) => runCli(args);

afterEach(() => vi.restoreAllMocks());

const SPEC_CLAIM_KEYS = [
  'type',
  'text',
  'span',
  'value',
  'unit',
  'hedged',
  'status',
  'evidence',
  'formula',
  'nearest_context_value',
  'similarity',
  'reason',
];
const SPEC_FACT_KEYS = [
  'claim',
  'declared',
  'outcome',
  'reason',
  'values',
  'other_values',
  'hedged',
  'capped',
  'ranges_set_aside',
  'dropped',
  'anchors',
  'anchor_source',
  'candidates',
  'user_cited_declared',
];

describe('json and jsonl: the SPEC §7 contract on the shipped examples', () => {
  let json: { scenarios: ScenarioReport[] };
  beforeAll(async () => {
    const r = await run('verify', quickstart, ...factsExamples, '--format', 'json');
    expect(r.stderr).toBe('');
    json = JSON.parse(r.stdout);
  });

  test('every scenario has the stable keys; grounding fields null without context', () => {
    expect(json.scenarios.length).toBeGreaterThanOrEqual(7);
    for (const s of json.scenarios) {
      expect(Object.keys(s)).toEqual(
        expect.arrayContaining(['id', 'severity', 'verdict', 'grounding_score', 'coverage', 'claims', 'facts', 'latency_ms']),
      );
      for (const c of s.claims) expect(Object.keys(c)).toEqual(expect.arrayContaining(SPEC_CLAIM_KEYS));
      for (const f of s.facts) expect(Object.keys(f)).toEqual(expect.arrayContaining(SPEC_FACT_KEYS));
    }
    const noContext = json.scenarios.find((s) => s.id === 'grunnbelop-samtale')!;
    expect([noContext.verdict, noContext.grounding_score, noContext.coverage]).toEqual([null, null, null]);
  });

  test('the contradicted revenue figure carries its span, value and nearest context value', () => {
    const s = json.scenarios.find((x) => x.id === 'quarterly-report-contradicted')!;
    const claim = s.claims.find((c) => c.text === '$102.0 million')!;
    expect(claim).toMatchObject({ status: 'contradicted', value: 102_000_000, nearest_context_value: 120_000_000 });
    expect(s.verdict).toBe('block');
  });

  test('facts come in the order the scenario declares them', () => {
    const s = json.scenarios.find((x) => x.id === 'grunnbelop-samtale')!;
    expect(s.facts.map((f) => f.id)).toEqual(['grunnbelop-2026', 'aap-maks-2026']);
  });

  test('jsonl: one scenario report per line, the same reports as json', async () => {
    const r = await run('verify', quickstart, ...factsExamples, '--format', 'jsonl');
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as ScenarioReport);
    expect(lines.map((l) => l.id)).toEqual(json.scenarios.map((s) => s.id));
    expect(lines.map((l) => l.severity)).toEqual(json.scenarios.map((s) => s.severity));
  });
});

describe('text', () => {
  test('is the default on a terminal: a verdict line per scenario, then claims and facts with status, value and evidence', async () => {
    let stdout = '';
    // A terminal wide enough for every column (tables fit narrower ones: cli-defects.test.ts).
    const code = await verifyCommand([quickstart], {}, { isTTY: true, columns: 160, write: (text) => (stdout += text) });
    expect(code).toBe(1);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes begin with ESC.
    const plain = stdout.replace(/\u001b\[[0-9;]*m/g, '');
    expect(plain).toMatch(/^high\s+quarterly-report-contradicted — The same report/m);
    expect(plain).toMatch(/verdict block, grounding 0\.\d\d, coverage \d\.\d\d, \d claims/);
    expect(plain).toMatch(/contradicted\s+NUMERIC\s+"\$102\.0 million"\s+102000000 USD\s+context: "\$120\.0 million"\s+numeric\.\S+/);
    expect(plain).toMatch(/correct\s+grunnbelop-2026\s+136549 NOK\s+136549\s+facts\.declared-among-candidates/);
    expect(plain).toMatch(/^3 scenarios: /m);
  });

  test('written to a file it has no colour codes; on a colour terminal it has', async () => {
    const file = join(out, 'report.txt');
    await run('verify', quickstart, '--format', 'text', '--out', file);
    expect(readFileSync(file, 'utf8')).not.toContain('\u001b[');
    const { formatText } = await import('../src/format/text.js');
    const json = JSON.parse((await run('verify', quickstart, '--format', 'json')).stdout) as { scenarios: ScenarioReport[] };
    expect(formatText(json.scenarios, { color: true })).toContain('\u001b[31mcontradicted');
    expect(formatText(json.scenarios, { color: false })).not.toContain('\u001b[');
  });

  test('Japanese columns line up: wide characters count two columns', async () => {
    const r = await run('verify', join(repo, 'examples/facts-ja.yaml'), '--format', 'text');
    const tables = r.stdout.split('\n\n').map((block) => block.split('\n').filter((l) => /^\s+(outcome|correct|wrong)\s/.test(l)));
    expect(tables.filter((t) => t.length >= 3)).toHaveLength(2);
    for (const rows of tables.filter((t) => t.length)) {
      // The column where `declared` starts, counted in terminal columns, is the same on every row.
      const declaredAt = rows.map((l) => {
        const before = l.slice(0, l.search(/declared|\d+ (JPY|USD|%)/));
        return [...before].reduce((n, ch) => n + (/[\u3000-\u9fff\uff00-\uff60]/.test(ch) ? 2 : 1), 0);
      });
      expect(new Set(declaredAt).size, rows.join('\n')).toBe(1);
    }
  });
});

describe('html', () => {
  let html: string;
  beforeAll(async () => {
    const file = join(out, 'report.html');
    await run('verify', quickstart, ...factsExamples, '--format', 'html', '--out', file);
    html = readFileSync(file, 'utf8');
  });

  test('one self-contained page: inline style and script, nothing loaded from anywhere', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<link\b|<script[^>]+src=|<img\b|@import|url\(/i);
    expect(html).toContain("default-src 'none'");
  });

  test('a summary on top, then every claim marked with its status and a detail with evidence', () => {
    expect(html.indexOf('id="summary"')).toBeLessThan(html.indexOf('class="scenario"'));
    expect(html).toMatch(/<mark class="claim status-contradicted" data-claim="s2-c\d+"[^>]*>\$102\.0 million<\/mark>/);
    const id = /<mark class="claim status-contradicted" data-claim="(s2-c\d+)"/.exec(html)![1];
    const detail = new RegExp(`<div class="detail" data-key="claim:${id}" hidden>[\\s\\S]*?</div></div>`).exec(html)![0];
    expect(detail).toContain('numeric.');
    expect(detail).toContain('<mark class="evidence active">$120.0 million</mark>');
    // The context shows the same evidence span, tied to the claim.
    expect(html).toMatch(new RegExp(`<mark class="evidence" data-claims="[^"]*\\b${id}\\b[^"]*">\\$120\\.0 million</mark>`));
  });

  test('declared facts: figures underlined in the answer and a facts table with outcomes', () => {
    expect(html).toMatch(/<mark class="fact outcome-correct" data-fact="s3-f1"[^>]*>136 549 kroner<\/mark>/);
    expect(html).toMatch(
      /<tr data-fact="s3-f2"[^>]*><td data-label="outcome"><span class="chip outcome-(correct|wrong|ambiguous|not_stated)">\1<\/span><\/td>\n<td data-label="fact"><code>aap-maks-2026<\/code>/,
    );
  });

  test('a conversation: each claim is marked in its own turn; evidence in a user turn points there', async () => {
    const file = join(out, 'conversation.html');
    await run('verify', fixture('conversation.yaml'), '--format', 'html', '--out', file);
    const page = readFileSync(file, 'utf8');
    const turns = [
      ...page.matchAll(
        /<div class="turn (user|assistant)"><div class="role">\w+<\/div><div class="text(?: md)?" lang="en">([\s\S]*?)<\/div><\/div>/g,
      ),
    ].map((m) => [m[1], m[2]]);
    expect(turns.map((t) => t[0])).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(turns[1]![1]).toMatch(/<mark class="claim status-supported"[^>]*>\$120\.0 million<\/mark>/);
    expect(turns[3]![1]).toMatch(/<mark class="claim status-supported"[^>]*>\$31\.5 million<\/mark>/);
    expect(turns[0]![1]).not.toContain('<mark class="claim');
    // The user's own figure is the evidence: the context block shows user turn 1 with it marked.
    expect(page).toMatch(
      /<div class="role">user turn 1<\/div><div class="text" lang="en">I read that profit was <mark class="evidence" data-claims="s1-c\d+">\$31\.5 million<\/mark>/,
    );
  });

  test('untrusted answer and context text cannot inject markup', async () => {
    const file = join(out, 'injection.html');
    await run('verify', fixture('injection.yaml'), '--format', 'html', '--out', file);
    const page = readFileSync(file, 'utf8');
    expect(page).not.toContain('<script>window');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('</textarea>');
    // Read as text (claim marks removed), the answer shows exactly what the model wrote.
    // The answer is rendered from Markdown with raw HTML disabled: the tags are text in a paragraph.
    const answer = /<div class="role">answer<\/div><div class="text md" lang="en">([\s\S]*?)<\/div>/
      .exec(page)![1]!
      .replace(/<\/?mark[^>]*>/g, '');
    expect(answer).toBe(
      "<p>The fee is $45 per month. &lt;script&gt;window.__pwned = 1&lt;/script&gt;&lt;img src=x onerror=&quot;window.__pwned = 2&quot;&gt; &quot;quoted&quot; &amp; 'single'</p>\n",
    );
    expect(page.match(/<script>/g)).toHaveLength(1); // the report's own
  });
});

describe('exit codes and --fail-on (SPEC §7)', () => {
  // grounded.yaml passes; unsupported.yaml is a retry (severity medium, one below its designed high);
  // the quick-start's contradicted answer is a block (severity high).
  test.each([
    { name: 'every scenario passes → 0', args: [fixture('grounded.yaml')], code: 0 },
    { name: 'a flagged scenario → 1', args: [fixture('unsupported.yaml')], code: 1 },
    { name: '--fail-on block: a retry does not fail the run', args: [fixture('unsupported.yaml'), '--fail-on', 'block'], code: 0 },
    { name: '--fail-on retry,block: a retry fails', args: [fixture('unsupported.yaml'), '--fail-on', 'retry,block'], code: 1 },
    { name: '--fail-on high: a medium scenario does not fail', args: [fixture('unsupported.yaml'), '--fail-on', 'high'], code: 0 },
    { name: '--fail-on high: a high one does', args: [quickstart, '--fail-on', 'high'], code: 1 },
    { name: '--fail-on block with a block among passes → 1', args: [fixture('grounded.yaml'), quickstart, '--fail-on', 'block'], code: 1 },
    { name: 'bad input → 2', args: [fixture('bad-input.yaml')], code: 2 },
    { name: 'an unknown --fail-on word → 2', args: [quickstart, '--fail-on', 'sometimes'], code: 2 },
  ])('$name', async ({ args, code }) => {
    expect((await run('verify', ...args, '--format', 'json')).code).toBe(code);
  });

  test('an unknown format → 2', async () => {
    expect((await run('verify', quickstart, '--format', 'xml')).code).toBe(2);
  });

  test('UNGRADED alone never fails the run (facts not stated are reported, not failed)', async () => {
    const { failurePredicate } = await import('../src/commands/verify.js');
    const fails = failurePredicate(undefined);
    const base = { verdict: null } as unknown as ScenarioReport;
    expect(fails({ ...base, severity: 'UNGRADED' })).toBe(false);
    expect(fails({ ...base, severity: 'pass' })).toBe(false);
    expect(fails({ ...base, severity: 'low' })).toBe(true);
    expect(fails({ ...base, severity: 'ERROR' })).toBe(true); // a failed judge never passes
    expect(failurePredicate('retry')({ ...base, severity: 'low', verdict: 'annotate' })).toBe(false);
    expect(failurePredicate('annotate')({ ...base, severity: 'low', verdict: 'annotate' })).toBe(true);
  });

  test('bad input: the message names the file and the path', async () => {
    const r = await run('verify', fixture('bad-input.yaml'), '--format', 'json');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad-input\.yaml.*answr/);
  });
});
