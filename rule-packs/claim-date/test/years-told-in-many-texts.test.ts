import { describe, expect, it } from 'vitest';
import { fillerTurns as turns } from '../../../test/filler-turns.js';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * A year the context gives only relatively, and a year the context gives to another event,
 * judged against a context of many texts (a transcript's turns, each a text): the relative years
 * and the words of the undated sentences are read once per context, and the judgement is the one a
 * walk over every text in turn gives — the first relative year whose clause tells the claim's
 * event is cited, one that does not is passed over, and a late turn that tells the event without
 * the year makes the flag firm while a dated one does not.
 */

const relativeRows = [
  {
    lang: 'en' as const,
    context: 'She won four golds at the 2012 Games in London.',
    unrelated: 'The council hopes to open the new library next year.',
    relative: "She is targeting further Paralympic success at next year's Games in Rio.",
    answer: 'She is targeting further Paralympic success at the 2016 Games in Rio.',
    focus: '2016',
  },
  {
    lang: 'nb' as const,
    context: 'Hun vant fire gull i lekene i London i 2012.',
    unrelated: 'Kommunen håper å åpne det nye biblioteket neste år.',
    relative: 'Hun satser på nye paralympiske medaljer i lekene i Rio neste år.',
    answer: 'Hun satser på nye paralympiske medaljer i lekene i Rio i 2016.',
    focus: '2016',
  },
  {
    lang: 'ja' as const,
    context: '彼女は2012年のロンドン大会で金メダルを四つ獲得した。',
    unrelated: '市は来年、新しい図書館を開館する予定だ。',
    relative: '彼女は来年のリオ大会でパラリンピックのさらなる活躍を目指している。',
    answer: '彼女は2016年のリオ大会でパラリンピックのさらなる活躍を目指している。',
    focus: '2016',
  },
];

const otherEventRows = [
  {
    lang: 'en' as const,
    context: 'The band was formed in Oslo in 1994. Its third album, Relapse, was released by Epic Records in 2000.',
    undated: 'Growing tensions over the direction of the band led the singer to quit.',
    dated: 'Growing tensions over the direction of the band led the singer to quit in 2004.',
    answer: 'The band broke up in 2000 after tensions over its direction. Its third album, Relapse, came out on Epic Records in 2000.',
    focus: 'broke up in 2000',
  },
  {
    lang: 'nb' as const,
    context: 'Bandet ble dannet i Bergen i 1994. Det tredje albumet, Relapse, kom ut på Epic Records i 2000.',
    undated: 'Etter en lang turné valgte bandet å forlate byen.',
    dated: 'Etter en lang turné valgte bandet å forlate byen i 2004.',
    answer: 'Bandet forlot byen i 2000 etter en lang turné. Det tredje albumet, Relapse, kom ut på Epic Records i 2000.',
    focus: 'forlot byen i 2000',
  },
  {
    lang: 'ja' as const,
    context: '1994年に東京で結成された。三枚目のアルバム「リラプス」は2000年にエピック・レコードから発売された。',
    undated: '長いツアーの後、バンドは解散した。',
    dated: '長いツアーの後、バンドは2004年に解散した。',
    answer: 'バンドは長いツアーの後に2000年に解散した。三枚目のアルバム「リラプス」は2000年にエピック・レコードから発売された。',
    focus: '2000年に解散',
  },
];

describe('DATE: a relative year in a context of many texts', () => {
  it.each(relativeRows)('$lang: the turn whose clause tells the claim’s event is cited, not an earlier one', (row) => {
    const documents = turns(row.lang, 120, { 30: row.unrelated, 70: row.relative, 100: row.relative });
    const { claims } = judge(row.lang, row.context, row.answer, { documents });
    const claim = claimAt(claims, row.answer, row.focus, 'DATE');
    expect(claim).toMatchObject({ status: 'unsupported', reason: 'date.relative-in-context' });
    expect(claim?.evidence[0]?.doc).toBe('turn-70');
  });

  it.each(relativeRows)('$lang: a relative year about something else gives nothing', (row) => {
    const documents = turns(row.lang, 120, { 30: row.unrelated });
    const { claims } = judge(row.lang, row.context, row.answer, { documents });
    expect(claimAt(claims, row.answer, row.focus, 'DATE')?.reason).not.toBe('date.relative-in-context');
  });
});

describe('DATE: another event’s year in a context of many texts', () => {
  it.each(otherEventRows)('$lang: a late turn telling the event without the year makes the flag firm', (row) => {
    const documents = turns(row.lang, 120, { 110: row.undated });
    const { claims } = judge(row.lang, row.context, row.answer, { documents });
    expect(claimAt(claims, row.answer, row.focus, 'DATE')).toMatchObject({
      status: 'unsupported',
      reason: 'date.other-event',
      confident: true,
    });
  });

  it.each(otherEventRows)('$lang: a turn telling the event with a year of its own leaves the flag weak', (row) => {
    const documents = turns(row.lang, 120, { 110: row.dated });
    const { claims } = judge(row.lang, row.context, row.answer, { documents });
    expect(claimAt(claims, row.answer, row.focus, 'DATE')).toMatchObject({
      status: 'unsupported',
      reason: 'date.other-event',
      confident: false,
    });
  });
});
