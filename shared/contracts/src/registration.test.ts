import { ageOn, passwordProblems } from './registration';

describe('the password rules', () => {
  it('lists what a password still lacks, in order', () => {
    expect(passwordProblems('')).toEqual(['length', 'letter', 'digit']);
    expect(passwordProblems('abcdefgh')).toEqual(['digit']);
    expect(passwordProblems('12345678')).toEqual(['letter']);
    expect(passwordProblems('abc12')).toEqual(['length']);
    expect(passwordProblems('goal2026!')).toEqual([]);
  });
  it('counts letters and digits of every script', () => {
    expect(passwordProblems('mật khẩu ٣')).toEqual([]);
  });
});

describe('age', () => {
  const today = new Date(Date.UTC(2026, 10, 26));
  it('turns 18 on the 18th birthday, not a day before', () => {
    expect(ageOn('2008-11-26', today)).toBe(18);
    expect(ageOn('2008-11-27', today)).toBe(17);
    expect(ageOn('1990-01-01', today)).toBe(36);
  });
  it('is not a number for a date that does not exist', () => {
    expect(ageOn('2007-02-30', today)).toBeNaN();
    expect(ageOn('26/11/2008', today)).toBeNaN();
  });
});
