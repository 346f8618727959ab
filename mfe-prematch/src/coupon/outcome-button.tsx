import type { Market, Outcome, SportEvent } from '@sportsbook/contracts';
import { OddsButton } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { useOddsConfig } from '../odds/odds-config-store';
import { toSelection } from '../odds/to-selection';
import { useNegativeOdds } from '../settings/prematch-settings-store';

/** An outcome's odds button at the offered price (margins, power odds, ladder); a suspended market's outcomes are locked. */
export function OutcomeButton({
  event,
  market,
  outcome,
  caption,
}: {
  event: SportEvent;
  market: Market;
  outcome: Outcome;
  caption?: string;
}) {
  const { t } = useTranslation('prematch');
  const config = useOddsConfig();
  const negativeOdds = useNegativeOdds();
  return (
    <OddsButton
      selection={toSelection(event, market, outcome, config)}
      caption={caption}
      locked={market.status === 'SUSPENDED'}
      lockedLabel={t('suspended')}
      negativeOdds={negativeOdds}
    />
  );
}
