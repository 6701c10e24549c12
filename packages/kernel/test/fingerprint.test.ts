import { describe, expect, it } from 'vitest';
import { fingerprint } from '../src/fingerprint.js';

describe('fingerprint: 64 bits of a text, in JavaScript', () => {
  it.each([
    ['', ''],
    ['Grunnbeløpet er 136 549 kroner.', 'Grunnbeløpet er 136 549 kroner.'],
    ['営業利益は4.2億円でした。', '営業利益は4.2億円でした。'],
  ])('is the same for equal texts (%j), as 16 hexadecimal digits', (a, b) => {
    expect(fingerprint(a)).toBe(fingerprint(b));
    expect(fingerprint(a)).toMatch(/^[0-9a-f]{16}$/);
  });

  it.each([
    ['one figure changed', 'Revenue was $120.0 million in 2026.', 'Revenue was $125.0 million in 2026.'],
    ['two code units swapped', 'Revenue was $120.0 million in 2026.', 'Revenue was $210.0 million in 2026.'],
    ['a trailing NUL', 'Økningen var 4,5 prosent.', 'Økningen var 4,5 prosent.\u0000'],
    ['the last code unit of a CJK text', '2026年3月31日に発表された。', '2026年3月31日に発表された．'],
    ['case alone', 'name: locale-nb', 'name: Locale-nb'],
    ['a lone surrogate against its pair', '\ud83d\ude00', '\ud83d'],
  ])('differs in both halves when %s', (_name, a, b) => {
    const [x, y] = [fingerprint(a), fingerprint(b)];
    expect(x.slice(0, 8)).not.toBe(y.slice(0, 8));
    expect(x.slice(8)).not.toBe(y.slice(8));
  });

  it('gives 50,000 distinct texts (cache names as the caches make them) 50,000 fingerprints', () => {
    const texts = Array.from(
      { length: 50_000 },
      (_, i) => `/work/packs/locale-nb/data/words.yaml\n${i}:${1764700000000 + i * 7}:${i % 13}`,
    );
    expect(new Set(texts.map(fingerprint)).size).toBe(texts.length);
  });
});
