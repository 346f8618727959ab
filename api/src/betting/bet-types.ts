/**
 * The API's view of the bet types of spec §9. Ids, names, line counts and eligibility come from
 * @sportsbook/stakes, the definition the slip uses too; this adds only the API's English descriptions.
 */
import { betKind, betKindNameEn, multipleBetTypeId } from '@sportsbook/stakes';

export { multipleBetTypeId, systemFor, systemLineCount, systemLines, systemsFor } from '@sportsbook/stakes';

/** "Double", "Treble", "4-Fold" … for the accumulator of n selections. */
export const multipleName = (selections: number): string =>
  betKindNameEn(betKind(multipleBetTypeId(selections)) ?? { kind: 'fold', legs: selections });

/** "Trixie", "Doubles", "4-Folds" … for a system code. */
export const systemName = (code: string): string => {
  const kind = betKind(code);
  return kind ? betKindNameEn(kind) : code;
};
