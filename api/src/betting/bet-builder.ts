/**
 * A bet builder in a slip: its legs looked up and checked, then one price for them all
 * from the match model (catalogue/bet-builder-pricing.ts). A refusal carries RES-00218, the spec's
 * "outcomes combination not allowed"; a leg that is gone or suspended carries that leg's own code.
 */
import {
  BET_BUILDER_BET_TYPE_ID,
  BET_RESULT_CODES as RES,
  type BetslipError,
  type PricedBuilder,
  type SlipInput,
} from '@sportsbook/contracts';
import { taxedReturn, toMajor, toMinor } from '@sportsbook/stakes';
import { builderProbability, builderRefusal, type BuilderLeg } from '../catalogue/bet-builder-pricing';
import type { OutcomeRef } from '../catalogue/catalogue';
import { MARGINS, priceFromProbability } from '../catalogue/pricing';
import type { SelectionCheck } from './selection-check';
import type { EvaluationContext, PlannedBet, SlipTerms } from './slip-terms';

export interface BuilderQuote {
  /** The legs found, in the order asked for. */
  legs: OutcomeRef[];
  /** The builder's price, or null with an error. */
  decimal: number | null;
  error: BetslipError | null;
}

/** Below this the legs cannot all win: some exclude others (a home win and no goals). */
const IMPOSSIBLE = 1e-9;

const toLeg = ({ record, market, outcome }: OutcomeRef): BuilderLeg => ({
  eventId: record.event.id,
  market,
  outcomeId: outcome.id,
});

export function quoteBuilder(outcomeIds: readonly number[], check: (outcomeId: number) => SelectionCheck): BuilderQuote {
  const checks = outcomeIds.map((outcomeId) => check(outcomeId));
  const legs = checks.flatMap((c) => (c.found ? [c.found] : []));
  const refused = (message: string): BuilderQuote => ({
    legs,
    decimal: null,
    error: { code: RES.combinationNotAllowed, message },
  });
  const unavailable = checks.find((c) => c.error);
  if (unavailable?.error) return { legs, decimal: null, error: unavailable.error };
  const record = legs[0]?.record;
  if (!record || record.phase !== 'PREMATCH' || record.model?.kind !== 'goals' || record.event.betBuilderEvent !== true)
    return refused('A bet builder takes selections of one football match before it starts');
  const builderLegs = legs.map(toLeg);
  const refusal = builderRefusal(builderLegs);
  if (refusal) return refused(refusal);
  const probability = builderProbability(record.model, builderLegs);
  if (probability < IMPOSSIBLE) return refused('These selections cannot all win together');
  return { legs, decimal: priceFromProbability(probability, MARGINS.builder), error: null };
}

/** Where the slip's builders go: the evaluation's bets and errors, under its stake terms. */
export interface BuilderWork {
  ctx: EvaluationContext;
  terms: SlipTerms;
  bets: PlannedBet[];
  errors: BetslipError[];
}

/**
 * Each builder of a slip priced, and planned as a bet where it has a stake: a single of the builder
 * bet type whose legs all have to win, returns by the one money rule at the builder's price. A free
 * bet does not take a builder.
 */
export function priceBuilders(builders: NonNullable<SlipInput['builders']>, work: BuilderWork): PricedBuilder[] {
  return builders.map((builder, i) => {
    // Refs of their own, so a builder's errors never read as a single's.
    const ref = `bb${i + 1}`;
    const quote = quoteBuilder(builder.outcomeIds, work.ctx.check);
    const unitMinor = toMinor(builder.unitStake ?? 0);
    const price = quote.decimal ?? 0;
    const taxed = taxedReturn(unitMinor * price, unitMinor, work.terms.tax);
    if (unitMinor > 0 && quote.error) work.errors.push({ ...quote.error, ref });
    if (unitMinor > 0 && !quote.error) {
      work.bets.push({
        ref,
        kind: 'SINGLE',
        betTypeId: BET_BUILDER_BET_TYPE_ID,
        description: 'Bet builder',
        unitMinor,
        lines: [[0]],
        stakeMinor: unitMinor,
        promoMinor: 0,
        legs: [],
        totalOdds: price,
        potentialMinor: taxed.returnsMinor,
        builder: { legs: quote.legs, requested: builder.decimal, current: price },
      });
    }
    const event = quote.legs[0]?.record.event;
    return {
      ref,
      eventId: event?.id ?? 0,
      eventDescription: event?.description ?? '',
      legs: quote.legs.map(({ market, outcome }) => ({
        outcomeId: outcome.id,
        marketDescription: market.description,
        outcomeDescription: outcome.description,
      })),
      decimal: quote.decimal,
      unitStake: toMajor(unitMinor),
      potentialReturns: toMajor(quote.error ? 0 : taxed.returnsMinor),
      message: quote.error?.message ?? null,
    };
  });
}
