import { describe, expect, test } from 'vitest';
import { findAnchor, hasAnchor } from '../src/anchors.js';
import { en, ja, nb } from './document-locales.js';
import type { LocaleData } from '../src/locale-data.js';

const matched = (text: string, anchor: string, locale: LocaleData = nb) =>
  findAnchor(text, anchor, locale).map(([s, e]) => text.slice(s, e));

describe('findAnchor: Norwegian', () => {
  test.each([
    ['grunnbeløp', 'Grunnbeløpet er 130 160 kr.', ['Grunnbeløpet']],
    ['grunnbeløp', 'GRUNNBELØP: 130 160 kr', ['GRUNNBELØP']],
    ['personfradrag', 'Personfradraget for 2026 er 114 540 kr.', ['Personfradraget']],
    ['frikort', 'Frikortgrensen er 3 278 kr, og frikort sendes automatisk.', ['Frikortgrensen', 'frikort']],
    ['egenandelstak', 'Egenandelstaket er 3 278 kr.', ['Egenandelstaket']],
    ['tak', 'Taket er 3 278 kr, takene justeres, takk for spørsmålet om taktikk.', ['Taket', 'takene']],
    ['tak', 'Egenandelstaket er 3 278 kr.', []],
    ['G', 'Beløpet er 2 G, altså 2 ganger G-en.', ['G', 'G']],
    ['G', 'Filen er 5 GB. 2G eller Gjeld.', []],
    ['6G', 'Inntekt over 6G gir ikke mer.', ['6G']],
    ['AAP', 'AAP-vedtaket gir 66 % av inntekten; aap er skrevet feil.', ['AAP']],
    ['per barn', 'Du får 37 kr per  barn per dag.', ['per  barn']],
    ['per barn', 'Det gjelder per barnehage.', []],
    ['per barn', 'Satsen er 37 kr per\nbarn.', []],
    ['per måned', 'Basislånet er 15 488 kr per måned.', ['per måned']],
    ['grunnbeløp', 'Nytt grunn\u00adbeløp fra 1. mai.', ['grunn\u00adbeløp']],
    ['sats', 'Satsene og satsen øker; satsing er noe annet.', ['Satsene', 'satsen']],
  ])('%s in %s', (anchor, text, expected) => {
    expect(matched(text, anchor)).toEqual(expected);
  });

  test('spans index the original text', () => {
    const text = 'Med G = 130\u00a0160 kr blir taket 780 960 kr.';
    expect(findAnchor(text, 'tak', nb)).toEqual([[24, 29]]);
    expect(findAnchor(text, 'G', nb)).toEqual([[4, 5]]);
  });

  test('full-width anchor letters match after width folding', () => {
    expect(matched('ＡＡＰ gir 66 %.', 'AAP')).toEqual(['ＡＡＰ']);
  });

  test('an empty anchor matches nothing', () => {
    expect(findAnchor('Taket er 3 278 kr.', '  ', nb)).toEqual([]);
  });

  test('hasAnchor', () => {
    expect(hasAnchor('Grunnbeløpet er 130 160 kr.', 'grunnbeløp', nb)).toBe(true);
    expect(hasAnchor('Taket er 3 278 kr.', 'grunnbeløp', nb)).toBe(false);
  });

  test('limitation: an anchor as the last part of a compound does not match', () => {
    expect(matched('Egenandelstaket er 3 278 kr.', 'tak')).toEqual([]);
  });

  test('limitation: a long anchor matches any word it begins (grunnbeløpsjustering)', () => {
    expect(matched('Grunnbeløpsjusteringen skjer 1. mai.', 'grunnbeløp')).toEqual(['Grunnbeløpsjusteringen']);
  });
});

describe('findAnchor: English', () => {
  test.each([
    ['fee', 'The fees are USD 45 a month; the fee was lower.', ['fees', 'fee']],
    ['fee', 'Feedback is welcome.', []],
    ['revenue', 'Revenues rose to $12.3 million.', ['Revenues']],
    ['cap', "The cap's value is $1,200; caps apply; a capital gain does not.", ['cap', 'caps']],
    ['GDP', 'GDP grew 2%; gdp in lower case does not count.', ['GDP']],
    ['per month', 'It costs $45 per month.', ['per month']],
  ])('%s in %s', (anchor, text, expected) => {
    expect(matched(text, anchor, en)).toEqual(expected);
  });
});

describe('findAnchor: Japanese', () => {
  test.each([
    ['売上高', '当期の売上高は12億円に増加した。', ['売上高']],
    ['営業利益', '営業利益率は5%、営業利益は3億円。', ['営業利益', '営業利益']],
    ['NISA', '新NISAの年間枠は360万円。NISAXは別。', ['NISA']],
    ['GDP', '日本のGDPは前年比1.2%増。', ['GDP']],
    ['データ', 'データーとデータ', ['データ', 'データ']],
  ])('%s in %s', (anchor, text, expected) => {
    expect(matched(text, anchor, ja)).toEqual(expected);
  });

  test('limitation: substring matching finds an anchor inside a longer word', () => {
    expect(matched('売上原価は8億円。', '売上', ja)).toEqual(['売上']);
  });
});
