/** The wallet as the §7 balance calls report it, in major units. */
import type { SportsbookWallet, WalletBalanceResponse } from '@sportsbook/contracts';
import { toMajor } from './money';
import type { WalletState } from './wallet';

export function sportsbookWallet(wallet: WalletState): SportsbookWallet {
  return {
    balance: toMajor(wallet.balanceMinor + wallet.promoMinor),
    promoCash: toMajor(wallet.promoMinor),
    // Bonus money has to be staked once before it turns into winnings.
    totalLeftToWager: toMajor(wallet.promoMinor),
    withdrawableAmount: toMajor(wallet.balanceMinor),
  };
}

export function walletBalance(wallet: WalletState): WalletBalanceResponse {
  const sportsbook = sportsbookWallet(wallet);
  return { currency: wallet.currency, balance: sportsbook.balance, wallets: { sportsbook } };
}
