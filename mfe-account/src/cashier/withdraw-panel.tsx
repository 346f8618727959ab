import type { Withdrawal, WithdrawalsResponse } from '@sportsbook/contracts';
import { parseStake } from '@sportsbook/stakes';
import { Button, fieldStyle, formatMoney } from '@sportsbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { formatDateTime } from '../shared-ui/format';
import { errorText, form, mutedText } from '../shared-ui/styles';

interface WithdrawPanelProps {
  state: WithdrawalsResponse;
  onWithdraw: (amount: number) => Promise<void>;
  onCancel: (withdrawal: Withdrawal) => Promise<void>;
}

/** Cash out up to what is withdrawable (bonus money never is), and the recent withdrawals, a pending one cancellable. */
export function WithdrawPanel({ state, onWithdraw, onCancel }: WithdrawPanelProps) {
  const { t, i18n } = useTranslation('cashier');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (amount: number) => formatMoney(amount, state.currency, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseStake(text);
    const bad = amount <= 0 || amount > state.withdrawable;
    setInvalid(bad);
    if (bad || busy) return;
    setBusy(true);
    await onWithdraw(amount).finally(() => setBusy(false));
    setText('');
  };

  return (
    <>
      <p css={{ margin: 0 }}>{t('cashier-withdrawable', { amount: money(state.withdrawable) })}</p>
      <p css={mutedText}>{t(state.onHold ? 'cashier-on-hold' : 'cashier-withdraw-note')}</p>
      {!state.onHold && (
        <form onSubmit={submit} noValidate css={[form, { maxWidth: 420 }]} aria-label={t('cashier-withdraw')}>
          <label css={fieldStyle}>
            {t('cashier-amount', { currency: state.currency })}
            <input
              type="text"
              inputMode="decimal"
              value={text}
              aria-invalid={invalid}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          {invalid && (
            <p role="alert" css={errorText}>
              {t('cashier-amount-invalid', { max: money(state.withdrawable) })}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
            {t('cashier-withdraw-submit')}
          </Button>
        </form>
      )}
      <WithdrawalsList state={state} onCancel={onCancel} />
    </>
  );
}

function WithdrawalsList({ state, onCancel }: Omit<WithdrawPanelProps, 'onWithdraw'>) {
  const { t, i18n } = useTranslation('cashier');
  const money = (amount: number) => formatMoney(amount, state.currency, i18n.language);
  if (state.withdrawals.length === 0) return null;
  return (
    <ul aria-label={t('cashier-withdrawals')} css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {state.withdrawals.map((w) => (
        <li key={w.id} css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>
            {money(w.amount)} · {formatDateTime(w.requestedAt, i18n.language)} · {t(`cashier-withdrawal-${w.status}`)}
          </span>
          {w.status === 'PENDING' && (
            <Button onClick={() => void onCancel(w)} aria-label={`${t('cashier-cancel')}: ${money(w.amount)}`}>
              {t('cashier-cancel')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
