import { describe, expect, it } from 'vitest';
import { combineSeverities, isIsoDate, oneStepBelow, type Severity } from '../src/index.js';

describe('isIsoDate', () => {
  it.each([
    ['2027-01-01', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2027-02-29', false],
    ['1900-02-29', false],
    ['2027-02-30', false],
    ['2027-04-31', false],
    ['01.05.2027', false],
    ['2027-5-1', false],
    ['2027-05-01T00:00:00Z', false],
    ['2027-13-01', false],
    ['2027-00-10', false],
    ['', false],
  ])('%s → %s', (text, ok) => expect(isIsoDate(text)).toBe(ok));
});

describe('combineSeverities (SPEC §6)', () => {
  it.each<[Severity[], Severity]>([
    [['pass', 'low'], 'low'],
    [['UNGRADED', 'medium'], 'medium'],
    [['UNGRADED', 'pass'], 'pass'],
    [['UNGRADED', 'UNGRADED'], 'UNGRADED'],
    [[], 'UNGRADED'],
    [['critical', 'pass', 'high'], 'critical'],
    [['pass', 'ERROR'], 'ERROR'],
    [['UNGRADED', 'ERROR'], 'ERROR'],
  ])('%j → %s', (parts, expected) => expect(combineSeverities(parts)).toBe(expected));

  it('one step below never goes under low', () => {
    expect(oneStepBelow('critical')).toBe('high');
    expect(oneStepBelow('high')).toBe('medium');
    expect(oneStepBelow('medium')).toBe('low');
    expect(oneStepBelow('low')).toBe('low');
  });
});
