import { describe, expect, test } from 'vitest';
import { readLines } from '../src/markdown-lines.js';
import { findScopes } from '../src/scopes.js';

function scopesOf(text: string) {
  return findScopes(readLines(text), text).map(({ kind, text: t, lines }) => ({ kind, text: t, lines }));
}

describe('findScopes', () => {
  test.each([
    [
      'a heading holds the bullets under it, across a blank line right under the heading',
      '### Grunnbeløp\n\n- 130 160 kr fra 1. mai 2025\n- justeres årlig\n\nAndre satser: 3 278 kr',
      [{ kind: 'heading', text: 'Grunnbeløp', lines: [2, 3] }],
    ],
    ['a bold-only line is a heading', '**Frikort**\nTaket er 3 278 kr.\n\nNoe annet.', [{ kind: 'heading', text: 'Frikort', lines: [1] }]],
    [
      'the next heading of any level ends a scope; a deeper heading ends the shallower one',
      '## Satser\n### Grunnbeløp\n- 130 160 kr\n## Skatt\nTrygdeavgift 7,7 %',
      [
        { kind: 'heading', text: 'Satser', lines: [] },
        { kind: 'heading', text: 'Grunnbeløp', lines: [2] },
        { kind: 'heading', text: 'Skatt', lines: [4] },
      ],
    ],
    [
      'a label holds its own line and nested bullets, not the sibling bullet',
      '- **Personfradrag:** 114 540 kr\n  - gjelder inntektsåret 2026\n- Minstefradrag 92 000 kr',
      [{ kind: 'label', text: 'Personfradrag', lines: [0, 1] }],
    ],
    [
      'the next label ends a label',
      '- **Personfradrag:** 114 540 kr\n- **Minstefradrag:** 92 000 kr',
      [
        { kind: 'label', text: 'Personfradrag', lines: [0] },
        { kind: 'label', text: 'Minstefradrag', lines: [1] },
      ],
    ],
    [
      'a paragraph label holds the continuation lines and list under it until a blank line',
      '**Basislån**: 15 488 kr per måned\nutbetales i 10 måneder\n- søkes hos Lånekassen\n\nStipend',
      [{ kind: 'label', text: 'Basislån', lines: [0, 1, 2] }],
    ],
    [
      'labels under a heading: both scopes hold',
      '### Skatt 2026\n- **Personfradrag:** 114 540 kr\n- **Trygdeavgift:** 7,7 %',
      [
        { kind: 'heading', text: 'Skatt 2026', lines: [1, 2] },
        { kind: 'label', text: 'Personfradrag', lines: [1] },
        { kind: 'label', text: 'Trygdeavgift', lines: [2] },
      ],
    ],
    [
      'English: a heading over a paragraph',
      '## Annual fee\nThe fee is USD 45,000.\nIt is paid in March.\n\nOther text.',
      [{ kind: 'heading', text: 'Annual fee', lines: [1, 2] }],
    ],
    [
      'Japanese: a heading and a bold label',
      '### 業績\n**売上高**：12億円\n営業利益は3億円。',
      [
        { kind: 'heading', text: '業績', lines: [1, 2] },
        { kind: 'label', text: '売上高', lines: [1, 2] },
      ],
    ],
    ['no heading, no label: no scope', 'Grunnbeløpet er 130 160 kr.\nDet justeres 1. mai.', []],
  ])('%s', (_name, text, expected) => {
    expect(scopesOf(text)).toEqual(expected);
  });

  test('scope spans: the heading line, and the label text', () => {
    const text = '### Frikort\n- **Tak:** 3 278 kr';
    const [heading, label] = findScopes(readLines(text), text);
    expect(text.slice(heading!.span[0], heading!.span[1])).toBe('### Frikort');
    expect(text.slice(label!.span[0], label!.span[1])).toBe('Tak');
  });

  test('limitation: a heading holds a sibling bullet that names another subject', () => {
    // The heading scope follows the spec: every line up to the next heading or blank line.
    expect(scopesOf('### Grunnbeløp\n- 130 160 kr\n- Minstefradrag 92 000 kr')).toEqual([
      { kind: 'heading', text: 'Grunnbeløp', lines: [1, 2] },
    ]);
  });
});
