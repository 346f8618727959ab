import { getBus } from '@sportsbook/bus';
import { formatMoney, useServerData } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage, LoadState } from '../shared-ui/account-page';
import { DetailsList } from '../shared-ui/details-list';
import { walletFromResponse } from '../wallet/wallet-mapping';
import { fetchWallet } from '../wallet/wallet-api';

/** /account/balances: the sportsbook wallet of spec §3 in full. */
export function BalancesPage() {
  const { t, i18n } = useTranslation('account');
  const [attempt, setAttempt] = useState(0);
  const state = useServerData(['wallet', attempt], async (signal) => {
    const response = await fetchWallet(signal);
    // A fresh read here is the newest balance on the page: share it with the header pill and betslip.
    getBus().setState('wallet/balance', walletFromResponse(response));
    return response;
  });

  return (
    <AccountPage title={t('nav-balances')}>
      <LoadState state={state} onRetry={() => setAttempt((n) => n + 1)} />
      {state.status === 'ready' && (
        <DetailsList
          label={t('nav-balances')}
          rows={(
            [
              ['balance-total', state.data.wallets.sportsbook.balance],
              ['balance-withdrawable', state.data.wallets.sportsbook.withdrawableAmount],
              ['balance-promo', state.data.wallets.sportsbook.promoCash],
              ['balance-left-to-wager', state.data.wallets.sportsbook.totalLeftToWager],
            ] as const
          ).map(([key, amount]) => [t(key), formatMoney(amount, state.data.currency, i18n.language)])}
        />
      )}
    </AccountPage>
  );
}
