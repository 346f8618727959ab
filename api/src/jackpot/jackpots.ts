/**
 * Jackpot bets: a fixed list of football matches where the player picks 1, X or 2 for every match.
 * A new round opens every few days over the fixtures of the following days, so one is always open;
 * its events and id derive from the round number, so they are the same after a restart.
 */
import type { Jackpot } from '@sportsbook/contracts';
import { jackpotPoolMinor, jackpotTermsProblems, type JackpotPoolTerms } from '@sportsbook/stakes';
import { DAY_MS, type Catalogue } from '../catalogue/catalogue';
import type { EventRecord } from '../catalogue/event-factory';
import { BRANDS, type BrandConfig } from '../content/brands';
import { toMajor, toMinor } from '../wallet/money';

const ROUND_DAYS = 3;
const ID_EPOCH = Date.UTC(2025, 0, 1);

export interface JackpotKind {
  index: number;
  name: string;
  size: number;
  /** Line stake and the operator's guarantee in EUR; other currencies scale by the brand's factor. */
  lineStakeEur: number;
  guaranteeEur: number;
  /** Percent of the stakes that goes into the pool (docs/decisions/jackpot-pool.md). */
  returnPercent: number;
  /** The most lines one player may hold on a round, all of their slips together. */
  lineCap: number;
  leagues: ReadonlySet<number>;
}

const KINDS: readonly JackpotKind[] = [
  {
    index: 1,
    name: 'Mega Jackpot',
    size: 13,
    lineStakeEur: 1,
    guaranteeEur: 250_000,
    returnPercent: 60,
    lineCap: 4096,
    leagues: new Set([3001, 3002, 3004, 3006, 3008, 3010, 3011, 3012, 3018, 3019]),
  },
  {
    index: 2,
    name: 'Midweek Jackpot',
    size: 8,
    lineStakeEur: 0.5,
    guaranteeEur: 1_500,
    returnPercent: 60,
    lineCap: 648,
    leagues: new Set([3003, 3005, 3007, 3009, 3013, 3014, 3015, 3016, 3017]),
  },
];

/** A kind's pool terms in a brand's currency. */
export function poolTermsOf(kind: JackpotKind, brand: BrandConfig): JackpotPoolTerms {
  return {
    eventCount: kind.size,
    lineStakeMinor: toMinor(kind.lineStakeEur * brand.eurRate),
    guaranteeMinor: toMinor(kind.guaranteeEur * brand.eurRate),
    returnPercent: kind.returnPercent,
    lineCap: kind.lineCap,
  };
}

/** The kind of a round's jackpot id (round × 10 + kind), open or long closed. */
export const kindOfJackpot = (jackpotId: number): JackpotKind | undefined => KINDS.find((k) => k.index === jackpotId % 10);

// Terms a player could beat (a cap over the grid, a guarantee above what a sold-out grid pays in)
// must never reach a player: the server refuses to start with them.
for (const kind of KINDS) {
  for (const brand of Object.values(BRANDS)) {
    const problems = jackpotTermsProblems(poolTermsOf(kind, brand));
    if (problems.length > 0) throw new Error(`${kind.name} terms in ${brand.id}: ${problems.join(', ')}`);
  }
}

export interface JackpotRound {
  jackpot: Omit<Jackpot, 'currency' | 'jackpotPrize' | 'lineStake' | 'pool'>;
  kind: JackpotKind;
}

export class Jackpots {
  constructor(
    private readonly catalogue: Catalogue,
    private readonly clock: () => number,
  ) {}

  /** Rounds still open for bets: the current one and the previous one until its first kick-off. */
  activeRounds(): JackpotRound[] {
    const now = this.clock();
    const round = Math.floor((now - ID_EPOCH) / DAY_MS / ROUND_DAYS);
    return [round - 1, round]
      .flatMap((r) => KINDS.map((kind) => this.build(r, kind)))
      .filter((r): r is JackpotRound => r !== undefined && Date.parse(r.jackpot.closesAt) > now);
  }

  /** The open jackpots in a brand's currency, each with its pool now (its brand's open stakes in `stakesMinorOf`). */
  active(brand: BrandConfig, stakesMinorOf: (jackpotId: number) => number): Jackpot[] {
    return this.activeRounds().map(({ jackpot, kind }) => {
      const terms = poolTermsOf(kind, brand);
      return {
        ...jackpot,
        currency: brand.currency,
        jackpotPrize: toMajor(jackpotPoolMinor(terms, stakesMinorOf(jackpot.id))),
        lineStake: toMajor(terms.lineStakeMinor),
        pool: { guarantee: toMajor(terms.guaranteeMinor), returnPercent: terms.returnPercent, lineCap: terms.lineCap },
      };
    });
  }

  find(jackpotId: number): JackpotRound | undefined {
    return this.activeRounds().find((r) => r.jackpot.id === jackpotId);
  }

  eventIds(): Set<number> {
    return new Set(this.activeRounds().flatMap((r) => r.jackpot.eventIds));
  }

  private build(round: number, kind: JackpotKind): JackpotRound | undefined {
    const from = ID_EPOCH + (round + 1) * ROUND_DAYS * DAY_MS;
    const to = from + ROUND_DAYS * DAY_MS;
    this.catalogue.refresh();
    const candidates: EventRecord[] = [];
    for (const record of this.catalogue.all()) {
      const start = Date.parse(record.event.startTime);
      if (!record.event.isOutright && kind.leagues.has(record.league.pathId) && start >= from && start < to)
        candidates.push(record);
    }
    if (candidates.length < kind.size) return undefined;
    // The earliest matches of the round, so the jackpot settles soon after it closes.
    const chosen = candidates
      .sort((a, b) => a.event.startTime.localeCompare(b.event.startTime) || a.event.id - b.event.id)
      .slice(0, kind.size);
    const first = chosen[0] as EventRecord;
    return {
      kind,
      jackpot: {
        id: round * 10 + kind.index,
        name: `${kind.name} ${kind.size}`,
        closesAt: first.event.startTime,
        eventIds: chosen.map((r) => r.event.id),
      },
    };
  }
}
