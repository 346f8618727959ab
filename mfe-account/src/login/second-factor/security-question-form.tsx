import { Button, TextField } from '@sportsbook/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import type { LoginApi } from '../../api-calls/login';
import { useSecondFactorStep } from '../use-second-factor';
import { InputFeedback } from '../../shared-ui/status-message';
import { form, mutedText } from '../../shared-ui/styles';
import { canSubmitAnswer, validateAnswer } from './security-answer';

export interface SecurityQuestionFormProps {
  api: Pick<LoginApi, 'getQuestion' | 'checkAnswer'>;
  onVerified: () => Promise<void>;
}

export function SecurityQuestionForm({ api, onVerified }: SecurityQuestionFormProps) {
  const { t } = useTranslation('account');
  const messageId = useId();
  const [question, setQuestion] = useState<string | null>(null);
  const [answerText, setAnswerText] = useState('');
  const [touched, setTouched] = useState(false);
  const { answer, setAnswer, failed, busy, send } = useSecondFactorStep(onVerified);

  useEffect(() => {
    let live = true;
    api.getQuestion().then(
      (response) => live && setQuestion(response.question),
      (error: unknown) => live && failed(error),
    );
    return () => {
      live = false;
    };
  }, [api, failed]);

  const problem = validateAnswer(answerText, touched);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmitAnswer(answerText) || busy) return;
    await send(() => api.checkAnswer(answerText.trim()));
  };

  return (
    <form onSubmit={submit} noValidate css={form}>
      <p css={mutedText}>{t('question-intro')}</p>
      <TextField
        label={question ?? t('question-loading')}
        name="security-answer"
        autoComplete="off"
        autoFocus
        value={answerText}
        aria-invalid={problem !== null || answer?.ok === false}
        aria-describedby={messageId}
        onChange={(e) => {
          setAnswerText(e.target.value);
          setTouched(true);
          setAnswer(null);
        }}
        onBlur={() => setTouched(true)}
      />
      <InputFeedback id={messageId} problem={problem} answer={answer} />
      <Button type="submit" variant="primary" disabled={!canSubmitAnswer(answerText) || busy} aria-busy={busy}>
        {t('question-submit')}
      </Button>
    </form>
  );
}
