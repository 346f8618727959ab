/**
 * The demo cashier (not in spec §7, documented in api/README.md): deposits by a demo
 * payment method, withdrawals of cash that stay pending until paid or cancelled, and the ledger kinds
 * both leave.
 */
import * as v from '@sportsbook/schema';
import { id } from './schema';

export const WALLET_TRANSACTION_KINDS = [
  'DEPOSIT',
  'BONUS',
  'BET_STAKE',
  'BET_WIN',
  'BET_REFUND',
  'CASHOUT',
  'WITHDRAWAL',
  'WITHDRAWAL_CANCELLED',
] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

/** Demo payment methods: no money moves, but each is labelled in the ledger as a real one would be. */
export const PAYMENT_METHODS = ['CARD', 'BANK_TRANSFER', 'E_WALLET'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CASHIER_ERROR_CODES = {
  withdrawalsOnHold: 'WITHDRAWALS_ON_HOLD',
  aboveWithdrawable: 'ABOVE_WITHDRAWABLE',
  notPending: 'WITHDRAWAL_NOT_PENDING',
  /** A withdrawal while a bonus is being wagered forfeits it: the request must say the player agreed. */
  bonusForfeitUnconfirmed: 'BONUS_FORFEIT_UNCONFIRMED',
} as const;

const amount = v.pipe(v.number(), v.gtValue(0), v.maxValue(1e12));

/** POST /api/accounts/me/deposits. */
export const depositRequestSchema = v.object({ amount, method: v.optional(v.picklist(PAYMENT_METHODS)) });
export type DepositRequest = v.InferOutput<typeof depositRequestSchema>;

export const withdrawalSchema = v.object({
  id,
  amount: v.number(),
  status: v.picklist(['PENDING', 'PAID', 'CANCELLED']),
  requestedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** When a pending withdrawal is paid out unless the player cancels it first. */
  paysAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;

/** The wagering terms of a bonus (docs/decisions/bonus-terms.md): cash stakes of `wageringMultiple` times it at `minOdds` or more. */
const bonusWageringEntries = { wageringMultiple: v.number(), minOdds: v.number() };

/** A bonus being wagered: what a withdrawal now would forfeit, and how far the wagering has come. */
export const activeBonusSchema = v.object({
  /** The bonus pocket (the bonus and what it has won), forfeited by a withdrawal before the wagering is met. */
  forfeitable: v.number(),
  /** Qualifying cash stakes so far, and the total the terms ask for. */
  wagered: v.number(),
  required: v.number(),
  ...bonusWageringEntries,
});
export type ActiveBonus = v.InferOutput<typeof activeBonusSchema>;

/** GET /api/accounts/me/withdrawals: what may be withdrawn now and the recent withdrawals. */
export const withdrawalsResponseSchema = v.object({
  currency: v.string(),
  withdrawable: v.number(),
  /** holdWithdraw (spec §3): the operator has stopped withdrawals on this account. */
  onHold: v.boolean(),
  /** The bonus being wagered, which a withdrawal would forfeit; null when there is none. */
  bonus: v.nullable(activeBonusSchema),
  withdrawals: v.array(withdrawalSchema),
});
export type WithdrawalsResponse = v.InferOutput<typeof withdrawalsResponseSchema>;

/** POST /api/accounts/me/withdrawals; `forfeitBonus: true` when the player has agreed to give up the bonus being wagered. */
export const withdrawalRequestSchema = v.object({ amount, forfeitBonus: v.optional(v.boolean()) });
export type WithdrawalRequest = v.InferOutput<typeof withdrawalRequestSchema>;

/** GET /api/accounts/me/cashier: what the deposit form offers this player. */
export const cashierOptionsSchema = v.object({
  currency: v.string(),
  methods: v.array(v.picklist(PAYMENT_METHODS)),
  /** Quick amounts, in the currency's own round figures. */
  depositAmounts: v.array(v.number()),
  /** The most one deposit may be. */
  maxDeposit: v.number(),
  /** The bonus a first deposit earns here and its terms, while this person has had none; null otherwise. */
  firstDepositBonus: v.nullable(v.object({ percent: v.number(), max: v.number(), ...bonusWageringEntries })),
});
export type CashierOptions = v.InferOutput<typeof cashierOptionsSchema>;
