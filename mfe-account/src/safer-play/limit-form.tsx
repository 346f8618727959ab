import { PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS, type PlayLimitKind, type PlayLimitPeriod } from '@sportsbook/contracts';
import { parseStake } from '@sportsbook/stakes';
import { Button, fieldStyle } from '@sportsbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { errorText, form } from '../shared-ui/styles';

export interface LimitChoice {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  amount: number;
}

/** Sets one limit: which, over what period, and how much (a lower one applies at once, a higher one after 24 hours). */
export function LimitForm({ currency, onSet }: { currency: string; onSet: (choice: LimitChoice) => Promise<void> }) {
  const { t } = useTranslation('cashier');
  const [kind, setKind] = useState<PlayLimitKind>('DEPOSIT');
  const [period, setPeriod] = useState<PlayLimitPeriod>('DAY');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseStake(text);
    setInvalid(amount <= 0);
    if (amount <= 0 || busy) return;
    setBusy(true);
    await onSet({ kind, period, amount }).finally(() => setBusy(false));
  };

  return (
    <form onSubmit={submit} noValidate css={[form, { maxWidth: 420 }]} aria-label={t('limit-set-heading')}>
      <label css={fieldStyle}>
        {t('limit-kind')}
        <select value={kind} onChange={(e) => setKind(e.target.value as PlayLimitKind)}>
          {PLAY_LIMIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`limit-kind-${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label css={fieldStyle}>
        {t('limit-period')}
        <select value={period} onChange={(e) => setPeriod(e.target.value as PlayLimitPeriod)}>
          {PLAY_LIMIT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`limit-period-${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label css={fieldStyle}>
        {t('limit-amount-label', { currency })}
        <input type="text" inputMode="decimal" value={text} aria-invalid={invalid} onChange={(e) => setText(e.target.value)} />
      </label>
      {invalid && (
        <p role="alert" css={errorText}>
          {t('limit-amount-invalid')}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
        {t('limit-save')}
      </Button>
    </form>
  );
}
