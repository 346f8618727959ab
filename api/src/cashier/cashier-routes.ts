/**
 * The demo cashier: deposits by a demo payment method with the brand's first-deposit
 * bonus (one per person, under the bonus terms of wallet/bonuses.ts), withdrawals of cash that can be
 * cancelled while pending, and the ledger both leave. Every deposit passes the player's own limits and
 * breaks (safer-play/play-guard.ts) in its transaction. Money bodies are judged strictly (strictBody).
 */
import {
  PAYMENT_METHODS,
  PLAY_SAFETY_ERROR_CODES,
  cancelWithdrawalEndpoint,
  cashierOptionsEndpoint,
  depositEndpoint,
  depositRequestSchema,
  requestWithdrawalEndpoint,
  transactionsEndpoint,
  withdrawalRequestSchema,
  withdrawalsEndpoint,
  type PaymentMethod,
} from '@sportsbook/contracts';
import { BONUS_TERMS, firstDepositBonusMinor, quickDepositAmounts, type FirstDepositBonusTerms } from '@sportsbook/stakes';
import * as v from '@sportsbook/schema';
import type { FastifyInstance } from 'fastify';
import { excludedFromPromotions, type Account } from '../accounts/account-store';
import { requireSession } from '../auth/request-auth';
import { BRANDS } from '../content/brands';
import type { AppContext } from '../context';
import { ApiHttpError, badRequest } from '../http/api-error';
import { routeOf } from '../http/route-of';
import { strictBody } from '../http/strict-body';
import { OnBreakError, PlayLimitError, breachWords, onBreak } from '../safer-play/play-guard';
import { Bonuses } from '../wallet/bonuses';
import { exactMinor, toMajor, toMinor } from '../wallet/money';
import { walletBalance } from '../wallet/wallet-views';
import { Withdrawals, activeBonusView, withdrawalsOnHold } from './withdrawals';

/** The demo cashier accepts up to this much (in euros, scaled to the currency) per deposit. */
const MAX_DEPOSIT_EUR = 50_000;
const TRANSACTIONS_PAGE = 100;
const METHOD_NAMES: Record<PaymentMethod, string> = { CARD: 'card', BANK_TRANSFER: 'bank transfer', E_WALLET: 'e-wallet' };

/** The amount in minor units, or a 400 naming the field. */
function amountMinorOf(amount: number): number {
  const minor = exactMinor(amount);
  if (minor === undefined || minor === 0) throw badRequest('amount: at least 0.01 with at most 2 decimals', 'INVALID_AMOUNT');
  return minor;
}

/**
 * A deposit the player's own limit or break refuses, saying what is left; any other failure as it is.
 * 409, not 403: every app logs a player out on a 403 (spec §4), and a limit is no reason to.
 */
function depositRefusal(error: unknown, currency: string): unknown {
  if (error instanceof PlayLimitError)
    return new ApiHttpError(409, PLAY_SAFETY_ERROR_CODES.depositLimit, breachWords(error.breach, currency));
  if (error instanceof OnBreakError) return onBreak(error.until);
  return error;
}

/** Takes the deposit and, on the first one, the brand's bonus, in one transaction; answers the bonus paid. */
function deposit(ctx: AppContext, bonuses: Bonuses, account: Account, amountMinor: number, method: PaymentMethod): number {
  return ctx.db.transaction(() => {
    const earlier = ctx.wallets.depositCount(account.id);
    ctx.wallets.post(account.id, {
      kind: 'DEPOSIT',
      pocket: 'REAL',
      amountMinor,
      description: `Deposit (${METHOD_NAMES[method]})`,
    });
    const bonusMinor = firstDepositBonusMinor(amountMinor, earlier, bonusTermsOf(bonuses, account));
    if (bonusMinor > 0) bonuses.grant(account.id, bonusMinor, 'First deposit bonus');
    return bonusMinor;
  })();
}

/**
 * The first-deposit bonus terms of the account's brand, in its currency; null when none applies: the
 * brand has none, the player is excluded from promotions, or this person had a bonus on any account.
 */
function bonusTermsOf(bonuses: Bonuses, account: Account): FirstDepositBonusTerms | null {
  const brand = BRANDS[account.brand];
  const terms = brand?.firstDepositBonus;
  if (!terms || excludedFromPromotions(account) || bonuses.personHadBonus(account.id)) return null;
  return { percent: terms.percent, maxMinor: toMinor(terms.maxEur * (brand?.eurRate ?? 1)) };
}

export function registerCashierRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, wallets } = ctx;
  const bonuses = new Bonuses(ctx.db, wallets, ctx.clock);

  routeOf(app, cashierOptionsEndpoint, {}, async (request) => {
    const { account } = requireSession(auth, request);
    const eurRate = BRANDS[account.brand]?.eurRate ?? 1;
    const terms = wallets.depositCount(account.id) === 0 ? bonusTermsOf(bonuses, account) : null;
    return {
      currency: account.currency,
      methods: [...PAYMENT_METHODS],
      depositAmounts: quickDepositAmounts(eurRate),
      maxDeposit: MAX_DEPOSIT_EUR * eurRate,
      firstDepositBonus: terms && { percent: terms.percent, max: toMajor(terms.maxMinor), ...BONUS_TERMS },
    };
  });

  routeOf(app, depositEndpoint, { preValidation: strictBody(depositRequestSchema) }, async (request) => {
    const { account } = requireSession(auth, request);
    const amountMinor = amountMinorOf(request.body.amount);
    const most = MAX_DEPOSIT_EUR * (BRANDS[account.brand]?.eurRate ?? 1);
    if (request.body.amount > most)
      throw badRequest(`amount: the demo cashier takes at most ${most} ${account.currency} per deposit`, 'DEPOSIT_LIMIT');
    let bonusMinor: number;
    try {
      bonusMinor = deposit(ctx, bonuses, account, amountMinor, request.body.method ?? 'CARD');
    } catch (error) {
      throw depositRefusal(error, account.currency);
    }
    const leftToWagerMinor = bonuses.leftToWagerMinor(account.id);
    return { ...walletBalance(wallets.get(account.id), leftToWagerMinor), bonus: toMajor(bonusMinor) };
  });

  registerTransactionsRoute(app, ctx);
  registerWithdrawalRoutes(app, ctx, bonuses);
}

function registerTransactionsRoute(app: FastifyInstance, ctx: AppContext): void {
  const { auth, wallets } = ctx;
  routeOf(app, transactionsEndpoint, {}, async (request) => {
    const { account } = requireSession(auth, request);
    const wallet = wallets.get(account.id);
    return {
      currency: wallet.currency,
      balance: toMajor(wallet.balanceMinor + wallet.promoMinor),
      transactions: wallets.transactions(account.id, TRANSACTIONS_PAGE).map((t) => ({
        id: t.id,
        kind: t.kind,
        pocket: t.pocket,
        amount: toMajor(t.amount_minor),
        balanceAfter: toMajor(t.balance_after_minor),
        betId: t.bet_id,
        description: t.description,
        createdAt: new Date(t.created_at).toISOString(),
      })),
    };
  });
}

function registerWithdrawalRoutes(app: FastifyInstance, ctx: AppContext, bonuses: Bonuses): void {
  const { auth } = ctx;
  const withdrawals = new Withdrawals(ctx.db, ctx.wallets, ctx.clock, bonuses);

  routeOf(app, withdrawalsEndpoint, {}, async (request) => {
    const { account } = requireSession(auth, request);
    const bonus = bonuses.active(account.id);
    return {
      currency: account.currency,
      withdrawable: toMajor(withdrawals.withdrawable(account)),
      onHold: withdrawalsOnHold(account),
      bonus: bonus ? activeBonusView(bonus) : null,
      withdrawals: withdrawals.list(account.id),
    };
  });

  routeOf(app, requestWithdrawalEndpoint, { preValidation: strictBody(withdrawalRequestSchema) }, async (request) => {
    const { account } = requireSession(auth, request);
    return withdrawals.request(account, amountMinorOf(request.body.amount), request.body.forfeitBonus === true);
  });

  routeOf(
    app,
    cancelWithdrawalEndpoint,
    { params: v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31)) }) },
    async (request) => withdrawals.cancel(requireSession(auth, request).account.id, request.params.id),
  );
}
