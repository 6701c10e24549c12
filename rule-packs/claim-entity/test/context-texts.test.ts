import { describe, expect, it } from 'vitest';
import { defaultOptions, entityClaimType, localeData } from '../../../test/grounding-harness.js';
import { analyseText, ContextEvidenceIndex } from '@factlint/pipeline';
import { textsWithDigits, textsWithWhole } from '../src/context-texts.js';

/*
 * A name is looked for only in the context texts it can stand in: those writing its first word
 * whole, and for a name with a number, tail by tail (`日本国労働基準法第14条` as `労働基準法第14条`),
 * those holding its first run of digits. A transcript whose every turn names someone new once made
 * each search a pass over every text. Up to 64 texts every text is searched, so the contexts here
 * end with 64 texts of filler.
 */

const FILLER = Array.from({ length: 64 }, () => 'Nothing to see.');

function contextOf(lang: string, texts: readonly string[]): ContextEvidenceIndex {
  const locale = localeData(lang);
  return new ContextEvidenceIndex(
    [...texts, ...FILLER].map((t, i) => analyseText(`doc-${i + 1}`, 'context', t, locale)),
    [entityClaimType],
    locale,
  );
}

describe('the context texts that may hold a run of digits', () => {
  it.each([
    ['en', ['Flight SK4035 left at 09:40.', 'Route E39 was closed.', 'No figures here.'], '40', [0]],
    ['en', ['Flight SK4035 left at 09:40.', 'Route E39 was closed.', 'No figures here.'], '403', [0]],
    ['en', ['Flight SK4035 left at 09:40.', 'Route E39 was closed.', 'No figures here.'], '39', [1]],
    ['nb', ['Regelen står i folketrygdloven § 8-3.', 'Saken gjelder forskrift 2019-12-20-1985.'], '19', [1]],
    ['nb', ['Regelen står i folketrygdloven § 8-3.', 'Saken gjelder forskrift 2019-12-20-1985.'], '7', []],
    // Full-width digits are compared as ASCII ones (the comparable text folds the width).
    ['ja', ['規則は労働基準法第１４条にある。', '便は2024年に就航した。'], '14', [0]],
    ['ja', ['規則は労働基準法第１４条にある。', '便は2024年に就航した。'], '202', [1]],
  ])('%s: %j, "%s" → %j', (lang, texts, digits, expected) => {
    expect(textsWithDigits(contextOf(lang, texts), digits)).toEqual(expected);
  });

  it('a text with a run longer than is listed may hold any digits, and stays in order', () => {
    const index = contextOf('en', ['Code 12345678901234567890 was sent.', 'Flight SK4035 left.', 'Again code 99999999999999999999.']);
    expect(textsWithDigits(index, '4035')).toEqual([0, 1, 2]);
    expect(textsWithDigits(index, '1'.repeat(16))).toBeNull();
  });

  it('a context of few texts is searched whole', () => {
    const locale = localeData('en');
    const few = new ContextEvidenceIndex([analyseText('doc-1', 'context', 'Flight SK4035 left.', locale)], [entityClaimType], locale);
    expect(textsWithDigits(few, '4035')).toBeNull();
    expect(textsWithWhole(few, 'flight', false)).toBeNull();
  });
});

describe('the context texts that may hold a name whole', () => {
  const texts = ['Anna Berg met Carl Dahl in Bergen.', 'Statsforvalteren i Oslo og Viken svarte.', 'Carl-Erik Dahl was not there.'];
  it.each([
    [false, 'anna berg', [0]],
    // The rarest word decides, so the list may hold texts the whole name is not in (`Carl-Erik`).
    [false, 'carl dahl', [0, 2]],
    [false, 'carl-erik dahl', [2]],
    [false, 'erik dahl', [2]],
    [true, 'Carl', [0, 2]],
    [true, 'carl', []],
    [false, 'statsforvalteren i oslo', [1]],
    [false, 'berg', [0]],
    [false, '§ 3', []],
    [false, 'viken svarte', [1]],
    // No word of a spaced script: every text is searched.
    [false, '労働基準法', null],
  ] as const)('cased %s: "%s" → %j', (cased, needle, expected) => {
    expect(textsWithWhole(contextOf('nb', texts), needle, cased)).toEqual(expected);
  });
});

describe('a name with a number, its tail in a later document', () => {
  it.each([
    [
      'ja',
      '規則は労働基準法第14条にある。',
      '規則は日本国労働基準法第14条にある。',
      '日本国労働基準法第14条',
      'approximate',
      'entity.name-variant',
    ],
    ['en', 'Regulation (EU) 2016/679 applies.', 'EU Regulation 2016/679 applies.', 'Regulation 2016/679', 'unsupported', 'entity.no-match'],
  ])('%s: %s | %s → %s', (lang, source, answer, name, status, reason) => {
    const locale = localeData(lang);
    // The first documents hold the name's digits but not its tail; the third holds the tail.
    const index = contextOf(lang, ['Nothing, 14 and 9 and 2016.', 'Other 2016 things, 14 of them.', source]);
    const read = analyseText('answer', 'answer', answer, locale);
    const ctx = { locale, tolerances: defaultOptions(), aliases: [], index };
    const claim = entityClaimType.extract(read, locale).find((c) => c.text === name);
    expect(claim).toBeDefined();
    const judged = entityClaimType.compare(claim!, read, ctx);
    expect(judged).toMatchObject({ status, reason });
    // A tail found but too short a share of the name still says the flag is not firm.
    if (status === 'unsupported') expect(judged.confident).toBe(false);
    else expect(judged.evidence.map((e) => e.doc)).toEqual(['doc-3']);
  });
});
