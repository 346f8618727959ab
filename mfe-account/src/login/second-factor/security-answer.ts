/** Spec §5: the security answer must not be empty; submit stays disabled while it is. */
export function validateAnswer(answer: string, touched: boolean): 'answer-error-empty' | null {
  return touched && answer.trim() === '' ? 'answer-error-empty' : null;
}

export const canSubmitAnswer = (answer: string): boolean => answer.trim() !== '';
