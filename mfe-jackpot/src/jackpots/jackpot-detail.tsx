import { css } from '@emotion/react';
import { ErrorState, LoadingState, color, formatMoney, formatStartTime } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { JackpotAdvert } from '../adverts/jackpot-advert';
import { jackpotSlip } from '../slip/jackpot-slip-store';
import { JackpotSlipPanel } from '../slip/jackpot-slip-panel';
import { useActiveJackpots } from '../api-calls/active-jackpots';
import { jackpotIdOf } from './jackpot-id';
import { JackpotPoolTerms } from './jackpot-pool-terms';
import { JackpotMatches } from './jackpot-matches';
import { muted } from './styles';

// The shell decides how wide the centre column is (side columns come and go), so the split follows
// the space the page actually gets rather than the viewport.
const page = css`
  container-type: inline-size;
`;

const layout = css`
  display: grid;
  gap: 16px;
  @container (min-width: 720px) {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
    aside {
      position: sticky;
      top: 72px;
    }
  }
`;

const prize = css`
  font-size: 22px;
  font-weight: 800;
  color: ${color('accent')};
  margin: 0;
`;

/** /jackpot/sport/{jackpotEvent}: one jackpot's matches and its slip. */
export function JackpotDetail() {
  const { t, i18n } = useTranslation('jackpot');
  const { jackpotEvent } = useParams();
  const [reload, setReload] = useState(0);
  const state = useActiveJackpots(reload);
  const open = state.status === 'ready' ? state.data.jackpots : null;
  useEffect(() => {
    if (open) jackpotSlip().retain(open.map((j) => j.id));
  }, [open]);

  const back = (
    <Link to={`/${i18n.language}/jackpot`} css={{ display: 'inline-block', margin: '8px 0', minHeight: 24 }}>
      {t('back')}
    </Link>
  );
  if (state.status === 'loading') return <LoadingState label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState onRetry={() => setReload((n) => n + 1)} retryLabel={t('retry')}>
        {t('error')}
      </ErrorState>
    );
  }
  const id = jackpotIdOf(jackpotEvent);
  const jackpot = state.data.jackpots.find((j) => j.id === id);
  if (!jackpot) {
    return (
      <>
        {back}
        <ErrorState>{t('not-found')}</ErrorState>
      </>
    );
  }
  return (
    <article css={page} aria-labelledby="jackpot-title" data-jackpot-id={jackpot.id}>
      {back}
      <h1 id="jackpot-title" css={{ fontSize: 20, margin: '4px 0' }}>
        {jackpot.name}
      </h1>
      <p css={prize}>{formatMoney(jackpot.jackpotPrize, jackpot.currency, i18n.language)}</p>
      <JackpotPoolTerms jackpot={jackpot} />
      <p css={[muted, { marginTop: 4 }]}>
        {t('summary', {
          count: jackpot.eventIds.length,
          stake: formatMoney(jackpot.lineStake, jackpot.currency, i18n.language),
          closes: formatStartTime(jackpot.closesAt, i18n.language),
        })}
      </p>
      <JackpotAdvert slot="jackpot_bets" />
      <div css={layout}>
        <JackpotMatches jackpot={jackpot} />
        <JackpotSlipPanel jackpot={jackpot} />
      </div>
    </article>
  );
}
