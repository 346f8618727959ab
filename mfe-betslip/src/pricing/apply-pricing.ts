import type { PricedBuilderUpdate, PricedSingle, UserAcceptOdds } from '@sportsbook/contracts';
import type { SlipBuilder, SlipSelection } from '../betslip/slip-types';

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

/** Merges a pricing answer's builders into the slip's, by match: the price now, or why the book refuses one. */
export function applyBuilderPricing(builders: readonly SlipBuilder[], priced: readonly PricedBuilderUpdate[]): SlipBuilder[] {
  const byEvent = new Map(priced.map((p) => [p.eventId, p]));
  return builders.map((builder) => {
    const update = byEvent.get(builder.eventId);
    if (!update) return builder;
    const decimal =
      update.decimal !== null && Number.isFinite(update.decimal) && update.decimal >= 1 ? update.decimal : builder.decimal;
    const changed = decimal !== builder.decimal;
    return {
      ...builder,
      decimal,
      previousDecimal: changed ? (builder.previousDecimal ?? builder.decimal) : builder.previousDecimal,
      message: update.message,
    };
  });
}

export type PriceMove = 'up' | 'down' | null;

export function priceMove(selection: Pick<SlipSelection, 'decimal' | 'previousDecimal'>): PriceMove {
  if (selection.previousDecimal === null || selection.previousDecimal === selection.decimal) return null;
  return selection.decimal > selection.previousDecimal ? 'up' : 'down';
}

/**
 * Spec §3 userAcceptOdds: with D every change must be accepted before placing, with H only a drop,
 * with A none.
 */
export function needsAcceptance(
  selection: Pick<SlipSelection, 'decimal' | 'previousDecimal'>,
  userAcceptOdds: UserAcceptOdds,
): boolean {
  const move = priceMove(selection);
  if (move === null || userAcceptOdds === 'A') return false;
  return userAcceptOdds === 'D' || move === 'down';
}
