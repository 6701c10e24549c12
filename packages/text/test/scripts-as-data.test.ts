import { describe, expect, it } from 'vitest';
import { findNegations, readNumbers, writingOf, type LocaleData } from '../src/index.js';
import { localeDataSchemas } from '../src/locale-data.js';
import { loadLocale } from './load-locale.js';

/*
 * Scripts, negation position and digit grouping are locale data (issue 11): the same reader gives
 * another reading when only the data changes.
 */

const en = loadLocale('locale-en');
const ja = loadLocale('locale-ja');
const ko = loadLocale('locale-ko');

/** English with Indian digit grouping (lakh and crore): only `numbers.grouping` differs. */
const enIndian: LocaleData = { ...en, numbers: { ...en.numbers, grouping: [3, 2] } };

describe('numbers.grouping', () => {
  it.each([
    ['The grant is 1,00,000 rupees.', enIndian, 100000],
    ['The budget is 12,34,56,789 rupees.', enIndian, 123456789],
    ['The fee is 1,000 rupees.', enIndian, 1000],
    ['The grant is 1,000,000 dollars.', en, 1000000],
  ])('%j reads as %d', (text, locale, value) => {
    expect(readNumbers(text, locale).map((n) => n.value)).toEqual([value]);
  });

  it.each([
    ['The grant is 1,00,000 rupees.', en],
    ['The grant is 100,000 rupees.', enIndian],
  ])('%j is not read at all where the grouping does not allow it', (text, locale) => {
    expect(readNumbers(text, locale)).toEqual([]);
  });
});

describe('locale.scripts', () => {
  it('compiles what each locale says', () => {
    expect(writingOf(en).spaced).toBe(true);
    expect(writingOf(ja).spaced).toBe(false);
    expect(writingOf(ko).spaced).toBe(true);
    expect(writingOf(ja).particleLetter.test('\u306e')).toBe(true); // hiragana no: particles, no content word
    expect(writingOf(ja).contentLetter.test('\u6771')).toBe(true); // a kanji
    expect(writingOf(ja).nameJoiners).toEqual(['\u30fb']);
  });

  it.each([
    [{ id: 'sv', name: 'Svenska', script: 'spaced' }, true],
    [{ id: 'zh', name: 'Chinese', scripts: { Han: { spaces: 'none' } }, negation: 'before' }, true],
    [{ id: 'xx', name: 'X', scripts: { Klingon: { spaces: 'none' } } }, false],
    [{ id: 'xx', name: 'X', script: 'spaced', scripts: { Latin: { spaces: 'words' } } }, false],
  ])('validates %j: %s', (info, valid) => {
    expect(localeDataSchemas().locale.safeParse(info).success).toBe(valid);
  });
});

describe('locale.negation', () => {
  it.each([
    ['\uc815\ubd80\ub294 \uc138\uc728\uc744 \uc548 \uc62c\ub838\ub2e4.', ['\uc548']], // before the verb
    ['\uc815\ubd80\ub294 \uc138\uc728\uc744 \uc62c\ub9ac\uc9c0 \uc54a\uc558\ub2e4.', ['\uc54a\uc558\ub2e4']], // after it
  ])('Korean negation %j', (text, found) => {
    expect(findNegations(text, ko).map((n) => n.text)).toEqual(found);
    expect(writingOf(ko).negationBefore && writingOf(ko).negationAfter).toBe(true);
  });

  it('Japanese negates after the verb only; English before only', () => {
    expect([writingOf(ja).negationBefore, writingOf(ja).negationAfter]).toEqual([false, true]);
    expect([writingOf(en).negationBefore, writingOf(en).negationAfter]).toEqual([true, false]);
  });

  it('limitation: Hanja in a Korean text are not listed in locale-ko, so they read as letters of a spaced script', () => {
    expect(writingOf(ko).unspacedLetter.test('\u97d3')).toBe(false);
  });
});
