import { css } from '@emotion/react';
import type { WalletTransaction } from '@sportsbook/contracts';
import { Button, EmptyState, color, formatMoney } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { formatDateTime } from '../shared-ui/format';

import type { Page } from './transaction-filter';
import { pocketBalances } from './pocket-balances';

/** The ledger's kinds with a name of their own; another shows the API's description. */
const KNOWN_KINDS = [
  'deposit',
  'bonus',
  'bet_stake',
  'free_bet_stake',
  'bet_win',
  'bet_refund',
  'cashout',
  'withdrawal',
  'withdrawal_cancelled',
] as const;

/** A stake of bonus money is a free bet, not a stake of the player's cash. */
export function transactionKindOf(
  transaction: Pick<WalletTransaction, 'kind' | 'pocket'>,
): (typeof KNOWN_KINDS)[number] | undefined {
  const kind =
    transaction.kind === 'BET_STAKE' && transaction.pocket === 'PROMO' ? 'free_bet_stake' : transaction.kind.toLowerCase();
  return KNOWN_KINDS.find((known) => known === kind);
}

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${color('border')};
    text-align: left;
  }
  td:nth-of-type(n + 3),
  th:nth-of-type(n + 3) {
    text-align: right;
    white-space: nowrap;
  }
`;

export function TransactionsTable({
  shown,
  all,
  currency,
  onPage,
}: {
  shown: Page<WalletTransaction>;
  /** Every movement listed, newest first: each pocket's balance is carried across the rows of the other. */
  all: readonly WalletTransaction[];
  currency: string;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const kindName = (transaction: WalletTransaction) => {
    const known = transactionKindOf(transaction);
    return known && t(`transaction-kind-${known}`);
  };
  const locale = i18n.language;
  const balances = pocketBalances(all);
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '–' : formatMoney(amount, currency, locale);
  if (shown.items.length === 0) return <EmptyState>{t('transactions-empty')}</EmptyState>;
  return (
    <>
      <div css={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('nav-transactions')}>
        <table css={table}>
          <caption css={{ position: 'absolute', left: -9999 }}>{t('nav-transactions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('transactions-date')}</th>
              <th scope="col">{t('transactions-description')}</th>
              <th scope="col">{t('transactions-amount')}</th>
              <th scope="col">{t('transactions-cash-balance')}</th>
              <th scope="col">{t('transactions-bonus-balance')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.items.map((transaction) => (
              <tr key={transaction.id}>
                <td>{formatDateTime(transaction.createdAt, locale)}</td>
                <td>{kindName(transaction) ?? transaction.description}</td>
                <td>{formatMoney(transaction.amount, currency, locale)}</td>
                <td>{money(balances.get(transaction.id)?.REAL)}</td>
                <td>{money(balances.get(transaction.id)?.PROMO)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={t('transactions-pages')} css={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button disabled={shown.page <= 1} onClick={() => onPage(shown.page - 1)}>
          {t('previous')}
        </Button>
        <span>{t('page-of', { page: shown.page, total: shown.pageCount })}</span>
        <Button disabled={shown.page >= shown.pageCount} onClick={() => onPage(shown.page + 1)}>
          {t('next')}
        </Button>
      </nav>
    </>
  );
}
