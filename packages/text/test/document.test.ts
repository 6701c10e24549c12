import { describe, expect, test } from 'vitest';
import { buildDocument } from '../src/document.js';
import { en, ja, nb } from './document-locales.js';

describe('buildDocument', () => {
  test('a Norwegian answer: lines, sentences on their lines, scopes, quotes', () => {
    const answer = [
      '### Frikort for egenandeler',
      '',
      '- **Egenandelstak:** 3 278 kr for 2026.',
      '- Du får frikort automatisk, f.eks. etter 1. mai.',
      '',
      'Nav skriver: «Taket justeres hvert år.» Spør oss gjerne!',
    ].join('\n');
    const doc = buildDocument(answer, nb);
    expect(doc.source).toBe(answer);
    expect(doc.lines.map((l) => l.kind)).toEqual(['heading', 'blank', 'body', 'body', 'blank', 'body']);
    expect(doc.sentences.map((s) => [s.text, s.line])).toEqual([
      ['Frikort for egenandeler', 0],
      ['**Egenandelstak:** 3 278 kr for 2026.', 2],
      ['Du får frikort automatisk, f.eks. etter 1. mai.', 3],
      ['Nav skriver: «Taket justeres hvert år.»', 5],
      ['Spør oss gjerne!', 5],
    ]);
    expect(doc.scopes.map((s) => [s.kind, s.text, s.lines])).toEqual([
      ['heading', 'Frikort for egenandeler', [2, 3]],
      ['label', 'Egenandelstak', [2]],
    ]);
    expect(doc.quotes.map((q) => q.text)).toEqual(['Taket justeres hvert år.']);
    for (const s of doc.sentences) expect(answer.slice(s.span[0], s.span[1])).toBe(s.text);
  });

  test('an English answer', () => {
    const answer = '## Results\nRevenue rose 12% to $12.3 million, e.g. in Q3. The CFO said "costs fell".\n\n**Net loss**: $2.1 million';
    const doc = buildDocument(answer, en);
    expect(doc.sentences.map((s) => s.text)).toEqual([
      'Results',
      'Revenue rose 12% to $12.3 million, e.g. in Q3.',
      'The CFO said "costs fell".',
      '**Net loss**: $2.1 million',
    ]);
    expect(doc.scopes.map((s) => [s.kind, s.text, s.lines])).toEqual([
      ['heading', 'Results', [1]],
      ['label', 'Net loss', [3]],
    ]);
    expect(doc.quotes.map((q) => q.text)).toEqual(['costs fell']);
  });

  test('a Japanese answer with full-width digits keeps original spans', () => {
    const answer = '### 業績\n売上高は１２億円に増加した。社長は「増収を見込む」と述べた。';
    const doc = buildDocument(answer, ja);
    expect(doc.sentences.map((s) => [s.text, s.span])).toEqual([
      ['業績', [4, 6]],
      ['売上高は１２億円に増加した。', [7, 21]],
      ['社長は「増収を見込む」と述べた。', [21, 37]],
    ]);
    expect(doc.quotes.map((q) => q.text)).toEqual(['増収を見込む']);
  });

  test('an empty text', () => {
    expect(buildDocument('', nb)).toEqual({
      source: '',
      lines: [expect.objectContaining({ kind: 'blank' })],
      sentences: [],
      scopes: [],
      quotes: [],
    });
  });

  test.each([
    ['a long run of full stops', '.'.repeat(200_000)],
    ['a long run of asterisks', '*'.repeat(200_000)],
    ['a long line of abbreviations', 'ca. '.repeat(50_000)],
    ['many short lines', '- **a:** 1\n'.repeat(20_000)],
    ['unbalanced quotes', '«"“„'.repeat(50_000)],
  ])('stays linear on pathological input: %s', (_name, text) => {
    const started = performance.now();
    buildDocument(text, nb);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
