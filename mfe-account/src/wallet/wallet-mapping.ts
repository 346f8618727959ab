import type { SportsbookWallet, WalletBalance, WalletBalanceResponse } from '@sportsbook/contracts';

/** Spec §3 Wallet: the mapped 'sportsbook' wallet, as the bus's wallet/balance topic carries it. */
export function walletFromResponse(response: WalletBalanceResponse): WalletBalance {
  const wallet: SportsbookWallet = response.wallets.sportsbook;
  return {
    currency: response.currency,
    balance: wallet.balance,
    promoCash: wallet.promoCash,
    withdrawableAmount: wallet.withdrawableAmount,
  };
}
