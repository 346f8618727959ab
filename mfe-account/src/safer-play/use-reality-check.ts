import type { PlayTimeView } from '@sportsbook/contracts';
import { useBusState } from '@sportsbook/ui';
import { useCallback, useEffect, useState } from 'react';
import { nextRealityCheck } from './reality-check-timing';
import { fetchPlayTime } from '../api-calls/play-time';

/**
 * The reality check for a logged-in player who chose one: the session's figures when a
 * check is due (null until then), and `dismiss` to wait for the next mark. Figures are read afresh
 * when the check falls due, so they include the bets of the last minutes.
 */
export function useRealityCheck(): { due: PlayTimeView | null; dismiss: () => void } {
  const session = useBusState('session');
  const accountId = session?.loggedIn ? session.accountId : null;
  const [due, setDue] = useState<PlayTimeView | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    setDue(null);
    if (!accountId) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    void fetchPlayTime(controller.signal)
      .then((view) => {
        const at = nextRealityCheck(Date.parse(view.sessionStartedAt), view.realityCheckMinutes, Date.now());
        if (at === null) return;
        timer = setTimeout(() => {
          void fetchPlayTime(controller.signal).then(setDue, () => undefined);
        }, at - Date.now());
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [accountId, round]);

  const dismiss = useCallback(() => {
    setDue(null);
    setRound((n) => n + 1);
  }, []);
  return { due, dismiss };
}
