import { getBus } from '@sportsbook/bus';
import i18next from 'i18next';
import { createPlacement, type Placement } from '../placement/placement';
import { startRepricer } from '../pricing/repricer';
import { followSettings, settingsStore } from '../settings/settings-store';
import { betslipStore, type BetslipStore } from './betslip-store';
import { followDefaultStake } from '../preferences/default-stake';
import { publishSummary } from './slip-summary';
import type { BetslipKey } from '../i18n/betslip-key';

export interface BetslipRuntime {
  slip: BetslipStore;
  placement: Placement;
  refresh: () => void;
}

let runtime: BetslipRuntime | undefined;

/**
 * Starts the page's one slip with its pricing and placement, at most once however many panels show
 * it; called as the remote loads so no selection sent before a panel mounts is missed.
 */
export function betslipRuntime(): BetslipRuntime {
  if (runtime) return runtime;
  const bus = getBus();
  const slip = betslipStore();
  const settings = () => settingsStore.getState();
  followSettings(bus);
  followDefaultStake(bus, slip);
  const translate = (key: BetslipKey, values?: Record<string, unknown>) => i18next.t(key, { ns: 'betslip', ...values });
  const repricer = startRepricer({ slip, bus, settings, notAvailableMessage: () => translate('not-available') });
  const placement = createPlacement({ slip, bus, settings, translate });
  publishSummary(bus, slip, settings);
  runtime = { slip, placement, refresh: repricer.refresh };
  return runtime;
}
