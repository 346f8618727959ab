import { performance } from 'node:perf_hooks';
import { createBus } from '@sportsbook/bus';
import type { PricedSingle } from '@sportsbook/contracts';
import { availableSystems, betReturns, combinedOdds, parseStake, systemTotals, type SystemLeg } from '@sportsbook/stakes';
import { createBetslipStore } from '../../mfe-betslip/src/betslip/betslip-store';
import { slipTotals } from '../../mfe-betslip/src/betslip/slip-totals';
import { applyPricing } from '../../mfe-betslip/src/pricing/apply-pricing';
import { DEFAULT_BETSLIP_SETTINGS } from '../../mfe-betslip/src/settings/betslip-settings';

/** The betslip's maths for a full slip of 15 selections, after a warm-up, in Node. */
const SELECTIONS = 15;

export interface MathsTiming {
  /** Median wall time of one call, in microseconds. */
  medianUs: number;
  p95Us: number;
  calls: number;
}

export interface BetslipMathsResults {
  selections: number;
  /** Every system a 15-selection slip offers, with each one's bets and returns. */
  allSystems: MathsTiming & { systems: number; bets: number };
  singlesAndMultipleReturns: MathsTiming;
  stakeParsing: MathsTiming;
  /** One pricing answer for all 15 selections merged into the slip store, with the totals a panel recomputes. */
  repricingApplied: MathsTiming;
  /** Share of one core that 1,000 re-pricings per second cost, from repricingApplied's median. */
  coreShareAt1000PerSecond: number;
}

function time(calls: number, body: (i: number) => void): MathsTiming {
  for (let i = 0; i < Math.min(200, calls); i++) body(i);
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    body(i);
    samples.push((performance.now() - start) * 1000);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))] ?? NaN;
  return { medianUs: at(0.5), p95Us: at(0.95), calls };
}

const legsOf = (n: number): SystemLeg[] =>
  Array.from({ length: n }, (_, i) => ({ marketId: 1000 + i, decimal: 1.5 + ((i * 37) % 100) / 100 }));

export function measureBetslipMaths(): BetslipMathsResults {
  const legs = legsOf(SELECTIONS);
  const systems = availableSystems(SELECTIONS);
  let bets = 0;
  const allSystems = time(2_000, () => {
    bets = 0;
    for (const system of systems) bets += systemTotals(system, legs, 1).bets;
  });

  const decimals = legs.map((l) => l.decimal);
  const singlesAndMultipleReturns = time(20_000, (i) => {
    for (const decimal of decimals) betReturns(1 + (i % 7), decimal);
    combinedOdds(decimals);
  });

  const texts = ['12.5', '1,000', '0.0', 'abc', '1e9', '٣', '-4', '99999999999999999999', '7.', ' 10 '];
  const stakeParsing = time(50_000, (i) => parseStake(texts[i % texts.length] ?? ''));

  const slip = createBetslipStore(createBus({ error: () => undefined, warn: () => undefined }), {
    maxBets: () => 15,
    precision: () => 2,
  });
  for (let i = 0; i < SELECTIONS; i++) {
    slip.add({
      outcomeId: 5000 + i,
      marketId: 1000 + i,
      eventId: 100 + i,
      eventDescription: `Event ${i}`,
      marketDescription: 'Match result',
      outcomeDescription: 'Home',
      decimal: decimals[i] ?? 2,
      isLive: true,
    });
    slip.setSingleStake(5000 + i, '2');
  }
  slip.setMultipleStake('1');
  let lastTotals = 0;
  slip.store.subscribe((state) => {
    lastTotals = slipTotals(state, DEFAULT_BETSLIP_SETTINGS, 'EUR').totalCost;
  });
  const repricingApplied = time(5_000, (i) => {
    const priced: PricedSingle[] = slip.store
      .getState()
      .selections.map((s, j) => ({ outcomeId: s.outcomeId, decimal: 1.5 + ((i + j) % 50) / 25, outcomeState: 'O' }));
    slip.store.setState({ selections: applyPricing(slip.store.getState().selections, priced) });
  });
  slip.dispose();
  if (!(lastTotals > 0)) throw new Error('the slip store computed no totals: the benchmark measured nothing');

  return {
    selections: SELECTIONS,
    allSystems: { ...allSystems, systems: systems.length, bets },
    singlesAndMultipleReturns,
    stakeParsing,
    repricingApplied,
    coreShareAt1000PerSecond: (repricingApplied.medianUs * 1000) / 1_000_000,
  };
}
