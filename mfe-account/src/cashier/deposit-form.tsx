import type { CashierOptions, PaymentMethod } from '@sportsbook/contracts';
import { formatDecimalOdds } from '@sportsbook/odds';
import { parseStake } from '@sportsbook/stakes';
import { Button, fieldStyle, formatMoney } from '@sportsbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { errorText, form, mutedText } from '../shared-ui/styles';

export interface DepositChoice {
  amount: number;
  method: PaymentMethod;
}

/** A deposit: how to pay, quick amounts in the currency's own round figures, or any amount up to the most. */
export function DepositForm({
  options,
  onDeposit,
}: {
  options: CashierOptions;
  onDeposit: (choice: DepositChoice) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('cashier');
  const [method, setMethod] = useState<PaymentMethod>(options.methods[0] ?? 'CARD');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (amount: number) => formatMoney(amount, options.currency, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseStake(text);
    const bad = amount <= 0 || amount > options.maxDeposit;
    setInvalid(bad);
    if (bad || busy) return;
    setBusy(true);
    await onDeposit({ amount, method }).finally(() => setBusy(false));
  };

  return (
    <form onSubmit={submit} noValidate css={[form, { maxWidth: 420 }]} aria-label={t('cashier-deposit')}>
      {options.firstDepositBonus && <BonusOffer bonus={options.firstDepositBonus} money={money} />}
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <legend css={{ padding: 0, marginBottom: 8 }}>{t('cashier-method')}</legend>
        {options.methods.map((m) => (
          <label key={m} css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <input type="radio" name="deposit-method" checked={method === m} onChange={() => setMethod(m)} />
            {t(`cashier-method-${m}`)}
          </label>
        ))}
      </fieldset>
      <div role="group" aria-label={t('cashier-quick-amounts')} css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {options.depositAmounts.map((amount) => (
          <Button key={amount} onClick={() => setText(String(amount))}>
            {money(amount)}
          </Button>
        ))}
      </div>
      <label css={fieldStyle}>
        {t('cashier-amount', { currency: options.currency })}
        <input type="text" inputMode="decimal" value={text} aria-invalid={invalid} onChange={(e) => setText(e.target.value)} />
      </label>
      {invalid && (
        <p role="alert" css={errorText}>
          {t('cashier-amount-invalid', { max: money(options.maxDeposit) })}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
        {t('cashier-deposit-submit')}
      </Button>
    </form>
  );
}

/** The first-deposit offer with its terms, where the player decides to take it. */
function BonusOffer({
  bonus,
  money,
}: {
  bonus: NonNullable<CashierOptions['firstDepositBonus']>;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('cashier');
  return (
    <div css={mutedText}>
      <p css={{ margin: 0 }}>{t('cashier-bonus-offer', { percent: bonus.percent, max: money(bonus.max) })}</p>
      <p css={{ margin: '4px 0 0' }}>
        {t('cashier-bonus-terms', { multiple: bonus.wageringMultiple, minOdds: formatDecimalOdds(bonus.minOdds) })}
      </p>
    </div>
  );
}
