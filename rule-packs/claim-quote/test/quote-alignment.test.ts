import { describe, expect, it } from 'vitest';
import { alignWithin, type Alignment, similarityAtMost } from '../src/quote-alignment.js';

/**
 * The alignment a quote gets inside a passage, by the full table: the least edit distance of the
 * quote to any window of the passage, the first end where it is reached, and the start the table's
 * tie rule (diagonal, then up, then left) carries to that end. The search must find exactly this.
 */
function byFullTable(quote: string, passage: string): Alignment {
  const m = quote.length;
  const n = passage.length;
  if (m === 0 || n === 0) return { start: 0, end: 0, distance: Math.max(m, n), similarity: 0 };
  let cost = Array.from({ length: n + 1 }, () => 0);
  let from = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const nextCost = [i];
    const nextFrom = [0];
    for (let j = 1; j <= n; j++) {
      const options: [number, number][] = [
        [cost[j - 1]! + (quote[i - 1] === passage[j - 1] ? 0 : 1), from[j - 1]!],
        [cost[j]! + 1, from[j]!],
        [nextCost[j - 1]! + 1, nextFrom[j - 1]!],
      ];
      let [best, start] = options[0]!;
      for (const [c, s] of options.slice(1)) if (c < best) [best, start] = [c, s];
      nextCost.push(best);
      nextFrom.push(start);
    }
    cost = nextCost;
    from = nextFrom;
  }
  let end = 0;
  for (let j = 1; j <= n; j++) if (cost[j]! < cost[end]!) end = j;
  const start = from[end]!;
  return { start, end, distance: cost[end]!, similarity: 1 - cost[end]! / Math.max(m, end - start) };
}

describe('a quote aligned inside a context sentence', () => {
  it.each<[string, string, string, string, number]>([
    // [locale, quote, passage, the window found, distance]
    ['en', 'we will not raise taxes', 'The minister said: "We will not raise taxes this year."', 'We will not raise taxes', 1],
    [
      'en',
      'the results were very encouraging',
      'Dr Lee called the results "encouraging" and asked for more trials.',
      'the results "encouraging',
      10,
    ],
    [
      'en',
      'a decision that will shape the region for decades to come, the governor told reporters',
      'It is a decision that will shape this region for decades, the governor told reporters on Monday.',
      'a decision that will shape this region for decades, the governor told reporters',
      10,
    ],
    ['nb', 'vi skal ikke øke skatten', 'Finansministeren sa at «vi skal ikke øke skattene» neste år.', 'vi skal ikke øke skatten', 0],
    [
      'nb',
      'dette er den viktigste reformen på tjue år, og den vil merkes i hele landet',
      'Statsministeren kalte det «den viktigste reformen på tjue år», og sa at den vil merkes i hele landet.',
      // "dette er" is aligned with "det «": the window starts at the word the quote's first word resembles.
      'det «den viktigste reformen på tjue år», og sa at den vil merkes i hele landet',
      12,
    ],
    ['ja', '増税は行わない', '首相は「来年度、増税は一切行わない」と述べた。', '増税は一切行わない', 2],
    [
      'ja',
      '今回の改革は過去二十年で最も重要なものであり、全国に影響が及ぶだろう',
      '首相は「今回の改革は過去二十年で最も重要な改革であり、全国に影響が及ぶ」と述べた。',
      '今回の改革は過去二十年で最も重要な改革であり、全国に影響が及ぶ',
      5,
    ],
  ])('%s: "%s"', (_locale, quote, passage, window, distance) => {
    const found = alignWithin(quote, passage);
    expect(passage.slice(found.start, found.end)).toBe(window);
    expect(found.distance).toBe(distance);
    expect(found).toEqual(byFullTable(quote, passage));
  });

  it("inside one long passage (a log with no sentence end), the window found is the full table's", () => {
    const row = 'station north reading stable pressure normal crew rotated supply drop confirmed weather calm ';
    const passage = row.repeat(60);
    const quote = 'station north reading stable, pressure normal, crew rotated and supply drop confirmed';
    const found = alignWithin(quote, passage);
    expect(found).toEqual(byFullTable(quote, passage));
    expect(passage.slice(found.start, found.end)).toBe('station north reading stable pressure normal crew rotated supply drop confirmed');
  });

  it('a quote sharing nothing with the passage matches the empty window at its start', () => {
    expect(alignWithin('xyz', 'abc')).toEqual({ start: 0, end: 0, distance: 3, similarity: 0 });
    expect(alignWithin('', 'abc')).toEqual({ start: 0, end: 0, distance: 3, similarity: 0 });
    expect(alignWithin('abc', '')).toEqual({ start: 0, end: 0, distance: 3, similarity: 0 });
  });

  // Quotes of every length around the 32 and 64 characters a block of the search holds, over
  // passages made of a few letters (so many windows tie), in ASCII and beyond it: the search, the
  // band the start is looked for in, and the bound on similarity, each against the full table.
  it.each([
    ['ASCII', 'abc d'],
    ['Norwegian letters', 'æøå e'],
    ['kana and kanji', 'あいう漢字'],
  ])('finds what the full table finds, quotes of 1 to 100 characters (%s)', (_name, alphabet) => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const text = (length: number) => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (let length = 1; length <= 100; length++) {
      const passage = text(Math.floor(random() * 160) + 1);
      // Half the quotes are cut from the passage and edited, half are drawn anew.
      const at = Math.floor(random() * passage.length);
      const cut = passage.slice(at, at + length).split('');
      for (let k = 0; k < 3 && cut.length > 1; k++) cut[Math.floor(random() * cut.length)] = text(1);
      const quote = length % 2 === 0 ? cut.join('') : text(length);
      const found = alignWithin(quote, passage);
      expect(found, `${JSON.stringify(quote)} in ${JSON.stringify(passage)}`).toEqual(byFullTable(quote, passage));
      // What QUOTE skips a candidate sentence by: no start of the window could make it more similar.
      expect(found.similarity).toBeLessThanOrEqual(similarityAtMost(quote.length, found.distance));
    }
  });
});
