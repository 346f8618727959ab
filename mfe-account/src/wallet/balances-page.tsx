import { formatMoney, serverData } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { AccountPage, LoadState } from '../shared-ui/account-page';
import { DetailsList } from '../shared-ui/details-list';
import { useWallet } from './use-wallet-polling';

/** /account/balances: the sportsbook wallet of spec §3 in full. */
export function BalancesPage() {
  const { t, i18n } = useTranslation('account');
  // The poller's key: opening the page reads the wallet afresh once, shared with the header's pill.
  const state = useWallet();

  return (
    <AccountPage title={t('nav-balances')}>
      <LoadState state={state} onRetry={() => void serverData().refetchQueries({ queryKey: ['wallet'] })} />
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
