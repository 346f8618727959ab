import { ageOn, birthDateProblem, emailProblem, nameProblem, passwordProblems } from './registration';

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

describe('names', () => {
  it.each([
    ['Ana', undefined],
    ["Seán O'Brien-Núñez", undefined],
    ['Nguyễn Thị', undefined],
    ['สมชาย', undefined],
    ['  ', 'required'],
    ['\u200B', 'invisible'],
    ['Ana\u0000', 'invisible'],
    ['\u202EavliS', 'invisible'],
    ['An\u200Da', 'invisible'],
    ['\u3164', 'invisible'],
    ['<script>', 'markup'],
    ['Ana & Bob', 'markup'],
    ['1234', 'required'],
  ])('%p: %p', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });
});

describe('email addresses', () => {
  it('refuses an address that looks like another through an invisible character', () => {
    expect(emailProblem('demo@demo.sportsbook.test')).toBeUndefined();
    expect(emailProblem('demo@demo.sportsbook.test\u200B')).toBe('invisible');
    expect(emailProblem('de\u00ADmo@demo.sportsbook.test')).toBe('invisible');
    expect(emailProblem('not-an-address')).toBe('invalid');
  });
});

describe('date of birth', () => {
  const today = new Date(Date.UTC(2026, 10, 26));
  it.each([
    ['1990-05-17', undefined],
    ['1900-01-01', undefined],
    ['1899-12-31', 'implausible'],
    ['1000-01-01', 'implausible'],
    ['2026-11-27', 'implausible'],
    ['2999-01-01', 'implausible'],
    ['2008-11-27', 'age'],
    ['2007-02-30', 'date'],
  ])('%p: %p', (born, problem) => {
    expect(birthDateProblem(born, today)).toBe(problem);
  });
});
