import { describe, expect, it } from 'vitest';
import { blankInlineMarks } from '../src/index.js';

describe('blankInlineMarks: inline Markdown marks become spaces, offsets kept', () => {
  it.each([
    ['rundt **12 000 kr per måned**', 'rundt   12 000 kr per måned  '],
    ['er *ikke* 3 165 kr', 'er  ikke  3 165 kr'],
    ['about __$12,000__', 'about   $12,000  '],
    ['det er `114 540 kr`', 'det er  114 540 kr '],
    [
      'se [personfradraget](https://skatteetaten.no/a?b=114000) her',
      `se  personfradraget${' '.repeat('](https://skatteetaten.no/a?b=114000)'.length)} her`,
    ],
    // An image's alt text is text like a link's.
    ['![graf](https://x.no/g.png) G', `  graf${' '.repeat('](https://x.no/g.png)'.length)} G`],
    ['約**82万円**です', '約  82万円  です'],
  ])('%j', (text, blanked) => {
    expect(blankInlineMarks(text)).toBe(blanked);
    expect(blankInlineMarks(text)).toHaveLength(text.length);
  });

  it.each([
    ['* a bullet at a line start', '* a bullet at a line start'],
    ['6 * 2 = 12', '6 * 2 = 12'],
    ['snake_case_name', 'snake_case_name'],
    ['[a link with a space](not a url)', '[a link with a space](not a url)'],
    ['no marks at all: 136 549 kr', 'no marks at all: 136 549 kr'],
  ])('leaves %j alone', (text, same) => {
    expect(blankInlineMarks(text)).toBe(same);
  });
});
