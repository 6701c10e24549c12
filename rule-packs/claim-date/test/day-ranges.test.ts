import { describe, expect, it } from 'vitest';
import { scanText } from '@factlint/text';
import { rangeStartDay } from '../src/day-ranges.js';
import { localeData } from '../../../test/grounding-harness.js';

// A range of days written with its month once: the date reader reads the last day; the first day
// is the number and range connector right before it. Anything else before a date opens no range.
describe('rangeStartDay: the first day of a range a day date closes', () => {
  it.each([
    ['en', 'The festival runs from 12 to 15 July 2024.', 12],
    ['en', 'The festival runs 12–15 July 2024.', 12],
    ['en', 'The festival runs 12 - 15 July 2024.', 12],
    ['nb', 'Festivalen går fra 12. til 15. juli 2024.', 12],
    ['nb', 'Festivalen går 12.–15. juli 2024.', 12],
    // No range: a date alone, a connector with no day before it, digits that run on (a year), a
    // first day after the last.
    ['en', 'The festival opens on 15 July 2024.', undefined],
    ['en', 'Tickets go on sale from today to 15 July 2024.', undefined],
    ['en', 'The figures for 2023-15 July 2024 were revised.', undefined],
    ['en', 'The festival runs from 18 to 15 July 2024.', undefined],
    ['nb', 'Fristen er 15. juli 2024.', undefined],
  ] as const)('%s: %s', (lang, sentence, first) => {
    const locale = localeData(lang);
    const dates = scanText(sentence, locale).dates;
    expect(dates).toHaveLength(1);
    expect(rangeStartDay(sentence, dates[0]!, locale)).toBe(first);
  });
});
