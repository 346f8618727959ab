/** A race's one market: win or each way, priced from the race model before the off and in running. */
import type { MarketQuote } from '../catalogue/market-types';
import { MARGINS } from '../catalogue/pricing';
import { racePlaceTerms, raceWinChances, type RaceModel, type RaceSituation } from './race-model';

/** Betting closes with a tenth of the race to run: the last furlong is not traded. */
export const RACE_BETTING_CLOSES_AT = 0.9;

export function raceWinMarket(model: RaceModel, situation?: RaceSituation): MarketQuote {
  const chances = raceWinChances(model, situation);
  const terms = racePlaceTerms(model.runners.length, model.handicap);
  return {
    key: 'WIN:RACE',
    typeCode: 'WIN',
    period: 'RACE',
    description: 'Win or Each Way',
    closesAt: RACE_BETTING_CLOSES_AT,
    margin: MARGINS.race,
    outcomes: model.runners.map((runner, i) => ({ description: runner, probability: chances[i] ?? 0 })),
    ...(terms ? { placeTerms: terms } : {}),
  };
}
