import { describe, expect, it } from 'vitest';
import { anchorsFromClaim, anchorSpans, factAnchors } from '../../src/facts/index.js';
import { localeFor } from './packs-fixture.js';

describe('anchors read off the claim (first comma segment: words of ≥ 5 letters, bracketed codes)', () => {
  const table: [locale: string, claim: string, anchors: string[]][] = [
    ['nb', 'Grunnbeløpet i folketrygden (G), fra 1. mai 2026', ['Grunnbeløpet', 'folketrygden', 'G']],
    [
      'nb',
      'Høyeste beregningsgrunnlag for arbeidsavklaringspenger (6G), fra 1. mai 2026',
      ['Høyeste', 'beregningsgrunnlag', 'arbeidsavklaringspenger', '6G'],
    ],
    // The comma in 2,041 is a decimal comma inside brackets, not the end of the first segment.
    [
      'nb',
      'Minste årlige ytelse av arbeidsavklaringspenger over 25 år (2,041 G), fra 1. mai 2026',
      ['Minste', 'årlige', 'ytelse', 'arbeidsavklaringspenger'],
    ],
    // A comma between two digits outside brackets is a decimal or group mark too; one after a digit and a space ends the segment.
    ['nb', 'Satsen på 1,5 prosent for minstefradraget, fra 1. januar 2026', ['Satsen', 'prosent', 'minstefradraget']],
    ['en', 'The 2,500 dollar threshold for reporting, from January 2026', ['dollar', 'threshold', 'reporting']],
    ['nb', 'Egenandelstaket for frikort for helsetjenester, 2026', ['Egenandelstaket', 'frikort', 'helsetjenester']],
    ['nb', 'Personfradraget i skatteklasse 1, 2026', ['Personfradraget', 'skatteklasse']],
    ['en', 'The annual caregiver allowance (CGA), 2026', ['annual', 'caregiver', 'allowance', 'CGA']],
    // Unspaced: runs of ideographs or katakana of two or more, never the particles between them.
    ['ja', '基本手当の月額（雇用保険）、2026年', ['基本手当', '月額', '雇用保険']],
    ['ja', 'ハローワークの基本手当、2026年', ['ハローワーク', '基本手当']],
    ['ja', '月額1,500円の特別手当、2026年', ['月額', '特別手当']],
  ];
  it.each(table)('%s: %s', (locale, claim, anchors) => {
    expect(anchorsFromClaim(claim, localeFor(locale))).toEqual(anchors);
  });

  it('uses declared anchors when there are any, and says where they came from', () => {
    const nb = localeFor('nb');
    expect(factAnchors({ claim: 'Grunnbeløpet (G), 2026', value: 136549, anchors: ['grunnbeløp', 'G'] }, nb)).toEqual({
      anchors: ['grunnbeløp', 'G'],
      source: 'declared',
    });
    expect(factAnchors({ claim: 'Grunnbeløpet (G), 2026', value: 136549 }, nb)).toEqual({
      anchors: ['Grunnbeløpet', 'G'],
      source: 'claim',
    });
  });
});

describe('where anchors stand in an answer', () => {
  const table: [locale: string, text: string, anchors: string[], found: string[]][] = [
    ['nb', 'Med G = 136 549 kr blir taket 819 294 kr.', ['G', 'tak'], ['G', 'taket']],
    ['nb', 'Taket for 6G er 819 294 kr, og 30 g salve koster lite.', ['G'], []],
    ['nb', 'Takk for spørsmålet! Egenandelstaket er 3 278 kr.', ['tak'], []],
    ['nb', 'Personfradraget og personfradragene: 114 540 kr.', ['personfradrag'], ['Personfradraget', 'personfradragene']],
    ['ja', '基本手当は42万円で、基本手当日額は別です。', ['基本手当'], ['基本手当', '基本手当']],
  ];
  it.each(table)('%s: %s', (locale, text, anchors, found) => {
    const spans = anchorSpans(text, anchors, localeFor(locale));
    // An anchor matches at the start of the word it names: the spans start where those words start.
    let cursor = 0;
    const starts = found.map((word) => {
      const at = text.indexOf(word, cursor);
      cursor = at + 1;
      return at;
    });
    expect(spans.map(([start]) => start)).toEqual(starts);
  });
});
