import { LOGGED_OUT, type ExposedModuleProps } from '@sportsbook/contracts';
import { getBus } from '@sportsbook/bus';
import { lazy, Suspense, type ComponentType } from 'react';
import { useBusState } from '@sportsbook/ui';

// A visitor's right-column panel is empty, so My Bets' code (cards, cash out, strings) loads only for a player or the page.
const loadMyBets = () => import('../my-bets/my-bets-module');
const MyBetsView = lazy(() => loadMyBets().then((m) => ({ default: m.MyBets })));
// Fetched while the player logs in, so the panel arrives with the session instead of a download
// later, when it would push the slip down under a pointer already on it.
getBus().on('login/requested', () => void loadMyBets());

/** My Bets: nothing in a visitor's right column; the bets, or a visitor's log-in prompt, everywhere else. */
function MyBetsEntry({ variant }: ExposedModuleProps['mfe_betslip/MyBets']) {
  const session = useBusState('session') ?? LOGGED_OUT;
  if (variant === 'panel' && !session.loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <MyBetsView variant={variant} />
    </Suspense>
  );
}

export const version = __APP_VERSION__;
/** The contract this build speaks; the shell refuses another major (see CONTRACT_VERSION). */
export { CONTRACT_VERSION as contract } from '@sportsbook/contracts';
// Typed against the shell's contract: a change to these props fails this remote's own typecheck.
export default MyBetsEntry satisfies ComponentType<ExposedModuleProps['mfe_betslip/MyBets']>;
