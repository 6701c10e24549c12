import { describe, expect, it } from 'vitest';
import { claimAt, judge } from '../../../../test/grounding-harness.js';

/*
 * Two regressions found on the quick-start example: a context hard-wrapped like a source document
 * must be read sentence by sentence, not line by line; and an answer that states both figures of a
 * context sentence ("$120.0 million, a 20% increase on the $100.0 million") compares them — it does
 * not move one of them to another subject, so it is never `numeric.other-subject`.
 */

const wrapped =
  'Acme Corp reported revenue of $120.0 million for the third quarter of 2026, up from\n' +
  '$100.0 million a year earlier. The board approved a dividend of $0.45 per share on\n' +
  '14 October 2026.';

describe('a hard-wrapped context', () => {
  it.each([
    ['The board approved a dividend of $0.45 per share on 14 October 2026.', '14 October 2026', 'DATE', 'supported'],
    ['The board approved a dividend of $0.45 per share on 4 October 2026.', '4 October 2026', 'DATE', 'contradicted'],
    [
      "Acme Corp's third-quarter revenue was $120.0 million, a 20% increase on the $100.0 million of the same quarter last year.",
      '20%',
      'NUMERIC',
      'derived',
    ],
    [
      "Acme Corp's third-quarter revenue was $120.0 million, a 20% increase on the $100.0 million of the same quarter last year.",
      '$100.0 million',
      'NUMERIC',
      'supported',
    ],
  ])('%s → %s is %s', (answer, focus, type, status) => {
    const { claims } = judge('en', wrapped, answer);
    expect(claimAt(claims, answer, focus, type)).toMatchObject({ status });
  });

  it('the evidence span still points into the original (wrapped) context', () => {
    const answer = 'The board approved a dividend of $0.45 per share on 14 October 2026.';
    const claim = claimAt(judge('en', wrapped, answer).claims, answer, '14 October 2026', 'DATE')!;
    expect(wrapped.slice(...claim.evidence[0]!.span)).toBe('14 October 2026');
  });
});

describe('an answer stating both figures of a context sentence is never moved to another subject', () => {
  it.each([
    [
      'en',
      'Revenue at the Eastgate branch was $4.2 million, while the Westmoor branch reported $3.1 million.',
      'The Eastgate branch had $4.2 million in revenue, against $3.1 million at Westmoor.',
      '$4.2 million',
    ],
    [
      'nb',
      'Nordvik kommune gir 2 400 kroner i fritidsstøtte til barn under 12 år og 1 800 kroner til ungdom fra 12 til 17 år.',
      'Barn under 12 år får 2 400 kroner, mens ungdom får 1 800 kroner.',
      '2 400 kroner',
    ],
  ])('%s: %s', (lang, context, answer, focus) => {
    const claim = claimAt(judge(lang as 'en', context, answer).claims, answer, focus, 'NUMERIC');
    expect(claim?.status).toBe('supported');
  });

  it('limitation: an answer that swaps both subjects in one sentence is not caught (it names both figures)', () => {
    const context = 'Revenue at the Eastgate branch was $4.2 million, while the Westmoor branch reported $3.1 million.';
    const answer = 'The Westmoor branch had $4.2 million in revenue, against $3.1 million at Eastgate.';
    expect(claimAt(judge('en', context, answer).claims, answer, '$4.2 million', 'NUMERIC')?.status).toBe('supported');
  });
});
