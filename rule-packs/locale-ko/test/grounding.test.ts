import { createVerifier, type Verifier } from 'factlint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Korean answers judged against their context with the shipped engine and this pack's data alone:
 * figures with 만/억 and particles attached, dates, hedges, direction words, quotations.
 */

const REPORT =
  '한빛전자는 2026년 3분기 매출이 1,200억 원으로 전년 같은 기간보다 20% 증가했다고 밝혔다. 이사회는 2026년 10월 14일 주당 450원의 배당을 승인했다.';

let verifier: Verifier;
beforeAll(async () => {
  verifier = await createVerifier({ locale: 'ko' });
});

async function statuses(context: string, answer: string): Promise<string[]> {
  const report = await verifier.verify({ context, answer });
  return report.claims.map((c) => `${c.type} ${c.text} ${c.status}`);
}

describe('Korean grounding', () => {
  it.each([
    [
      'supported: the figures, the per-share amount and the date as the report gives them',
      REPORT,
      '한빛전자의 3분기 매출은 1,200억 원이었고, 전년보다 20% 증가했습니다. 배당은 주당 450원으로 2026년 10월 14일에 승인되었습니다.',
      ['NUMERIC 1,200억 원 supported', 'NUMERIC 20% supported', 'NUMERIC 450원 supported', 'DATE 2026년 10월 14일 supported'],
    ],
    [
      'contradicted: a wrong revenue and a wrong day',
      REPORT,
      '한빛전자의 3분기 매출은 1,020억 원이었습니다. 배당은 2026년 10월 4일에 승인되었습니다.',
      ['NUMERIC 1,020억 원 contradicted', 'DATE 2026년 10월 4일 contradicted'],
    ],
    [
      'unsupported: a figure the context never gives',
      '서울시는 올해 청년 지원금으로 1인당 월 50만 원을 지급한다.',
      '서울시는 청년 1인당 월 50만 원을 지급하며, 신청자는 약 3만 명이 될 것으로 보인다.',
      ['NUMERIC 50만 원 supported', 'NUMERIC 3만 명 unsupported'],
    ],
    ['hedged: 약 500명 for 512 people', '행사에는 모두 512명이 참석했다.', '행사에는 약 500명이 참석했다.', ['NUMERIC 500명 approximate']],
    [
      'direction reversed: 증가 in the context, 감소 in the answer',
      '올해 수출은 전년보다 5% 증가했다.',
      '올해 수출은 전년보다 5% 감소했다.',
      ['QUOTE 올해 수출은 전년보다 5% 감소했다. contradicted', 'NUMERIC 5% contradicted'],
    ],
    [
      'negation: a quotation that keeps the minister\u2019s negation is supported',
      '장관은 \u201c내년 예산은 줄이지 않겠다\u201d고 말했다.',
      '장관은 \u201c내년 예산은 줄이지 않겠다\u201d고 말했다.',
      ['QUOTE \u201c내년 예산은 줄이지 않겠다\u201d supported'],
    ],
    [
      'a particle after a figure: 10%로 is 10 %',
      '정부는 올해 부가가치세율을 10%로 유지했다.',
      '정부는 올해 부가가치세율을 10%로 유지했다.',
      ['NUMERIC 10% supported'],
    ],
  ])('%s', async (_name, context, answer, expected) => {
    expect(await statuses(context, answer)).toEqual(expected);
  });

  it('limitation: a quotation that drops a negation ending after the matched words (-지 않았다고) reads as a paraphrase, not contradicted', async () => {
    const found = await statuses(
      '정부는 올해 부가가치세율을 인상하지 않았다고 밝혔다.',
      '정부는 \u201c올해 부가가치세율을 인상했다\u201d고 밝혔다.',
    );
    expect(found).toEqual(['QUOTE \u201c올해 부가가치세율을 인상했다\u201d approximate']);
  });

  it('a unit form followed by a word that begins with no particle of the data is no unit: 3분기 (third quarter) is no three minutes', async () => {
    expect(await statuses('회의는 3분기에 열린다.', '회의는 3분기에 열린다.')).toEqual([]);
  });
});
