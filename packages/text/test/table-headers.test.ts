import { describe, expect, it } from 'vitest';
import { headerUnitAt } from '../src/table-headers.js';
import { columnUnitAt } from '../src/unit-declarations.js';
import { loadLocale } from './load-locale.js';

/*
 * The unit a Markdown table column's header names alone in parentheses, for a bare figure in a
 * cell of that column (`| Share (%) |`): real tables as answers write them, in every locale.
 */

const cases = [
  { lang: 'en', table: '| Answer | Share (%) |\n|---|---:|\n| Agree | 64 |', cell: '64', unit: '%' },
  { lang: 'en', table: '| Month | Rain (mm) | Days |\n|---|---|---|\n| May | 35 | 12 |', cell: '35', unit: 'mm' },
  // The column without a unit in its header: none.
  { lang: 'en', table: '| Month | Rain (mm) | Days |\n|---|---|---|\n| May | 35 | 12 |', cell: '12', unit: null },
  // A scale in the parentheses is no unit alone (the judge reads the scale apart).
  { lang: 'nb', table: '| År | Omsetning (mrd. kr) |\n|---|---|\n| 2023 | 3,8 |', cell: '3,8', unit: null },
  { lang: 'nb', table: '| Stilling | Andel (%) |\n|---|---:|\n| Deltid | 25 |', cell: '25', unit: '%' },
  { lang: 'nb', table: '| Ytelse | Beløp (kr) |\n|---|---:|\n| Barnetrygd | 1 766 |', cell: '1 766', unit: 'NOK' },
  { lang: 'ja', table: '| 回答 | 割合（%） |\n|---|---:|\n| 賛成 | 64 |', cell: '64', unit: '%' },
  // A unit opening with a scale word (ten thousand yen) is no unit alone either: the judge reads the scale apart.
  { lang: 'ja', table: '| 項目 | 金額（万円） |\n|---|---:|\n| 売上 | 1,200 |', cell: '1,200', unit: null },
  // A factor in the header unit's form (a coin, per mille) scales the cell.
  { lang: 'en', table: '| Levy | Rate (‰) |\n|---|---:|\n| Port | 2.5 |', cell: '2.5', unit: '%', factor: 0.1 },
  { lang: 'nb', table: '| Område | Pris (øre) |\n|---|---:|\n| NO1 | 84,21 |', cell: '84,21', unit: 'NOK', factor: 0.01 },
  // A unit given per another (a rate): the unit before the slash, as a figure in the text reads it.
  { lang: 'nb', table: '| Område | Pris (øre/kWh) |\n|---|---:|\n| NO1 | 84,21 |', cell: '84,21', unit: 'NOK', factor: 0.01 },
  { lang: 'en', table: '| Zone | Price (€/MWh) |\n|---|---:|\n| NO1 | 84.5 |', cell: '84.5', unit: 'EUR' },
  // A slash with nothing after it is no rate.
  { lang: 'en', table: '| Zone | Price (€/) |\n|---|---:|\n| NO1 | 84.5 |', cell: '84.5', unit: null },
  // A scale letter is no unit alone: `(m)` over a column of populations is millions.
  { lang: 'en', table: '| City | Population (m) |\n|---|---|\n| Tokyo | 37.1 |', cell: '37.1', unit: null },
  // A currency before a scale letter is no unit alone: columnUnitAt reads it as declared.
  { lang: 'en', table: '| Segment | Revenue (£m) |\n|---|---:|\n| Retail | 1,290 |', cell: '1,290', unit: null },
  // No separator row under the first line: no table header.
  { lang: 'en', table: '| Share (%) |\n| 64 |', cell: '64', unit: null },
  // Prose, no table.
  { lang: 'en', table: 'Share (%): 64', cell: '64', unit: null },
] as const;

describe('headerUnitAt: the unit a table column header names', () => {
  it.each(cases)('$lang: $cell in $table', (c) => {
    const header = headerUnitAt(c.table, c.table.lastIndexOf(c.cell), loadLocale(`locale-${c.lang}`));
    expect(header?.unit.id ?? null).toBe(c.unit);
    if (header) expect(header.factor).toBe('factor' in c ? c.factor : 1);
  });

  it('gives the unit its span in the header', () => {
    const table = '| Answer | Share (%) |\n|---|---:|\n| Agree | 64 |';
    const { unit } = headerUnitAt(table, table.lastIndexOf('64'), loadLocale('locale-en'))!;
    expect(table.slice(unit.span[0], unit.span[1])).toBe('%');
  });

  it('gives a rate the span of its unit before the slash', () => {
    const table = '| Område | Pris (øre/kWh) |\n|---|---:|\n| NO1 | 84,21 |';
    const { unit } = headerUnitAt(table, table.lastIndexOf('84,21'), loadLocale('locale-nb'))!;
    expect(table.slice(unit.span[0], unit.span[1])).toBe('øre');
  });
});

/*
 * The unit with a scale a column's header declares (`(mrd. kr)`, `(£m)`, ten thousand or a hundred
 * million yen): the cell is read bare and also as that many of the unit. A unit headerUnitAt reads
 * as the cell's own (alone, a coin, a rate) is declared by nothing.
 */

const declaredCases = [
  { lang: 'en', table: '| Answer | Share (%) |\n|---|---:|\n| Agree | 64 |', cell: '64', unit: null, factor: null },
  { lang: 'en', table: '| Month | Rain (mm) | Days |\n|---|---|---|\n| May | 35 | 12 |', cell: '12', unit: null, factor: null },
  // A unit with a scale: the cell is also that many of the unit (3,8 milliarder kroner).
  { lang: 'nb', table: '| År | Omsetning (mrd. kr) |\n|---|---|\n| 2023 | 3,8 |', cell: '3,8', unit: 'NOK', factor: 1e9 },
  // A coin's factor is in its form: the cell's own unit (headerUnitAt), no declaration.
  { lang: 'nb', table: '| Område | Pris (øre/kWh) |\n|---|---:|\n| NO1 | 84,21 |', cell: '84,21', unit: null, factor: null },
  // A unit opening with a scale word (ten thousand yen), and a scale before a unit (hundred million yen).
  { lang: 'ja', table: '| 項目 | 金額（万円） |\n|---|---:|\n| 売上 | 1,200 |', cell: '1,200', unit: 'JPY', factor: 1e4 },
  { lang: 'ja', table: '| 項目 | 金額（億円） |\n|---|---:|\n| 売上 | 1,290 |', cell: '1,290', unit: 'JPY', factor: 1e8 },
  // A currency before a scale letter: millions of pounds.
  { lang: 'en', table: '| Segment | Revenue (£m) |\n|---|---:|\n| Retail | 1,290 |', cell: '1,290', unit: 'GBP', factor: 1e6 },
  // A scale letter alone is no unit: `(m)` over a column of populations is millions as often as metres.
  { lang: 'en', table: '| City | Population (m) |\n|---|---|\n| Tokyo | 37.1 |', cell: '37.1', unit: null, factor: null },
  // No separator row under the first line: no table header.
  { lang: 'en', table: '| Revenue (£m) |\n| 1,290 |', cell: '1,290', unit: null, factor: null },
  // Prose, no table.
  { lang: 'en', table: 'Revenue (£m): 1,290', cell: '1,290', unit: null, factor: null },
] as const;

describe('columnUnitAt: the unit with a scale a table column header declares', () => {
  it.each(declaredCases)('$lang: $cell in $table', ({ lang, table, cell, unit, factor }) => {
    const found = columnUnitAt(table, table.lastIndexOf(cell), loadLocale(`locale-${lang}`));
    expect([found?.unit.id ?? null, found?.factor ?? null]).toEqual([unit, factor]);
  });

  it('gives the unit its span in the header', () => {
    const table = '| Segment | Revenue (£m) |\n|---|---:|\n| Retail | 1,290 |';
    const { unit } = columnUnitAt(table, table.lastIndexOf('1,290'), loadLocale('locale-en'))!;
    expect(table.slice(unit.span[0], unit.span[1])).toBe('£m');
  });
});
