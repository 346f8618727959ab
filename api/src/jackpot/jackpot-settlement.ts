/**
 * Settles jackpot pools (docs/decisions/jackpot-pool.md). A round's bets all cover the same matches,
 * so they are decided together, when its last match ends; the pool (the stakes' share, or the
 * operator's guarantee when that is more) is then split equally among every winning line, by the
 * shared pool rule. A voided match counts every pick on it as right; a round with every match void
 * refunds its stakes.
 */
import { jackpotLineCount, jackpotPayoutsMinor, jackpotPoolMinor } from '@sportsbook/stakes';
import type { BetRow, BetStore } from '../betting/bet-store';
import { BRANDS } from '../content/brands';
import type { Db } from '../db/database';
import type { Wallets } from '../wallet/wallet';
import { JackpotPools } from './jackpot-pools';
import { kindOfJackpot, poolTermsOf } from './jackpots';

export class JackpotSettlement {
  private readonly pools: JackpotPools;

  constructor(
    private readonly db: Db,
    private readonly store: BetStore,
    private readonly wallets: Wallets,
    private readonly clock: () => number,
  ) {
    this.pools = new JackpotPools(db);
  }

  /** Settles every pool whose matches have all ended; run after each match is settled and at start-up. */
  settleDecided(): void {
    this.db.transaction(() => {
      for (const { jackpotId, brandId } of this.pools.decidedPools()) this.settlePool(jackpotId, brandId);
    })();
  }

  private settlePool(jackpotId: number, brandId: string): void {
    const kind = kindOfJackpot(jackpotId);
    const brand = BRANDS[brandId];
    if (!kind || !brand) throw new Error(`jackpot ${jackpotId} of brand ${brandId} has no terms to settle by`);
    const now = this.clock();
    const bets = this.pools.openBets(jackpotId, brandId);
    const legsOf = bets.map((bet) => this.store.legs(bet.id));
    if (legsOf.every((legs) => legs.every((leg) => leg.result === 'VOID'))) {
      for (const bet of bets) this.refund(bet, now);
      return;
    }
    const winningLines = legsOf.map((legs) =>
      jackpotLineCount(
        legs.filter((leg) => leg.result !== 'LOST').map((leg) => leg.ordinal ?? 0),
        kind.size,
      ),
    );
    const stakesMinor = bets.reduce((sum, bet) => sum + bet.stake_minor, 0);
    const payouts = jackpotPayoutsMinor(jackpotPoolMinor(poolTermsOf(kind, brand), stakesMinor), winningLines);
    bets.forEach((bet, i) => this.pay(bet, payouts[i] ?? 0, now));
  }

  private pay(bet: BetRow, amountMinor: number, now: number): void {
    if (amountMinor > 0) {
      this.wallets.post(bet.account_id, {
        kind: 'BET_WIN',
        pocket: 'REAL',
        amountMinor,
        betId: bet.id,
        description: `Winnings, ${bet.description}`,
      });
    }
    this.store.setBetStatus(bet.id, amountMinor > 0 ? 'WON' : 'LOST', amountMinor, now);
  }

  private refund(bet: BetRow, now: number): void {
    this.wallets.post(bet.account_id, {
      kind: 'BET_REFUND',
      pocket: 'REAL',
      amountMinor: bet.stake_minor,
      betId: bet.id,
      description: `Void bet ${bet.id}`,
    });
    this.store.setBetStatus(bet.id, 'VOID', bet.stake_minor, now);
  }
}
