/** The wallet as the §7 balance calls report it, in major units. */
import type { SportsbookWallet, WalletBalanceResponse } from '@sportsbook/contracts';
import { walletFigures } from '@sportsbook/stakes';
import { toMajor } from './money';
import type { WalletState } from './wallet';

/** `leftToWagerMinor`: the cash stakes the bonus being wagered still asks for (Bonuses.leftToWagerMinor). */
export function sportsbookWallet(wallet: WalletState, leftToWagerMinor: number): SportsbookWallet {
  return {
    ...walletFigures(wallet.balanceMinor, wallet.promoMinor),
    totalLeftToWager: toMajor(leftToWagerMinor),
  };
}

export function walletBalance(wallet: WalletState, leftToWagerMinor: number): WalletBalanceResponse {
  const sportsbook = sportsbookWallet(wallet, leftToWagerMinor);
  return { currency: wallet.currency, balance: sportsbook.balance, wallets: { sportsbook } };
}
