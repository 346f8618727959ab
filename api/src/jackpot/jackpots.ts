/**
 * Jackpot bets: a fixed list of football matches where the player picks 1, X or 2 for every match.
 * A new round opens every few days over the fixtures of the following days, so one is always open;
 * its events and id derive from the round number, so they are the same after a restart.
 */
import type { Jackpot } from '@sportsbook/contracts';
import { DAY_MS, type Catalogue } from '../catalogue/catalogue';
import type { EventRecord } from '../catalogue/event-factory';
import type { BrandConfig } from '../content/brands';

const ROUND_DAYS = 3;
const ID_EPOCH = Date.UTC(2025, 0, 1);

interface JackpotKind {
  index: number;
  name: string;
  size: number;
  /** Prize and line stake in EUR; other currencies scale by the brand's factor. */
  prizeEur: number;
  lineStakeEur: number;
  leagues: ReadonlySet<number>;
}

const KINDS: readonly JackpotKind[] = [
  {
    index: 1,
    name: 'Mega Jackpot',
    size: 13,
    prizeEur: 250_000,
    lineStakeEur: 1,
    leagues: new Set([3001, 3002, 3004, 3006, 3008, 3010, 3011, 3012, 3018, 3019]),
  },
  {
    index: 2,
    name: 'Midweek Jackpot',
    size: 8,
    prizeEur: 25_000,
    lineStakeEur: 0.5,
    leagues: new Set([3003, 3005, 3007, 3009, 3013, 3014, 3015, 3016, 3017]),
  },
];

export interface JackpotRound {
  jackpot: Omit<Jackpot, 'currency' | 'jackpotPrize' | 'lineStake'>;
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

  active(brand: BrandConfig): Jackpot[] {
    return this.activeRounds().map(({ jackpot, kind }) => ({
      ...jackpot,
      currency: brand.currency,
      jackpotPrize: kind.prizeEur * brand.eurRate,
      lineStake: kind.lineStakeEur * brand.eurRate,
    }));
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
