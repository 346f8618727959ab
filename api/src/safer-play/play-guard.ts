/**
 * Where the responsible-gambling rules meet money: every deposit and real-money stake goes through
 * Wallets.post, which asks this guard first inside the same transaction. Sports and jackpot slips
 * also ask `stakeLimitErrors` while pricing, so the player sees the refusal before pressing Place.
 */
import type { BetslipError } from '@sportsbook/contracts';
import {
  BET_RESULT_CODES as RES,
  PLAY_SAFETY_ERROR_CODES,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from '@sportsbook/contracts';
import { STAKE_LIMIT_KINDS, allowanceMinor } from '@sportsbook/stakes';
import { breakInEffect, type AccountStore } from '../accounts/account-store';
import { ApiHttpError } from '../http/api-error';
import type { WalletEntry, WalletGuard } from '../wallet/wallet';
import { toMajor } from '../wallet/money';
import type { LimitBreach, PlayLimits } from './play-limits';

export class PlayLimitError extends Error {
  constructor(readonly breach: LimitBreach) {
    super(`this would pass the player's ${breach.period.toLowerCase()} ${breach.kind.toLowerCase()} limit`);
  }
}

export class OnBreakError extends Error {
  constructor(readonly until: number) {
    super(`the player is on a break until ${new Date(until).toISOString()}`);
  }
}

/** The refusal of anything a player on a break asks for, with the end of the break for the message. */
export function onBreak(until: number): ApiHttpError {
  const at = new Date(until).toISOString();
  return new ApiHttpError(403, PLAY_SAFETY_ERROR_CODES.onBreak, `You are taking a break until ${at}`, {}, { until: at });
}

const limitKindsOf = (entry: WalletEntry): readonly PlayLimitKind[] => {
  if (entry.kind === 'DEPOSIT') return ['DEPOSIT'];
  return entry.kind === 'BET_STAKE' && entry.pocket === 'REAL' ? STAKE_LIMIT_KINDS : [];
};

export function playGuard(limits: PlayLimits, accounts: AccountStore, clock: () => number): WalletGuard {
  return (accountId, entry) => {
    const kinds = limitKindsOf(entry);
    if (kinds.length === 0) return;
    const account = accounts.byId(accountId);
    const playBreak = account && breakInEffect(account, clock());
    if (playBreak) throw new OnBreakError(playBreak.until);
    const breach = limits.breach(accountId, kinds, Math.abs(entry.amountMinor));
    if (breach) throw new PlayLimitError(breach);
  };
}

const LIMIT_WORDS: Record<PlayLimitKind, string> = { DEPOSIT: 'deposit', LOSS: 'loss', WAGER: 'stake' };
const PERIOD_WORDS: Record<PlayLimitPeriod, string> = { DAY: 'daily', WEEK: 'weekly', MONTH: 'monthly' };

/** Why a deposit or a stake is refused, naming what is left ("…your daily stake limit; 5 EUR is left"). */
export function breachWords({ kind, period, limitMinor, usedMinor }: LimitBreach, currency: string): string {
  const left = toMajor(allowanceMinor(limitMinor, usedMinor) ?? 0);
  // A stake only could become a loss; deposits and stakes pass their own limits outright.
  const passes = kind === 'LOSS' ? 'could pass' : 'would pass';
  const movement = kind === 'DEPOSIT' ? 'deposit' : 'stake';
  return `This ${movement} ${passes} your ${PERIOD_WORDS[period]} ${LIMIT_WORDS[kind]} limit; ${left} ${currency} is left`;
}

/** The result code and words of a stake that would pass a limit. */
export function breachError(breach: LimitBreach, currency: string): BetslipError & { message: string } {
  return { code: breach.kind === 'LOSS' ? RES.lossLimit : RES.wagerLimit, message: breachWords(breach, currency) };
}

/** A slip's refusal under the player's stake and loss limits, for its total real-money cost. */
export function stakeLimitErrors(limits: PlayLimits, accountId: string, currency: string, costMinor: number): BetslipError[] {
  if (costMinor <= 0) return [];
  const breach = limits.breach(accountId, STAKE_LIMIT_KINDS, costMinor);
  return breach ? [breachError(breach, currency)] : [];
}
