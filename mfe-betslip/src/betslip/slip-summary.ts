import type { Bus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { settingsStore } from '../settings/settings-store';
import type { BetslipSettings } from '../settings/betslip-settings';
import type { BetslipStore } from './betslip-store';
import { slipTotals } from './slip-totals';

/**
 * Keeps `betslip/summary` (count and total stake) in step with the slip, its settings and the
 * session's currency, so a frame can show the slip closed with the figures the slip itself shows.
 */
export function publishSummary(bus: Bus, slip: BetslipStore, settings: () => BetslipSettings): () => void {
  const publish = () => {
    const state = slip.store.getState();
    const currency = (bus.getState('session') ?? LOGGED_OUT).currency;
    const totals = slipTotals(state, settings(), currency, bus.getState('odds-format')?.format);
    const summary = { count: state.selections.length + state.builders.length, totalStake: totals.totalCost, currency };
    const last = bus.getState('betslip/summary');
    if (last?.count !== summary.count || last.totalStake !== summary.totalStake || last.currency !== summary.currency) {
      bus.setState('betslip/summary', summary);
    }
  };
  const stops = [slip.store.subscribe(publish), settingsStore.subscribe(publish), bus.subscribe('session', publish)];
  publish();
  return () => stops.forEach((stop) => stop());
}
