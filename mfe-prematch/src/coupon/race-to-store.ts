import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_RACE_TO, type RaceToPoints } from './sports-marker-config';

/** The basketball race target the player picked; kept while they browse, for every coupon. */
const raceToStore = createStore<{ points: RaceToPoints }>(() => ({ points: DEFAULT_RACE_TO }));

export const setRaceTo = (points: RaceToPoints): void => raceToStore.setState({ points });
export const resetRaceToStore = (): void => raceToStore.setState({ points: DEFAULT_RACE_TO }, true);
export const useRaceTo = (): RaceToPoints => useStore(raceToStore, (state) => state.points);
