import { css } from '@emotion/react';
import { EmptyState, ErrorState, LoadingState, color, formatMoney, formatStartTime, useApiData } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getActiveJackpots } from './get-active-jackpots';

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const card = css`
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: 10px;
  padding: 14px;
`;

const prize = css`
  font-size: 24px;
  font-weight: 800;
  color: ${color('accent')};
`;

export function ActiveJackpots() {
  const { t, i18n } = useTranslation('jackpot');
  const [reload, setReload] = useState(0);
  const state = useApiData(getActiveJackpots, [reload]);
  if (state.status === 'loading') return <LoadingState label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState onRetry={() => setReload((n) => n + 1)} retryLabel={t('retry')}>
        {t('error')}
      </ErrorState>
    );
  }
  if (state.data.jackpots.length === 0) return <EmptyState>{t('none')}</EmptyState>;
  return (
    <section aria-labelledby="jackpots-title">
      <h2 id="jackpots-title" css={{ fontSize: 18 }}>
        {t('title')}
      </h2>
      <ul css={grid}>
        {state.data.jackpots.map((jackpot) => (
          <li key={jackpot.id} css={card} data-jackpot-id={jackpot.id}>
            <h3 css={{ margin: '0 0 6px', fontSize: 16 }}>{jackpot.name}</h3>
            <div css={prize}>{formatMoney(jackpot.jackpotPrize, jackpot.currency, i18n.language)}</div>
            <p css={{ margin: '6px 0 0', color: 'var(--sb-textMuted)' }}>
              {t('summary', {
                count: jackpot.eventIds.length,
                stake: formatMoney(jackpot.lineStake, jackpot.currency, i18n.language),
                closes: formatStartTime(jackpot.closesAt, i18n.language),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
