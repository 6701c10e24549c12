import { describe, expect, it } from 'vitest';
import { claimAt, judge } from '../../../../test/grounding-harness.js';

/*
 * Right value, wrong subject in the same sentence (the reference tool's known false negatives
 * fl-092, fl-166): the context sentence splits into clauses at the locale's clause separators, each
 * binding a figure to its subject. The rule is conservative: both subjects must be in the context
 * sentence, and an answer that names the right subject is never flagged.
 */

const EASTGATE = 'Revenue at the Eastgate branch was $4.2 million, while the Westmoor branch reported $3.1 million.';
const NORDVIK = 'Nordvik kommune gir 2 400 kroner i fritidsstøtte til barn under 12 år og 1 800 kroner til ungdom fra 12 til 17 år.';
const HIGASHI = '東支店の売上高は4.2億円、西支店の売上高は3.1億円だった。';

describe('NUMERIC: the value of another subject', () => {
  it.each([
    ['en', EASTGATE, 'The Westmoor branch reported revenue of $4.2 million.', '$4.2 million', 3.1e6],
    ['en', 'Revenue was $4.2 million in 2025, while costs were $3.1 million.', 'Costs were $4.2 million in 2025.', '$4.2 million', 3.1e6],
    ['nb', NORDVIK, 'Ungdom fra 12 til 17 år får 2 400 kroner i fritidsstøtte.', '2 400 kroner', 1800],
    [
      'nb',
      'Bergen fikk 12 millioner kroner, mens Stavanger fikk 9 millioner kroner.',
      'Stavanger fikk 12 millioner kroner.',
      '12 millioner kroner',
      9e6,
    ],
    ['ja', HIGASHI, '西支店の売上高は4.2億円でした。', '4.2億円', 3.1e8],
  ])('%s: %s | %s → contradicted', (lang, context, answer, focus, nearest) => {
    const { claims } = judge(lang as 'en', context, answer);
    const claim = claimAt(claims, answer, focus, 'NUMERIC');
    expect(claim, JSON.stringify(claims)).toMatchObject({
      status: 'contradicted',
      reason: 'numeric.other-subject',
      nearest_context_value: nearest,
    });
    expect(claim!.evidence.map((e) => e.text)).toHaveLength(2);
  });

  it.each([
    // the right subject, however it is written
    ['en', EASTGATE, 'The Eastgate branch reported revenue of $4.2 million.', '$4.2 million'],
    ['en', EASTGATE, 'Eastgate took in $4.2 million.', '$4.2 million'],
    ['en', EASTGATE, 'Westmoor reported $3.1 million.', '$3.1 million'],
    ['nb', NORDVIK, 'Barn under 12 år får 2 400 kroner i fritidsstøtte.', '2 400 kroner'],
    ['ja', HIGASHI, '東支店の売上高は4.2億円でした。', '4.2億円'],
    // both subjects named in the answer: not an accusation
    ['en', EASTGATE, 'Eastgate, not Westmoor, reported revenue of $4.2 million.', '$4.2 million'],
    // one subject with two figures: no other subject
    ['en', 'Revenue was $4.2 million in 2025, and $3.1 million in 2024.', 'Revenue was $4.2 million in 2025.', '$4.2 million'],
    // a comma inside a number divides nothing
    [
      'en',
      'The Eastgate branch served 4,200 customers while Westmoor served 3,100.',
      'The Eastgate branch served 4,200 customers.',
      '4,200',
    ],
  ])('%s: %s | %s → supported', (lang, context, answer, focus) => {
    const { claims } = judge(lang as 'en', context, answer);
    expect(claimAt(claims, answer, focus, 'NUMERIC')).toMatchObject({ status: 'supported' });
  });

  it('limitation: an answer that also repeats words of the other clause (here the municipality) is not flagged', () => {
    const answer = 'Nordvik kommune gir ungdom fra 12 til 17 år 2 400 kroner i fritidsstøtte.';
    const { claims } = judge('nb', NORDVIK, answer);
    expect(claimAt(claims, answer, '2 400 kroner', 'NUMERIC')).toMatchObject({ status: 'supported', reason: 'numeric.exact' });
  });

  it('limitation: ja が is no clause separator (it also marks the subject), so 東支店が…西支店が… is one clause', () => {
    const answer = '西支店が4.2億円を売り上げました。';
    const { claims } = judge('ja', '東支店が4.2億円を売り上げ西支店が3.1億円を売り上げた。', answer);
    expect(claimAt(claims, answer, '4.2億円', 'NUMERIC')).toMatchObject({ status: 'supported' });
  });
});
