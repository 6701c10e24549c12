import { describe, expect, it } from 'vitest';
import { UnitDeclarations } from '../src/unit-declarations.js';
import { loadLocale } from './load-locale.js';

/*
 * A line that declares the unit of the bare figures below it (a Japanese unit caption, `figures in
 * £m`, `Beløp i millioner kroner`): the unit with its scale governs the figures after it to the
 * next blank line; blank lines right after a caption set apart from its table are skipped.
 */

const cases = [
  { lang: 'ja', text: '売上高（単位：億円）\n2025年度 1,290', at: '1,290', unit: 'JPY', factor: 1e8 },
  { lang: 'ja', text: '（単位：百万円）\n\n| 項目 | 2025年度 |\n|---|---:|\n| 売上高 | 1,290 |', at: '1,290', unit: 'JPY', factor: 1e6 },
  { lang: 'ja', text: '単位：千円\n売上高 1,290', at: '1,290', unit: 'JPY', factor: 1e3 },
  // The block ends at a blank line after its figures.
  { lang: 'ja', text: '（単位：億円）\n売上高 1,290\n\n従業員は1,290人。', at: '1,290人', unit: null, factor: null },
  // A unit without a scale declares nothing a bare figure does not already match.
  { lang: 'ja', text: '（単位：円）\n売上高 1,290', at: '1,290', unit: null, factor: null },
  // Two units, or words that are no unit: no declaration.
  { lang: 'ja', text: '（単位：億円、%）\n売上高 1,290', at: '1,290', unit: null, factor: null },
  { lang: 'en', text: 'Group results (figures in £m)\nRevenue 1,290', at: '1,290', unit: 'GBP', factor: 1e6 },
  { lang: 'en', text: 'The figures in the report\nRevenue 1,290', at: '1,290', unit: null, factor: null },
  { lang: 'nb', text: 'Beløp i millioner kroner\nDriftsinntekter 1 290', at: '1 290', unit: 'NOK', factor: 1e6 },
  { lang: 'nb', text: 'Alle tall i 1 000 kroner\nDriftsinntekter 1 290', at: '1 290', unit: 'NOK', factor: 1e3 },
] as const;

describe('UnitDeclarations: the unit a line declares for the bare figures below it', () => {
  it.each(cases)('$lang: $at in $text', ({ lang, text, at, unit, factor }) => {
    const found = new UnitDeclarations(text, loadLocale(`locale-${lang}`)).at(text.lastIndexOf(at));
    expect([found?.unit.id ?? null, found?.factor ?? null]).toEqual([unit, factor]);
  });
});
