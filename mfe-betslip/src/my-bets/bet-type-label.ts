import { BET_BUILDER_BET_TYPE_ID } from '@sportsbook/contracts';
import { betKind, legsOfMultipleBetType, multipleBetTypeId } from '@sportsbook/stakes';
import type { ListedBet } from './jackpot-bet';
import type { MyBetsKey } from './use-my-bets-translation';

/** A translation key and its values: My Bets reads the slip's own names of the bet types. */
export interface BetTypeLabel {
  key: MyBetsKey;
  values?: Record<string, number>;
}

/** A bet builder is booked as a single of its own bet type, its legs all of one match, at one price. */
export const isBetBuilder = (bet: { betTypeId?: number }): boolean => bet.betTypeId === BET_BUILDER_BET_TYPE_ID;

/**
 * What kind of bet a listed bet is, named as the slip names it (Single, Double, Treble, 4-Fold,
 * Trixie, Doubles …), from the bet-type contract the slip and the API share.
 */
export function betTypeLabel(bet: Pick<ListedBet, 'betType' | 'legs'> & { betTypeId?: number }): BetTypeLabel {
  if (isBetBuilder(bet)) return { key: 'bet-builder' };
  if (bet.betType === 'single') return { key: 'my-bets.type-single' };
  const legs = bet.betTypeId !== undefined ? (legsOfMultipleBetType(bet.betTypeId) ?? bet.legs.length) : bet.legs.length;
  const kind = betKind(bet.betType === 'multiple' && legs >= 2 ? multipleBetTypeId(Math.min(legs, 15)) : bet.betType);
  switch (kind?.kind) {
    case 'double':
    case 'treble':
      return { key: `multiple.${kind.kind}` };
    case 'fold':
      return { key: 'multiple.fold', values: { size: kind.legs } };
    case 'system':
      return { key: `system.${kind.system}` };
    case 'folds':
      return { key: 'system.fold', values: { k: kind.size } };
    default:
      return { key: 'my-bets.type-multi', values: { count: bet.legs.length } };
  }
}
