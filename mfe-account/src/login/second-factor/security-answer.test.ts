import { canSubmitAnswer, validateAnswer } from './security-answer';

it('an empty answer is an error once touched', () => {
  expect(validateAnswer('', false)).toBeNull();
  expect(validateAnswer('  ', true)).toBe('answer-error-empty');
  expect(validateAnswer('rex', true)).toBeNull();
});

it('submit needs a non-empty answer', () => {
  expect(canSubmitAnswer(' ')).toBe(false);
  expect(canSubmitAnswer('rex')).toBe(true);
});
