import { fieldStyle } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { AccountPage, LoadState } from '../shared-ui/account-page';
import { errorText } from '../shared-ui/styles';
import { useTransactions } from '../api-calls/transactions';
import { dateRangeError, filterByDate, pageOf, type DateRange } from './transaction-filter';
import { TransactionsTable } from './transactions-table';

/** /account/transactions: wallet movements, paged, filtered by date. */
export function TransactionsPage() {
  const { t } = useTranslation('account');
  const [attempt, setAttempt] = useState(0);
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const state = useTransactions(attempt);
  const rangeError = dateRangeError(range);

  const changeRange = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };

  return (
    <AccountPage title={t('nav-transactions')}>
      <fieldset css={{ display: 'flex', flexWrap: 'wrap', gap: 12, border: 0, padding: 0, margin: 0 }}>
        <legend css={{ padding: 0, marginBottom: 8 }}>{t('transactions-filter')}</legend>
        <label css={fieldStyle}>
          {t('transactions-from')}
          <input
            type="date"
            value={range.from}
            max={range.to || undefined}
            onChange={(e) => changeRange({ ...range, from: e.target.value })}
          />
        </label>
        <label css={fieldStyle}>
          {t('transactions-to')}
          <input
            type="date"
            value={range.to}
            min={range.from || undefined}
            onChange={(e) => changeRange({ ...range, to: e.target.value })}
          />
        </label>
      </fieldset>
      {rangeError && (
        <p role="alert" css={errorText}>
          {t(rangeError)}
        </p>
      )}
      <LoadState state={state} onRetry={() => setAttempt((n) => n + 1)} />
      {state.status === 'ready' && !rangeError && (
        <TransactionsTable
          shown={pageOf(filterByDate(state.data.transactions, range), page)}
          all={state.data.transactions}
          currency={state.data.currency}
          onPage={setPage}
        />
      )}
    </AccountPage>
  );
}
