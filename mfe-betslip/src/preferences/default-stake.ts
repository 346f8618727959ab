import type { Bus } from '@sportsbook/bus';
import { isAbortError } from '@sportsbook/http';
import type { BetslipStore } from '../betslip/betslip-store';
import { getAccountPrefs } from '../api-calls/account-prefs';

/**
 * The player's default stake (spec §3 Account preferences default_stake) for new selections, read
 * on login and forgotten on logout. A stake the player chose to remember on the slip comes first.
 */
export function followDefaultStake(bus: Bus, slip: BetslipStore, load = getAccountPrefs): () => void {
  let controller: AbortController | undefined;
  let accountId: string | null = null;
  return bus.subscribe('session', (session) => {
    const next = session.loggedIn ? session.accountId : null;
    if (next === accountId) return;
    accountId = next;
    controller?.abort();
    slip.setDefaultStake(0);
    if (!next) return;
    const current = (controller = new AbortController());
    load(next, current.signal).then(
      (prefs) => {
        if (!current.signal.aborted) slip.setDefaultStake(prefs.default_stake);
      },
      (error: unknown) => {
        if (!isAbortError(error)) console.warn('[betslip] account preferences unavailable', error);
      },
    );
  });
}
