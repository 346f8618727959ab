import type { PricedSingle, UserAcceptOdds } from '@sportsbook/contracts';
import type { SlipSelection } from '../betslip/slip-types';

/**
 * Merges a pricing answer into the slip: new prices (remembering the old one for the up/down mark),
 * outcome states, free-bet and each-way terms. Selections the answer does not mention are unchanged.
 */
export function applyPricing(selections: readonly SlipSelection[], priced: readonly PricedSingle[]): SlipSelection[] {
  const byId = new Map(priced.map((p) => [p.outcomeId, p]));
  return selections.map((selection) => {
    const update = byId.get(selection.outcomeId);
    if (!update) return selection;
    const decimal = Number.isFinite(update.decimal) && update.decimal >= 1 ? update.decimal : selection.decimal;
    const changed = decimal !== selection.decimal;
    return {
      ...selection,
      decimal,
      outcomeState: update.outcomeState,
      previousDecimal: changed ? (selection.previousDecimal ?? selection.decimal) : selection.previousDecimal,
      placeTerms: update.placeTerms ?? selection.placeTerms,
      maxFreeMoneyStake:
        typeof update.maxFreeMoneyStake === 'number' && update.maxFreeMoneyStake > 0 ? update.maxFreeMoneyStake : 0,
    };
  });
}

export type PriceMove = 'up' | 'down' | null;

export function priceMove(selection: SlipSelection): PriceMove {
  if (selection.previousDecimal === null || selection.previousDecimal === selection.decimal) return null;
  return selection.decimal > selection.previousDecimal ? 'up' : 'down';
}

/**
 * Spec §3 userAcceptOdds: with D every change must be accepted before placing, with H only a drop,
 * with A none.
 */
export function needsAcceptance(selection: SlipSelection, userAcceptOdds: UserAcceptOdds): boolean {
  const move = priceMove(selection);
  if (move === null || userAcceptOdds === 'A') return false;
  return userAcceptOdds === 'D' || move === 'down';
}
