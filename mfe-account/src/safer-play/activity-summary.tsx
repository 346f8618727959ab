import { css } from '@emotion/react';
import type { ActivitySummary } from '@sportsbook/contracts';
import { formatMoney } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import type { CashierKey } from '../i18n/account-key';

const figures = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
  dd {
    margin: 0;
    font-size: 18px;
    font-weight: 600;
  }
`;

const MONEY: ReadonlyArray<[CashierKey, keyof ActivitySummary]> = [
  ['activity-deposits', 'deposits'],
  ['activity-withdrawals', 'withdrawals'],
  ['activity-staked', 'staked'],
  ['activity-returned', 'returned'],
  ['activity-net', 'net'],
];

/** The player's last 30 days in figures: what came in and out, and what betting cost. */
export function ActivitySummaryFigures({ activity }: { activity: ActivitySummary }) {
  const { t, i18n } = useTranslation('cashier');
  return (
    <section aria-labelledby="activity-heading" css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <h2 id="activity-heading" css={{ margin: 0, fontSize: 18 }}>
        {t('activity-heading')}
      </h2>
      <dl css={figures}>
        <div>
          <dt>{t('activity-bets')}</dt>
          <dd>{new Intl.NumberFormat(i18n.language).format(activity.bets)}</dd>
        </div>
        {MONEY.map(([label, field]) => (
          <div key={field}>
            <dt>{t(label)}</dt>
            <dd data-testid={`activity-${field}`}>{formatMoney(activity[field] as number, activity.currency, i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
