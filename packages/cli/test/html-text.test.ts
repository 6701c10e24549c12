import { describe, expect, test } from 'vitest';
import type { Span } from '@factlint/kernel';
import { escapeHtml, excerptAround, highlightSpans } from '../src/format/html-text.js';

const mark = (span: Span, name: string) => ({ span, open: `<mark data-m="${name}">` });

describe('highlightSpans', () => {
  test.each([
    { name: 'no marks: the text, escaped', text: 'a < b & c', marks: [], html: 'a &lt; b &amp; c' },
    {
      name: 'one mark',
      text: 'Revenue was $120.0 million.',
      marks: [mark([12, 26], 'n')],
      html: 'Revenue was <mark data-m="n">$120.0 million</mark>.',
    },
    {
      name: 'a quote holding a number nests',
      text: 'He said "prices rose 4%" today',
      marks: [mark([21, 23], 'n'), mark([8, 24], 'q')],
      html: 'He said <mark data-m="q">&quot;prices rose <mark data-m="n">4%</mark>&quot;</mark> today',
    },
    {
      name: 'crossing marks are split where they cross, so the markup stays well-formed',
      text: 'abcdef',
      marks: [mark([0, 4], 'x'), mark([2, 6], 'y')],
      html: '<mark data-m="x">ab<mark data-m="y">cd</mark></mark><mark data-m="y">ef</mark>',
    },
    {
      name: 'same span twice: both marks, in order',
      text: 'ab',
      marks: [mark([0, 2], 'x'), mark([0, 2], 'y')],
      html: '<mark data-m="x"><mark data-m="y">ab</mark></mark>',
    },
    {
      name: 'adjacent marks do not nest',
      text: '1–2',
      marks: [mark([0, 1], 'a'), mark([1, 3], 'b')],
      html: '<mark data-m="a">1</mark><mark data-m="b">–2</mark>',
    },
    {
      name: 'a span past the end is clipped; an empty span is dropped',
      text: 'kr 3 278',
      marks: [mark([3, 99], 'n'), mark([1, 1], 'e')],
      html: 'kr <mark data-m="n">3 278</mark>',
    },
    {
      name: 'Japanese: offsets are UTF-16 code units',
      text: '契約は2024-01-05に',
      marks: [mark([3, 13], 'd')],
      html: '契約は<mark data-m="d">2024-01-05</mark>に',
    },
    {
      name: 'untrusted text inside a mark is escaped',
      text: 'x <script>alert(1)</script>',
      marks: [mark([2, 10], 's')],
      html: 'x <mark data-m="s">&lt;script&gt;</mark>alert(1)&lt;/script&gt;',
    },
  ])('$name', ({ text, marks, html }) => {
    expect(highlightSpans(text, marks)).toBe(html);
  });

  test('every opened mark is closed, whatever the spans', () => {
    const text = 'x'.repeat(40);
    const marks = Array.from({ length: 30 }, (_, i) => mark([(i * 7) % 37, ((i * 7) % 37) + 1 + ((i * 5) % 11)], String(i)));
    const html = highlightSpans(text, marks);
    expect(html.split('<mark').length).toBe(html.split('</mark>').length);
    expect(html.replace(/<[^>]+>/g, '')).toBe(text);
  });
});

describe('excerptAround', () => {
  test('marks the span and cuts long text with an ellipsis on both sides', () => {
    const text = `${'a'.repeat(200)}136 549 kroner${'b'.repeat(200)}`;
    const html = excerptAround(text, [200, 214], '<mark>', 10);
    expect(html).toBe(`…${'a'.repeat(10)}<mark>136 549 kroner</mark>${'b'.repeat(10)}…`);
  });
  test('short text is shown whole', () => {
    expect(excerptAround('Fee: $45 & up', [5, 8], '<mark>')).toBe('Fee: <mark>$45</mark> &amp; up');
  });
});

test('escapeHtml escapes the five characters that matter in content and attributes', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});
