/** Betslip maths (spec §5, §9): stakes, currency scaling, multiples, systems, each-way, tax, returns. Pure functions. */
export { MAX_BETS_ON_BETSLIP } from './limits';
