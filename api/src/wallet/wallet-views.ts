/** The wallet as the §7 balance calls report it, in major units. */
import type { SportsbookWallet, WalletBalanceResponse } from '@sportsbook/contracts';
import { walletFigures } from '@sportsbook/stakes';
import { toMajor } from './money';
import type { WalletState } from './wallet';

export function sportsbookWallet(wallet: WalletState): SportsbookWallet {
  return {
    ...walletFigures(wallet.balanceMinor, wallet.promoMinor),
    // The bonus pocket; how far a bonus is wagered is the cashier's to say (wallet/bonuses.ts).
    totalLeftToWager: toMajor(wallet.promoMinor),
  };
}

export function walletBalance(wallet: WalletState): WalletBalanceResponse {
  const sportsbook = sportsbookWallet(wallet);
  return { currency: wallet.currency, balance: sportsbook.balance, wallets: { sportsbook } };
}
