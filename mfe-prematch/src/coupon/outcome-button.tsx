import type { Market, Outcome, SportEvent } from '@sportsbook/contracts';
import { OddsButton } from '@sportsbook/ui';
import { useOddsConfig } from '../odds/odds-config-store';
import { toSelection } from '../odds/to-selection';
import { useNegativeOdds } from '../settings/prematch-settings-store';

/**
 * An outcome's odds button at the offered price (margins, power odds, ladder); a suspended market's
 * outcomes are locked. The caller translates the lock's name: a coupon has hundreds of these buttons,
 * and a translation hook in each was a measurable part of rendering one on a phone.
 */
export function OutcomeButton({
  event,
  market,
  outcome,
  caption,
  lockedLabel,
}: {
  event: SportEvent;
  market: Market;
  outcome: Outcome;
  caption?: string;
  lockedLabel: string;
}) {
  const config = useOddsConfig();
  const negativeOdds = useNegativeOdds();
  return (
    <OddsButton
      selection={toSelection(event, market, outcome, config)}
      caption={caption}
      locked={market.status === 'SUSPENDED'}
      lockedLabel={lockedLabel}
      negativeOdds={negativeOdds}
    />
  );
}
