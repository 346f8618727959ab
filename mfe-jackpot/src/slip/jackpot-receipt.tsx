import { Button, formatMoney, formatStartTime } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link } from '@sportsbook/routing';
import { card, primaryLink } from '../jackpots/styles';
import type { JackpotReceipt as Receipt } from './jackpot-receipt-model';
import { jackpotSlip } from './jackpot-slip-store';
import { summaryList } from './styles';

export function JackpotReceipt({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation('jackpot');
  return (
    <section css={card} role="status" aria-labelledby="jackpot-receipt-title" data-jackpot-receipt={receipt.reference}>
      <h2 id="jackpot-receipt-title" css={{ fontSize: 16, marginTop: 0 }}>
        {t('receipt.title')}
      </h2>
      <p css={{ margin: '0 0 8px', fontWeight: 700 }}>{receipt.jackpotName}</p>
      <dl css={summaryList}>
        <dt>{t('receipt.reference')}</dt>
        <dd>{receipt.reference}</dd>
        <dt>{t('receipt.lines')}</dt>
        <dd>{receipt.noOfBets}</dd>
        <dt>{t('receipt.total')}</dt>
        <dd>{formatMoney(receipt.totalCost, receipt.currency, i18n.language)}</dd>
        <dt>{t('receipt.placed-at')}</dt>
        <dd>{formatStartTime(receipt.placedAt, i18n.language)}</dd>
      </dl>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>
        <Link css={primaryLink} to={`/${i18n.language}/open_bets`}>
          {t('receipt.my-bets')}
        </Link>
        <Button onClick={() => jackpotSlip().dismissReceipt()}>{t('receipt.close')}</Button>
      </div>
    </section>
  );
}
