import { describe, expect, it } from 'vitest';
import { codeUnitAnswers } from '../../src/grounding/code-unit-answers.js';

describe('CodeUnitAnswers: a one-character pattern answered per code unit, remembered', () => {
  it('answers as the pattern does for every code unit, the first time and again', () => {
    const pattern = /[\p{sc=Han}\p{sc=Katakana}\u30FC]/u;
    const answers = codeUnitAnswers(pattern);
    const wrong: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let code = 0; code < 0x10000; code++) {
        const ch = String.fromCharCode(code);
        if (answers.at(`a${ch}`, 1) !== pattern.test(ch)) wrong.push(code);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps one set of answers per pattern object', () => {
    const pattern = /[\p{L}\p{M}]/u;
    expect(codeUnitAnswers(pattern)).toBe(codeUnitAnswers(pattern));
    expect(codeUnitAnswers(/[\p{L}\p{M}]/u)).not.toBe(codeUnitAnswers(pattern));
  });
});
