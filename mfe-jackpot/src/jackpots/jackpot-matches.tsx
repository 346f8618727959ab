import { css } from '@emotion/react';
import type { Jackpot } from '@sportsbook/contracts';
import { ErrorState, LoadingState } from '@sportsbook/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { selectPicks, useJackpotSlip } from '../slip/use-jackpot-slip';
import { useJackpotEvents } from '../api-calls/jackpot-events';
import { JackpotMatchRow } from './jackpot-match-row';
import { jackpotMatches } from './jackpot-matches-model';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The jackpot's matches in order, each with its 1 X 2 picks. */
export function JackpotMatches({ jackpot }: { jackpot: Jackpot }) {
  const { t } = useTranslation('jackpot');
  const [reload, setReload] = useState(0);
  const state = useJackpotEvents(jackpot.id, jackpot.eventIds, reload);
  const picks = useJackpotSlip(selectPicks(jackpot.id));
  const picked = useMemo(() => new Set(picks.map((p) => p.outcomeId)), [picks]);
  if (state.status === 'loading') return <LoadingState label={t('events-loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState onRetry={() => setReload((n) => n + 1)} retryLabel={t('retry')}>
        {t('events-error')}
      </ErrorState>
    );
  }
  return (
    <ol css={list} aria-label={t('events-label', { name: jackpot.name })}>
      {jackpotMatches(jackpot, state.data.events).map((match) => (
        <JackpotMatchRow key={match.eventId} jackpotId={jackpot.id} match={match} pickedOutcomeIds={picked} />
      ))}
    </ol>
  );
}
