import { describe, expect, it } from 'vitest';
import { ContextReadings } from '../../src/engine/context-readings.js';
import { localeData } from '../../../../test/grounding-harness.js';

/*
 * The context readings an engine keeps between verifies (issue 13). The readings a verify asks for
 * are kept until the next verify begins, whatever the limits; past the limits the readings asked
 * for least recently go first. A transcript of more user turns than the limit, verified again, then
 * reads no turn again: when the oldest reading made was dropped first, each turn was dropped before
 * the next verify came back to it, and every verify read every turn anew. The limits are small here
 * (two or four texts, or the characters of two texts less one); the engine's are 2,048 texts and
 * 8,000,000 characters.
 */

const TURNS = {
  en: [
    'My rent went up from 9,800 to 10,400 kroner in March.',
    'The landlord says the increase follows the consumer price index.',
    'Last year the index rose 4.8 per cent.',
    'Is the landlord allowed to raise it twice in one year?',
    'The contract was signed on 1 August 2024.',
    'I pay the rent on the first day of each month.',
  ],
  nb: [
    'Husleien min gikk opp fra 9 800 til 10 400 kroner i mars.',
    'Utleieren sier at økningen følger konsumprisindeksen.',
    'I fjor steg indeksen med 4,8 prosent.',
    'Kan utleieren øke den to ganger på ett år?',
    'Kontrakten ble signert 1. august 2024.',
    'Jeg betaler husleien den første i hver måned.',
  ],
  ja: [
    '家賃が3月に9万8千円から10万4千円に上がりました。',
    '大家さんは消費者物価指数に合わせた値上げだと言っています。',
    '昨年、指数は4.8%上昇しました。',
    '一年に二回値上げすることは許されますか。',
    '契約は2024年8月1日に結びました。',
    '家賃は毎月一日に払っています。',
  ],
} as const;

const LOCALES = Object.keys(TURNS) as (keyof typeof TURNS)[];

/** Reads `texts` as one verify's user turns (ids `turn-0`, `turn-2`, … as the segment stage names them). */
function verifyReads(readings: ContextReadings, lang: keyof typeof TURNS, texts: readonly string[]) {
  readings.startVerify();
  return texts.map((text) => readings.read(`turn-${2 * TURNS[lang].indexOf(text as never)}`, text, localeData(lang)));
}

describe('context readings kept between verifies', () => {
  it.each(LOCALES)('%s: a transcript of more turns than the limit is read once, however often it is verified', (lang) => {
    const readings = new ContextReadings(8_000_000, 4);
    const first = verifyReads(readings, lang, TURNS[lang]);
    expect(readings.size).toBe(6);
    for (let again = 0; again < 3; again++) {
      const next = verifyReads(readings, lang, TURNS[lang]);
      for (let k = 0; k < next.length; k++) expect(next[k]).toBe(first[k]);
    }
  });

  it.each(LOCALES)('%s: past the limit the next verify drops the readings asked for least recently, down to the limit', (lang) => {
    const readings = new ContextReadings(8_000_000, 4);
    const [t0, t1, t2, t3, t4, t5] = TURNS[lang];
    const first = verifyReads(readings, lang, [t0, t1, t2, t3, t4]);
    expect(readings.size).toBe(5);
    // t3 asked for again: now the most recent of the first verify's readings.
    verifyReads(readings, lang, [t3]);
    // t5 is read: t0 and t1, asked for least recently, go.
    const [fifth] = verifyReads(readings, lang, [t5]);
    expect(readings.size).toBe(4);
    const [again3, again4, again2] = verifyReads(readings, lang, [t3, t4, t2]);
    expect(again3).toBe(first[3]);
    expect(again4).toBe(first[4]);
    expect(again2).toBe(first[2]);
    // t1 is read anew, and t5, made after the others but asked for before them since, goes.
    const [again1] = verifyReads(readings, lang, [t1]);
    expect(again1).not.toBe(first[1]);
    expect(again1!.source).toBe(t1);
    expect(readings.size).toBe(4);
    expect(verifyReads(readings, lang, [t5])[0]).not.toBe(fifth);
  });

  it.each(LOCALES)('%s: a context every verify gives stays read while other contexts come and go', (lang) => {
    const readings = new ContextReadings(8_000_000, 2);
    const [shared, ...others] = TURNS[lang];
    const [kept] = verifyReads(readings, lang, [shared]);
    for (const other of others) {
      expect(verifyReads(readings, lang, [shared, other])[0]).toBe(kept);
      expect(readings.size).toBe(2);
    }
  });

  it.each(LOCALES)('limitation: %s: contexts that between them pass the limit are read again once dropped', (lang) => {
    const readings = new ContextReadings(8_000_000, 2);
    const [a, b, c] = TURNS[lang];
    const [first] = verifyReads(readings, lang, [a]);
    verifyReads(readings, lang, [b]);
    verifyReads(readings, lang, [c]);
    // A server whose callers take turns with three contexts against a limit of two reads each anew.
    const [again] = verifyReads(readings, lang, [a]);
    expect(again).not.toBe(first);
    expect(again!.source).toBe(a);
  });

  it('the character limit drops a context of an earlier verify, never one of the verify under way', () => {
    const [a, b, c] = TURNS.en;
    const readings = new ContextReadings(a.length + b.length - 1, 2_048);
    const [readA, readB] = verifyReads(readings, 'en', [a, b]);
    // Past the limit already, and both kept: this verify asked for them.
    expect(readings.size).toBe(2);
    // The next verify reads c: a, asked for least recently, goes; b and c are within the limit.
    verifyReads(readings, 'en', [c]);
    expect(readings.size).toBe(2);
    const [againB, againA] = verifyReads(readings, 'en', [b, a]);
    expect(againB).toBe(readB);
    expect(againA).not.toBe(readA);
  });
});
