import { formatMoney } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import type { SlipViewModel } from './slip-view-model';
import { summaryList } from './styles';

/** Stake per line, the player's line cap, lines, total cost and the player's balance. */
export function JackpotSlipSummary({
  view,
  lineStake,
  lineCap,
  currency,
  balance,
}: {
  view: SlipViewModel;
  lineStake: number;
  lineCap: number;
  currency: string;
  balance: { amount: number; currency: string } | null;
}) {
  const { t, i18n } = useTranslation('jackpot');
  const money = (amount: number, inCurrency = currency) => formatMoney(amount, inCurrency, i18n.language);
  return (
    <dl css={summaryList}>
      <dt>{t('slip.line-stake')}</dt>
      <dd>{money(lineStake)}</dd>
      <dt>{t('slip.line-cap')}</dt>
      <dd data-testid="jackpot-line-cap">{t('slip.lines', { count: lineCap })}</dd>
      {view.lines !== null && (
        <>
          <dt>{t('receipt.lines')}</dt>
          <dd data-testid="jackpot-lines">{t('slip.lines', { count: view.lines })}</dd>
          <dt>{t('slip.total')}</dt>
          <dd data-testid="jackpot-total">
            {view.totalCost !== null ? money(view.totalCost) : view.pricing === 'pending' ? t('slip.pricing') : '—'}
          </dd>
        </>
      )}
      {balance && (
        <>
          <dt>{t('slip.balance')}</dt>
          <dd>{money(balance.amount, balance.currency)}</dd>
        </>
      )}
    </dl>
  );
}
