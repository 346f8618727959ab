/** Betslip maths (spec §5, §9): stakes, currency scaling, multiples, systems, each-way, tax, returns. Pure functions. */
export * from './bet-kind';
export * from './bet-types';
export * from './combinations';
export * from './currency';
export * from './each-way';
export * from './limits';
export * from './money';
export * from './multiples';
export * from './negative-odds';
export * from './play-limits';
export * from './parlay-extra-winnings';
export * from './quick-stakes';
export * from './returns';
export * from './rounding';
export * from './stake-text';
export * from './systems';
export * from './tax';
