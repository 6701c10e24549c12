import { describe, expect, it } from 'vitest';
import { claimAt, FIRST_PARTY_CLAIM_TYPES, judge } from '../../../test/grounding-harness.js';

/*
 * ENTITY recall without false accusations: organisation head nouns (`Systems`, `Engineering`,
 * `Rådgivning`) and person cues (`finance director`, `daglig leder`, `氏`) mark a name, so a fabricated
 * one is unsupported; a capitalised concept ("Machine Learning") or a transliteration of a katakana
 * name stays no claim at all.
 */

const ALL = Object.values(FIRST_PARTY_CLAIM_TYPES);

function entity(lang: 'en' | 'nb' | 'ja', context: string, answer: string, focus: string) {
  const { claims, summary } = judge(lang, context, answer, { claimTypes: ALL });
  return { claim: claimAt(claims, answer, focus, 'ENTITY'), verdict: summary.verdict };
}

describe('ENTITY: marked names', () => {
  it.each([
    [
      'en',
      'The migration to the new billing platform was completed by the internal IT team in four weeks.',
      'The billing migration was carried out by Corveth Systems in four weeks.',
      'Corveth Systems',
    ],
    [
      'en',
      'The bridge inspection was carried out by an independent engineering firm in April.',
      'Fenwick & Dale Engineering carried out the bridge inspection in April.',
      'Fenwick & Dale Engineering',
    ],
    [
      'en',
      'The sustainability report was prepared by the finance department and reviewed by the board.',
      'The sustainability report was prepared by finance director Marcus Ellery and reviewed by the board.',
      'Marcus Ellery',
    ],
    ['en', 'The clinic was opened by the health board in May.', 'The clinic was opened by Dr. Hansen in May.', 'Hansen'],
    ['nb', 'Regnskapet ble ført av et eksternt byrå i 2025.', 'Regnskapet ble ført av Fjordlys Regnskap i 2025.', 'Fjordlys Regnskap'],
    ['nb', 'Tallene ble lagt fram av økonomiavdelingen.', 'Tallene ble lagt fram av daglig leder Kari Hansen.', 'Kari Hansen'],
    ['ja', '説明会では担当者が登壇した。', '説明会では佐藤花子氏が登壇しました。', '佐藤花子'],
    // a capital inside a word marks a name (`\p{Ll}\p{Lu}`), in ASCII and beyond it
    ['en', 'The campaign was run by an outside agency.', 'The campaign was run by BrightPath Media.', 'BrightPath Media'],
    ['nb', 'Kampanjen ble laget av et eksternt byrå.', 'Kampanjen ble laget av BlåBygg Reklame.', 'BlåBygg Reklame'],
    ['nb', 'Kampanjen ble laget av et eksternt byrå.', 'Kampanjen ble laget av FjordØkonomi Rådgivning.', 'FjordØkonomi Rådgivning'],
  ])('%s: a name the context does not have is unsupported (%s)', (lang, context, answer, focus) => {
    const { claim, verdict } = entity(lang as 'en', context, answer, focus);
    expect(claim).toMatchObject({ status: 'unsupported', reason: 'entity.no-match', text: focus });
    expect(verdict).not.toBe('pass');
  });

  it.each([
    [
      'en',
      'Corveth Systems completed the billing migration in four weeks.',
      'The billing migration was carried out by Corveth Systems.',
      'Corveth Systems',
    ],
    [
      'en',
      'Finance director Marcus Ellery prepared the sustainability report.',
      'The report was prepared by finance director Marcus Ellery.',
      'Marcus Ellery',
    ],
    ['nb', 'Daglig leder Kari Hansen la fram tallene.', 'Tallene ble lagt fram av daglig leder Kari Hansen.', 'Kari Hansen'],
    ['ja', '説明会では山田太郎社長が登壇した。', '説明会では山田太郎氏が登壇しました。', '山田太郎'],
    // no word boundaries: the words before a name belong to the run, and its ending still finds support
    ['ja', '説明会では山田氏が登壇した。', '説明会では元社員の山田氏が登壇しました。', '山田'],
  ])('%s: the same name in the context is supported (%s)', (lang, context, answer, focus) => {
    expect(entity(lang as 'en', context, answer, focus).claim).toMatchObject({ status: 'supported', reason: 'entity.exact' });
  });

  it.each([
    [
      'en',
      'The forecasting team builds statistical models trained on ten years of claims data.',
      'The forecasting team uses Machine Learning models trained on ten years of claims data.',
      'Machine Learning',
    ],
    ['ja', '市の実証実験にはアクメ・ロジスティクス社が参加している。', '実証実験にはAcme Logistics社が参加しています。', 'Acme Logistics'],
    [
      'nb',
      'Tallene ble lagt fram av økonomiavdelingen.',
      'Tallene ble lagt fram av Økonomiavdelingen Sentralt.',
      'Økonomiavdelingen Sentralt',
    ],
  ])('%s: an unmarked capitalised phrase is no claim and does not fail the answer (%s)', (lang, context, answer, focus) => {
    const { claim, verdict } = entity(lang as 'en', context, answer, focus);
    expect(claim).toBeUndefined();
    expect(verdict).toBe('pass');
  });

  it('limitation: a transliteration is not matched, so a marked Latin name against its katakana form is unsupported', () => {
    // `Labs` marks the name in English text; the ja locale lists no Latin head nouns, so this only
    // happens in an English answer over a Japanese context.
    const { claim } = entity('en', 'The trial included アクメ・ラボ.', 'The trial included Acme Labs.', 'Acme Labs');
    expect(claim).toMatchObject({ status: 'unsupported' });
  });

  it('limitation: a person cue not in the list (`chief executive`) leaves the name unmarked', () => {
    const { claim } = entity(
      'en',
      'The report was prepared by the finance department.',
      'The report was prepared by chief executive Marcus Ellery.',
      'Marcus Ellery',
    );
    expect(claim).toBeUndefined();
  });
});

// In an unspaced script a name may follow an identifier with no space between them. The company
// name is read back from its suffix over the letters before it, and stops at the identifier's last
// character, not one character later: an entity that ends where the next begins does not overlap it.
describe('ENTITY: a company written right after an identifier (unspaced scripts)', () => {
  it.each([
    ['規約第12条の定めにより、アクメ株式会社が責任を負う。', '規約第12条アクメ株式会社の責任を定める。', 'アクメ株式会社', 'supported'],
    ['申請はトヨタ株式会社が行った。', '第3条トヨタ株式会社が申請した。', 'トヨタ株式会社', 'supported'],
    ['申請はトヨタ株式会社が行った。', '第3条ホンダ株式会社が申請した。', 'ホンダ株式会社', 'unsupported'],
  ])('ja: %s / %s → %s is read whole', (context, answer, focus, status) => {
    const { claim } = entity('ja', context, answer, focus);
    expect(claim).toMatchObject({ text: focus, status });
  });
});
