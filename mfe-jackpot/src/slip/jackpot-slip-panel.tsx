import type { Jackpot } from '@sportsbook/contracts';
import { Button, useBusState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useLocation } from '@sportsbook/routing';
import { card, muted } from '../jackpots/styles';
import { JackpotReceipt } from './jackpot-receipt';
import { JackpotRetailCode } from './jackpot-retail-code';
import { JackpotSlipSummary } from './jackpot-slip-summary';
import { jackpotSlip } from './jackpot-slip-store';
import { slipViewModel } from './slip-view-model';
import { alertText } from './styles';
import { selectPicks, selectPlacement, selectPricing, selectRetailCode, useJackpotSlip } from './use-jackpot-slip';
import { useJackpotPricing } from './use-jackpot-pricing';

/** The jackpot's own slip: progress, lines and cost as the API priced them, placement or login, retail code. */
export function JackpotSlipPanel({ jackpot }: { jackpot: Jackpot }) {
  const { t } = useTranslation('jackpot');
  useJackpotPricing(jackpot);
  const picks = useJackpotSlip(selectPicks(jackpot.id));
  const pricing = useJackpotSlip(selectPricing);
  const placement = useJackpotSlip(selectPlacement);
  const retailCode = useJackpotSlip(selectRetailCode);
  const session = useBusState('session');
  const wallet = useBusState('wallet/balance');
  const { pathname } = useLocation();
  const slip = jackpotSlip();
  const view = slipViewModel({ jackpot, picks, state: { pricing, placement, retailCode }, session, wallet });

  if (view.receipt) return <JackpotReceipt receipt={view.receipt} />;
  return (
    <aside css={card} aria-labelledby="jackpot-slip-title">
      <h2 id="jackpot-slip-title" css={{ fontSize: 16, marginTop: 0 }}>
        {t('slip.title')}
      </h2>
      <p role="status" css={{ margin: '0 0 8px' }}>
        {t('slip.progress', { picked: view.picked, total: view.total })}
      </p>
      {!view.complete && <p css={muted}>{t('slip.incomplete')}</p>}
      <JackpotSlipSummary
        view={view}
        lineStake={jackpot.lineStake}
        lineCap={jackpot.pool.lineCap}
        currency={jackpot.currency}
        balance={view.loggedIn && wallet ? { amount: wallet.balance, currency: wallet.currency } : null}
      />
      <SlipAlerts view={view} lineCap={jackpot.pool.lineCap} />
      <div css={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 12 }}>
        {view.loggedIn ? (
          <Button variant="primary" disabled={!view.canPlace} onClick={() => void slip.place(jackpot, pathname)}>
            {view.placing ? t('slip.placing') : t('slip.place')}
          </Button>
        ) : (
          <>
            <Button variant="primary" onClick={() => void slip.place(jackpot, pathname)}>
              {t('slip.login')}
            </Button>
            <small css={muted}>{t('slip.login-hint')}</small>
          </>
        )}
        <JackpotRetailCode jackpot={jackpot} priced={view.totalCost !== null} code={view.retailCode} />
        <Button disabled={picks.length === 0} onClick={() => slip.clear(jackpot.id)}>
          {t('slip.clear')}
        </Button>
      </div>
    </aside>
  );
}

/**
 * Why the slip cannot be placed as it is: the pricing's refusal, the balance, the placement's refusal.
 * The refusal of lines past the cap (RES-00233) names the cap.
 */
function SlipAlerts({ view, lineCap }: { view: ReturnType<typeof slipViewModel>; lineCap: number }) {
  const { t } = useTranslation('jackpot');
  return (
    <>
      {view.pricingError && (
        <p role="alert" css={alertText}>
          {t(`errors.${view.pricingError}`, { cap: lineCap })}
        </p>
      )}
      {view.insufficient && (
        <p role="alert" css={alertText}>
          {t('slip.insufficient')}
        </p>
      )}
      {view.placementError && (
        <p role="alert" css={alertText}>
          {t(`errors.${view.placementError}`, { cap: lineCap })}
        </p>
      )}
    </>
  );
}
