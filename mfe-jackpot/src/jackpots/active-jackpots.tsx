import { css } from '@emotion/react';
import { EmptyState, ErrorState, LoadingState, color, formatMoney, formatStartTime } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { Link } from '@sportsbook/routing';
import { useActiveJackpots } from '../api-calls/active-jackpots';
import { JackpotPoolTerms } from './jackpot-pool-terms';
import { card, muted, primaryLink } from './styles';

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const prize = css`
  font-size: 24px;
  font-weight: 800;
  color: ${color('accent')};
`;

/** The open jackpots with their prize, each linking to its page; also shown outside the jackpot pages. */
export function ActiveJackpots({ titleAs: Title = 'h2' }: { titleAs?: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation('jackpot');
  const [reload, setReload] = useState(0);
  const state = useActiveJackpots(reload);
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
      <Title id="jackpots-title" css={{ fontSize: 18 }}>
        {t('title')}
      </Title>
      <ul css={grid}>
        {state.data.jackpots.map((jackpot) => (
          <li key={jackpot.id} css={card} data-jackpot-id={jackpot.id}>
            <h3 css={{ margin: '0 0 6px', fontSize: 16 }}>{jackpot.name}</h3>
            <div css={prize}>{formatMoney(jackpot.jackpotPrize, jackpot.currency, i18n.language)}</div>
            <JackpotPoolTerms jackpot={jackpot} />
            <p css={[muted, { margin: '6px 0 12px' }]}>
              {t('summary', {
                count: jackpot.eventIds.length,
                stake: formatMoney(jackpot.lineStake, jackpot.currency, i18n.language),
                closes: formatStartTime(jackpot.closesAt, i18n.language),
              })}
            </p>
            <Link
              css={primaryLink}
              to={`/${i18n.language}/jackpot/sport/${jackpot.id}`}
              aria-label={t('play-label', { name: jackpot.name })}
            >
              {t('play')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
