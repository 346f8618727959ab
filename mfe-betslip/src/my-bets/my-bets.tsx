import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { Button, EmptyState, ErrorState, LoadingState, color, useServerData } from '@sportsbook/ui';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useBetslipSettings, useSession, useSlip } from '../betslip/use-slip';
import { BetCard } from './bet-card';
import { autoCashoutMessage, requestAutoCashout, requestCashout, type CashoutOutcome } from './cashout-flow';
import { myBetsActions, myBetsStore } from './my-bets-modal';
import type { ListedBet } from './jackpot-bet';
import { getOpenBets } from '../api-calls/open-bets';
import { getSettledBets } from '../api-calls/settled-bets';
import { MY_BETS_KEY, useBetCount } from './use-bet-count';
import { useMyBetsTranslation } from './use-my-bets-translation';

const box = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 12px;
  margin-bottom: 12px;
`;
const tab = css`
  flex: 1;
  &[aria-selected='true'] {
    background: ${color('accent')};
    color: ${color('accentText')};
  }
`;
const badge = css`
  display: inline-block;
  min-width: 20px;
  padding: 0 6px;
  margin-left: 6px;
  border-radius: 10px;
  background: ${color('accent')};
  color: ${color('accentText')};
  font-size: 12px;
  text-align: center;
`;

type Tab = 'open' | 'settled';

/** Cashes a bet out (all of the offer shown, or a part) or sets its auto cash out, says how it went, and reloads the list. */
function useCashout(accountId: string, onReload: () => void) {
  const { t } = useMyBetsTranslation();
  const { cashoutTimeoutMs } = useBetslipSettings();
  const [cashingOut, setCashingOut] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<CashoutOutcome | null>(null);
  const finish = (result: CashoutOutcome, message: string) => {
    setCashingOut(null);
    setOutcome(result);
    getBus().publish('toast/show', { kind: result === 'success' ? 'success' : 'error', message, autoCloseMs: 5000 });
    onReload();
  };
  const cashout = (bet: ListedBet, part?: number) => {
    setCashingOut(bet.betId);
    setOutcome(null);
    const request = { amount: bet.cashoutAmount ?? 0, ...(part === undefined ? {} : { part }) };
    void requestCashout(accountId, bet.betId, request, cashoutTimeoutMs).then((result) => finish(result, t(`cashout.${result}`)));
  };
  const autoCashout = (bet: ListedBet, target: number | null) => {
    setCashingOut(bet.betId);
    setOutcome(null);
    void requestAutoCashout(accountId, bet.betId, target).then((result) => finish(result, t(autoCashoutMessage(result, target))));
  };
  return { cashout, autoCashout, cashingOut, outcome };
}

interface BetListProps {
  tab: Tab;
  accountId: string;
  reload: number;
  onReload: () => void;
}

function BetList({ tab: which, accountId, reload, onReload }: BetListProps) {
  const { t } = useMyBetsTranslation();
  const { cashout, autoCashout, cashingOut, outcome } = useCashout(accountId, onReload);
  const data = useServerData<ListedBet[]>([MY_BETS_KEY, which, accountId, reload], (signal) =>
    (which === 'open' ? getOpenBets(accountId, signal) : getSettledBets(signal)).then((r) =>
      Array.isArray(r.bets) ? r.bets : [],
    ),
  );
  if (data.status === 'loading') return <LoadingState label={t('my-bets.loading')} />;
  if (data.status === 'error') {
    return (
      <ErrorState onRetry={onReload} retryLabel={t('retry')}>
        {t('my-bets.error')}
      </ErrorState>
    );
  }
  return (
    <>
      {outcome && (
        <p role="status" css={{ margin: '8px 0', color: outcome === 'success' ? color('success') : color('danger') }}>
          {t(`cashout.${outcome}`)}
        </p>
      )}
      {data.data.length === 0 ? (
        <EmptyState>{which === 'open' ? t('my-bets.no-open') : t('my-bets.no-settled')}</EmptyState>
      ) : (
        data.data.map((bet) => (
          <BetCard
            key={bet.betId}
            bet={bet}
            onCashout={which === 'open' ? cashout : undefined}
            onAutoCashout={which === 'open' ? autoCashout : undefined}
            cashingOut={cashingOut === bet.betId}
          />
        ))
      )}
    </>
  );
}

/** Open and settled bets with cashout: the desktop right-column panel, /open_bets and the account area. */
export function MyBets({ variant }: { variant: 'panel' | 'page' }) {
  const { t } = useMyBetsTranslation();
  const session = useSession();
  const { betCountPollMs } = useBetslipSettings();
  const placed = useSlip((s) => s.placementReference);
  const [which, setWhich] = useState<Tab>('open');
  const [reload, setReload] = useState(0);
  const { modal, betsInCountdown } = useStore(myBetsStore);
  const expanded = variant === 'page' || modal === 'visible';
  const count = useBetCount(session.loggedIn ? session.accountId : null, betCountPollMs, placed);

  if (!session.loggedIn || !session.accountId) {
    return variant === 'panel' ? null : <LoggedOutMyBets />;
  }
  return (
    <section css={box} aria-labelledby="my-bets-title">
      <MyBetsHeading variant={variant} expanded={expanded} count={count} />
      {modal === 'hidden' && variant === 'panel' && (
        <p role="status" css={{ margin: '4px 0', fontSize: 13 }}>
          {t('my-bets.in-countdown', { count: betsInCountdown.length })}
        </p>
      )}
      {expanded && (
        <>
          <div role="tablist" aria-label={t('my-bets.title')} css={{ display: 'flex', gap: 6, marginBottom: 8 }}>
            {(['open', 'settled'] as const).map((name) => (
              <Button key={name} role="tab" aria-selected={which === name} css={[tab]} onClick={() => setWhich(name)}>
                {t(`my-bets.tab-${name}`)}
              </Button>
            ))}
          </div>
          <div role="tabpanel" aria-label={t(`my-bets.tab-${which}`)}>
            <BetList tab={which} accountId={session.accountId} reload={reload} onReload={() => setReload((n) => n + 1)} />
          </div>
        </>
      )}
    </section>
  );
}

function LoggedOutMyBets() {
  const { t } = useMyBetsTranslation();
  return (
    <section css={box} aria-labelledby="my-bets-title">
      <h2 id="my-bets-title" css={{ fontSize: 16, margin: '0 0 8px' }}>
        {t('my-bets.title')}
      </h2>
      <p>{t('my-bets.login')}</p>
      <Button onClick={() => getBus().publish('login/requested', {})}>{t('my-bets.login-button')}</Button>
    </section>
  );
}

/** The page's title, or in the right column a button that opens the list and counts the open bets. */
function MyBetsHeading({ variant, expanded, count }: { variant: 'panel' | 'page'; expanded: boolean; count: number | null }) {
  const { t } = useMyBetsTranslation();
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <Heading id="my-bets-title" css={{ fontSize: variant === 'page' ? 20 : 16, margin: '0 0 8px' }}>
      {variant === 'panel' ? (
        <Button
          css={[{ width: '100%', display: 'flex', justifyContent: 'space-between' }]}
          aria-expanded={expanded}
          onClick={() => myBetsActions.toggle(!expanded)}
        >
          <span>{t('my-bets.title')}</span>
          {count !== null && count > 0 && (
            <span css={badge} data-testid="bet-count">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Button>
      ) : (
        t('my-bets.title')
      )}
    </Heading>
  );
}
