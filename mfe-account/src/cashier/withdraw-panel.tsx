import type { ActiveBonus, Withdrawal, WithdrawalsResponse } from '@sportsbook/contracts';
import { parseStake } from '@sportsbook/stakes';
import { Button, fieldStyle, formatMoney } from '@sportsbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { formatDateTime } from '../shared-ui/format';
import { errorText, form, mutedText } from '../shared-ui/styles';

interface WithdrawPanelProps {
  state: WithdrawalsResponse;
  /** `forfeitBonus`: the player has agreed to give up the bonus being wagered. */
  onWithdraw: (amount: number, forfeitBonus: boolean) => Promise<void>;
  onCancel: (withdrawal: Withdrawal) => Promise<void>;
}

/**
 * Cash out up to what is withdrawable (bonus money never is), and the recent withdrawals, a pending one
 * cancellable. While a bonus is being wagered, the player is told what a withdrawal gives up and must
 * agree to it before the form sends anything.
 */
export function WithdrawPanel({ state, onWithdraw, onCancel }: WithdrawPanelProps) {
  const { t, i18n } = useTranslation('cashier');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [forfeit, setForfeit] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (amount: number) => formatMoney(amount, state.currency, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseStake(text);
    const bad = amount <= 0 || amount > state.withdrawable;
    setInvalid(bad);
    setUnconfirmed(state.bonus !== null && !forfeit);
    if (bad || busy || (state.bonus !== null && !forfeit)) return;
    setBusy(true);
    await onWithdraw(amount, state.bonus !== null).finally(() => setBusy(false));
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
          {state.bonus && (
            <BonusForfeit bonus={state.bonus} money={money} agreed={forfeit} unconfirmed={unconfirmed} onAgree={setForfeit} />
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

interface BonusForfeitProps {
  bonus: ActiveBonus;
  money: (amount: number) => string;
  agreed: boolean;
  unconfirmed: boolean;
  onAgree: (agreed: boolean) => void;
}

/** What a withdrawal now gives up (the bonus pocket), how far the wagering has come, and the player's word. */
function BonusForfeit({ bonus, money, agreed, unconfirmed, onAgree }: BonusForfeitProps) {
  const { t } = useTranslation('cashier');
  const amount = money(bonus.forfeitable);
  return (
    <>
      <p css={mutedText}>{t('cashier-bonus-progress', { wagered: money(bonus.wagered), required: money(bonus.required) })}</p>
      <p css={{ margin: 0 }}>{t('cashier-bonus-forfeit', { amount })}</p>
      <label css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <input
          type="checkbox"
          checked={agreed}
          aria-invalid={unconfirmed && !agreed}
          onChange={(e) => onAgree(e.target.checked)}
        />
        {t('cashier-bonus-forfeit-confirm', { amount })}
      </label>
      {unconfirmed && !agreed && (
        <p role="alert" css={errorText}>
          {t('cashier-bonus-forfeit-needed')}
        </p>
      )}
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
