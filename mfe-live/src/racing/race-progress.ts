/** A race in running as a player reads it: runners by saddle-cloth number and name, leader first. */
import type { SportEvent } from '@sportsbook/contracts';

type RaceEvent = Pick<SportEvent, 'runners' | 'raceProgress'>;

export interface RunnerInRunning {
  position: number;
  number: number;
  name: string;
}

/** The field in running order; runners the feed has not named yet show by number alone. */
export function runningOrder(event: RaceEvent): RunnerInRunning[] {
  return (event.raceProgress?.runningOrder ?? []).map((number, index) => ({
    position: index + 1,
    number,
    name: event.runners?.[number - 1] ?? '',
  }));
}

/** "650 m" in the player's language. */
export const distanceText = (metres: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(metres);
