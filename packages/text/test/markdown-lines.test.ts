import { describe, expect, test } from 'vitest';
import { readLines } from '../src/markdown-lines.js';

function one(line: string) {
  const [info] = readLines(line);
  return {
    kind: info!.kind,
    headingText: info!.headingText,
    label: info!.label?.text ?? null,
    listItem: info!.listItem,
    content: line.slice(info!.content[0], info!.content[1]),
  };
}

describe('readLines: one line', () => {
  test.each([
    ['### Grunnbeløp', { kind: 'heading', headingText: 'Grunnbeløp', label: null, listItem: false, content: 'Grunnbeløp' }],
    [
      '## Satser for 2026 ##',
      { kind: 'heading', headingText: 'Satser for 2026', label: null, listItem: false, content: 'Satser for 2026' },
    ],
    [
      '# **Frikort for egenandeler**',
      { kind: 'heading', headingText: 'Frikort for egenandeler', label: null, listItem: false, content: '**Frikort for egenandeler**' },
    ],
    ['**Grunnbeløp**', { kind: 'heading', headingText: 'Grunnbeløp', label: null, listItem: false, content: '**Grunnbeløp**' }],
    [
      '**Grunnbeløp (G):**',
      { kind: 'heading', headingText: 'Grunnbeløp (G)', label: null, listItem: false, content: '**Grunnbeløp (G):**' },
    ],
    ['__Basislån__:', { kind: 'heading', headingText: 'Basislån', label: null, listItem: false, content: '__Basislån__:' }],
    [
      '- **Personfradrag:** 114 540 kr',
      { kind: 'body', headingText: null, label: 'Personfradrag', listItem: true, content: '**Personfradrag:** 114 540 kr' },
    ],
    [
      '**Basislån**: 15 488 kr per måned',
      { kind: 'body', headingText: null, label: 'Basislån', listItem: false, content: '**Basislån**: 15 488 kr per måned' },
    ],
    [
      '* **Egenandelstak** – 3 278 kr',
      { kind: 'body', headingText: null, label: 'Egenandelstak', listItem: true, content: '**Egenandelstak** – 3 278 kr' },
    ],
    [
      '1. **Trygdeavgift:** 7,7 %',
      { kind: 'body', headingText: null, label: 'Trygdeavgift', listItem: true, content: '**Trygdeavgift:** 7,7 %' },
    ],
    ['- **Grunnbeløp:**', { kind: 'body', headingText: null, label: 'Grunnbeløp', listItem: true, content: '**Grunnbeløp:**' }],
    [
      '- **Viktig** er at du søker innen fristen.',
      { kind: 'body', headingText: null, label: null, listItem: true, content: '**Viktig** er at du søker innen fristen.' },
    ],
    ['+ Minstefradrag 92 000 kr', { kind: 'body', headingText: null, label: null, listItem: true, content: 'Minstefradrag 92 000 kr' }],
    ['2) The cap is USD 1,200.', { kind: 'body', headingText: null, label: null, listItem: true, content: 'The cap is USD 1,200.' }],
    ['  - 130 160 kr fra 1. mai', { kind: 'body', headingText: null, label: null, listItem: true, content: '130 160 kr fra 1. mai' }],
    ['> Taket er 3 278 kr.', { kind: 'body', headingText: null, label: null, listItem: false, content: 'Taket er 3 278 kr.' }],
    [
      '#hashtag er ikke en overskrift',
      { kind: 'body', headingText: null, label: null, listItem: false, content: '#hashtag er ikke en overskrift' },
    ],
    ['Det er **viktig** å søke.', { kind: 'body', headingText: null, label: null, listItem: false, content: 'Det er **viktig** å søke.' }],
    ['   ', { kind: 'blank', headingText: null, label: null, listItem: false, content: '' }],
    ['---', { kind: 'blank', headingText: null, label: null, listItem: false, content: '' }],
    ['***', { kind: 'blank', headingText: null, label: null, listItem: false, content: '' }],
    ['**売上高**：12億円', { kind: 'body', headingText: null, label: '売上高', listItem: false, content: '**売上高**：12億円' }],
  ])('%s', (line, expected) => {
    expect(one(line)).toEqual(expected);
  });
});

describe('readLines: a document', () => {
  test('lines, spans and CRLF', () => {
    const text = '### Frikort\r\n\r\n- **Tak:** 3 278 kr\r\nSlutt';
    const lines = readLines(text);
    expect(lines.map((l) => [l.index, l.kind, text.slice(l.span[0], l.span[1])])).toEqual([
      [0, 'heading', '### Frikort'],
      [1, 'blank', ''],
      [2, 'body', '- **Tak:** 3 278 kr'],
      [3, 'body', 'Slutt'],
    ]);
    expect(lines[2]!.label).toEqual({ text: 'Tak', span: [19, 22] });
    expect(text.slice(19, 22)).toBe('Tak');
  });

  test('a heading or label inside a fenced code block is not read', () => {
    const lines = readLines('```\n# kommentar\n- **x:** 1\n```\n# Ekte');
    expect(lines.map((l) => [l.kind, l.code, l.label?.text ?? null])).toEqual([
      ['body', true, null],
      ['body', true, null],
      ['body', true, null],
      ['body', true, null],
      ['heading', false, null],
    ]);
  });

  test('indentation of nested list items', () => {
    const lines = readLines('- **Tak:** 3 278 kr\n  - gjelder 2026\n- Frikort');
    expect(lines.map((l) => [l.indent, l.listItem])).toEqual([
      [0, true],
      [2, true],
      [0, true],
    ]);
  });

  test('an empty text is one blank line', () => {
    expect(readLines('').map((l) => l.kind)).toEqual(['blank']);
  });

  test('limitation: a line that opens with the day of a date reads as a numbered list item', () => {
    const [line] = readLines('1. mai 2026 økte grunnbeløpet.');
    expect(line!.listItem).toBe(true);
  });

  test('limitation: a setext heading (underlined with ===) is not a heading', () => {
    expect(readLines('Grunnbeløp\n==========').map((l) => l.kind)).toEqual(['body', 'body']);
  });
});
