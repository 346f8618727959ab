/**
 * What kind a bet is, from its type id or system code (spec §9), for naming it: My Bets translates
 * the kind, the API writes the trade's English name. Apart from bet-types.ts so the slip's first load
 * does not carry the names.
 */
import { legsOfMultipleBetType, SINGLE_BET_TYPE_ID } from './bet-types';
import { systemByCode, type SystemDefinition } from './systems';

/** What a bet is, for naming it in any language: the slip and My Bets translate the kind. */
export type BetTypeKind =
  | { kind: 'single' }
  | { kind: 'double' }
  | { kind: 'treble' }
  | { kind: 'fold'; legs: number }
  | { kind: 'system'; system: NonNullable<SystemDefinition['name']> }
  | { kind: 'folds'; size: number };

/** The kind of a bet from its type id (1, 2000NN) or system code, or undefined for an unknown one. */
export function betKind(betTypeIdOrCode: number | string): BetTypeKind | undefined {
  if (typeof betTypeIdOrCode === 'string') {
    const system = systemByCode(betTypeIdOrCode);
    if (!system) return undefined;
    return system.name ? { kind: 'system', system: system.name } : { kind: 'folds', size: system.folds[0] as number };
  }
  if (betTypeIdOrCode === SINGLE_BET_TYPE_ID) return { kind: 'single' };
  const legs = legsOfMultipleBetType(betTypeIdOrCode);
  if (legs === undefined) return undefined;
  return legs === 2 ? { kind: 'double' } : legs === 3 ? { kind: 'treble' } : { kind: 'fold', legs };
}

const SYSTEM_NAMES_EN: Record<NonNullable<SystemDefinition['name']>, string> = {
  trixie: 'Trixie',
  patent: 'Patent',
  yankee: 'Yankee',
  lucky15: 'Lucky 15',
  canadian: 'Canadian',
  lucky31: 'Lucky 31',
  heinz: 'Heinz',
  lucky63: 'Lucky 63',
  superHeinz: 'Super Heinz',
  goliath: 'Goliath',
};

/** The trade's English name (the API's `description`): Single, Double, Treble, 4-Fold, Trixie, Doubles, 4-Folds. */
export function betKindNameEn(kind: BetTypeKind): string {
  switch (kind.kind) {
    case 'single':
      return 'Single';
    case 'double':
      return 'Double';
    case 'treble':
      return 'Treble';
    case 'fold':
      return `${kind.legs}-Fold`;
    case 'system':
      return SYSTEM_NAMES_EN[kind.system];
    case 'folds':
      return kind.size === 2 ? 'Doubles' : kind.size === 3 ? 'Trebles' : `${kind.size}-Folds`;
  }
}
