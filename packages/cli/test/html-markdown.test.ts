import { describe, expect, it } from 'vitest';
import type { ScenarioReport } from '@factlint/kernel';
import { renderMarkdownWithMarks } from '../src/format/html-markdown.js';
import { runCli } from './cli-in-process.js';

/** A mark around the first occurrence of `part` (the `at`-th when given). */
function around(text: string, part: string, name: string, at = 0): { span: [number, number]; open: string } {
  let start = -1;
  for (let i = 0; i <= at; i++) start = text.indexOf(part, start + 1);
  if (start < 0) throw new Error(`"${part}" is not in the text`);
  return { span: [start, start + part.length], open: `<mark id="${name}">` };
}

/** The text inside each mark, by its id: one entry per mark element (a split mark has several). */
function markedTexts(html: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of html.matchAll(/<mark id="([^"]+)">/g)) {
    let depth = 1;
    let i = m.index! + m[0].length;
    const from = i;
    const tags = /<(\/?)mark\b[^>]*>/g;
    tags.lastIndex = i;
    let t: RegExpExecArray | null;
    while (depth > 0 && (t = tags.exec(html))) {
      depth += t[1] ? -1 : 1;
      i = t.index;
    }
    const inner = html
      .slice(from, i)
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"');
    out.set(m[1]!, [...(out.get(m[1]!) ?? []), inner]);
  }
  return out;
}

describe('renderMarkdownWithMarks: Markdown rendered, marks at the right characters', () => {
  const cases: { name: string; text: string; marks: [string, string, number?][]; html: string }[] = [
    {
      name: 'nb: a figure in bold under a heading, in a list',
      text: '### Grunnbeløpet (G)\n- Fra 1. mai 2026 er grunnbeløpet **136 549 kroner**.',
      marks: [
        ['136 549 kroner', 'a'],
        ['1. mai 2026', 'b'],
      ],
      html: '<h3>Grunnbeløpet (G)</h3>\n<ul>\n<li>Fra <mark id="b">1. mai 2026</mark> er grunnbeløpet <strong><mark id="a">136 549 kroner</mark></strong>.</li>\n</ul>\n',
    },
    {
      name: 'en: a quote holding a figure nests',
      text: 'The CEO said "revenue grew 20% this year".',
      marks: [
        ['"revenue grew 20% this year"', 'q'],
        ['20%', 'n'],
      ],
      html: '<p>The CEO said <mark id="q">&quot;revenue grew <mark id="n">20%</mark> this year&quot;</mark>.</p>\n',
    },
    {
      name: 'ja: figures right after kanji, every newline a line break',
      text: '売上高は12億円でした。\n営業利益は**3億円**です。',
      marks: [
        ['12億円', 'x'],
        ['3億円', 'y'],
      ],
      html: '<p>売上高は<mark id="x">12億円</mark>でした。<br>\n営業利益は<strong><mark id="y">3億円</mark></strong>です。</p>\n',
    },
    {
      name: 'a URL claim in a link destination marks the link text',
      text: 'See the [report](https://example.com/q3?utm_source=chat).',
      marks: [['https://example.com/q3?utm_source=chat', 'u']],
      html: '<p>See the <a href="https://example.com/q3?utm_source=chat"><mark id="u">report</mark></a>.</p>\n',
    },
    {
      name: 'raw HTML in an answer stays text, a figure inside it is still marked',
      text: '<img src=x onerror=alert(1)> costs $5.',
      marks: [['$5', 'p']],
      html: '<p>&lt;img src=x onerror=alert(1)&gt; costs <mark id="p">$5</mark>.</p>\n',
    },
    {
      name: 'a figure in inline code is marked inside the code',
      text: 'Run `pay 250` now.',
      marks: [['250', 'c']],
      html: '<p>Run <code>pay <mark id="c">250</mark></code> now.</p>\n',
    },
    {
      name: 'crossing spans are split where they cross, and the page stays well-formed',
      text: 'alpha beta gamma',
      marks: [
        ['alpha beta', 'a'],
        ['beta gamma', 'b'],
      ],
      html: '<p><mark id="a">alpha <mark id="b">beta</mark></mark><mark id="b"> gamma</mark></p>\n',
    },
    {
      name: 'a span over two paragraphs is marked in each, never across the block boundary',
      text: 'one two\n\nthree four',
      marks: [['two\n\nthree', 's']],
      html: '<p>one <mark id="s">two</mark></p>\n<p><mark id="s">three</mark> four</p>\n',
    },
    {
      name: 'an answer’s own Private Use Area characters cannot forge a mark',
      text: 'fee \uE0000\uE002 $5 \uE0010\uE002',
      marks: [['$5', 'p']],
      html: '<p>fee \uFFFD0\uFFFD <mark id="p">$5</mark> \uFFFD0\uFFFD</p>\n',
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const marks = c.marks.map(([part, id, at]) => around(c.text, part, id, at));
      expect(renderMarkdownWithMarks(c.text, marks)).toBe(c.html);
    });
  }
});

describe('every claim of the examples is marked exactly once, around its text', () => {
  it('en, nb and ja answers: one mark per claim whose text is the claim (a link destination: the link)', async () => {
    const files = [
      'examples/quickstart.yaml',
      'examples/facts-nb.yaml',
      'examples/facts-ja.yaml',
      'examples/facts-en.yaml',
      'packages/cli/test/fixtures/transcripts/en.yaml',
      'packages/cli/test/fixtures/transcripts/nb.yaml',
      'packages/cli/test/fixtures/transcripts/ja.yaml',
    ];
    const run = await runCli(['verify', ...files, '--format', 'html']);
    const json = JSON.parse((await runCli(['verify', ...files, '--format', 'json'])).stdout) as { scenarios: ScenarioReport[] };
    // Claim marks carry their id in data-claim; give each its own mark id for markedTexts.
    const html = run.stdout.replace(/<mark class="claim [^"]*" data-claim="([^"]+)"[^>]*>/g, '<mark id="$1">');
    const marked = markedTexts(html);
    const problems: string[] = [];
    let checked = 0;
    json.scenarios.forEach((r, s) => {
      r.claims.forEach((c, i) => {
        const id = `s${s + 1}-c${i + 1}`;
        const texts = marked.get(id) ?? [];
        checked++;
        const linked = texts.length === 1 && html.includes(`<a href="${c.text.replace(/&/g, '&amp;')}"><mark id="${id}">`);
        if (texts.length !== 1 || (texts[0] !== c.text && !linked))
          problems.push(`${r.id} ${id} ${JSON.stringify(c.text)} → ${JSON.stringify(texts)}`);
      });
    });
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(28);
  });
});

describe('limitations of marking through the rendering', () => {
  it('limitation: a claim that opens a line like a list number ("1. mai 2026 …") keeps the line from becoming a list item', () => {
    const text = '1. mai 2026 steg grunnbeløpet.\n2. Det er 136 549 kroner.';
    expect(renderMarkdownWithMarks(text, [])).toMatch(/^<ol>\n<li>mai 2026/);
    // With the date marked, the placeholder before "1." means no list starts there.
    expect(renderMarkdownWithMarks(text, [around(text, '1. mai 2026', 'd')])).toBe(
      '<p><mark id="d">1. mai 2026</mark> steg grunnbeløpet.<br>\n2. Det er 136 549 kroner.</p>\n',
    );
  });
});
