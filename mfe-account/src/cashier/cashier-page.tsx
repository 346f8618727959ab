import { getBus } from '@sportsbook/bus';
import { CASHIER_ERROR_CODES, PLAY_SAFETY_ERROR_CODES, type Withdrawal, type WithdrawalsResponse } from '@sportsbook/contracts';
import { HttpError } from '@sportsbook/http';
import { Link, useParams, useSearchParams } from '@sportsbook/routing';
import { formatMoney, serverData } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import type { CashierKey } from '../i18n/account-key';
import { AccountPage, LoadState } from '../shared-ui/account-page';
import { StatusMessage } from '../shared-ui/status-message';
import { cancelWithdrawal } from '../api-calls/cancel-withdrawal';
import { useCashierOptions } from '../api-calls/cashier-options';
import { fetchWithdrawals, useWithdrawals } from '../api-calls/withdrawals';
import { makeDeposit } from '../api-calls/deposit';
import { requestWithdrawal } from '../api-calls/request-withdrawal';
import { DepositForm, type DepositChoice } from './deposit-form';
import { WithdrawPanel } from './withdraw-panel';

const TOAST_MS = 5000;
/** What the last action came to, in the player's words; `limit` when a deposit limit refused it. */
type Outcome = { ok: boolean; message: string; limit?: boolean } | null;

const refreshWallet = () => void serverData().refetchQueries({ queryKey: ['wallet'] });

const refusedByLimit = (error: unknown): boolean =>
  error instanceof HttpError && error.body?.code === PLAY_SAFETY_ERROR_CODES.depositLimit;

/** /account/cashier?action=deposit|withdraw: the header's Balance and Deposit pill and its menu lead here (spec §2). */
export function CashierPage() {
  const { t } = useTranslation('cashier');
  const title = useTranslation('account').t('nav-cashier');
  const { locale = 'en' } = useParams();
  const [params] = useSearchParams();
  const action = params.get('action') === 'withdraw' ? 'withdraw' : 'deposit';
  const [outcome, setOutcome] = useState<Outcome>(null);
  const tab = (to: 'deposit' | 'withdraw') => (
    <Link to={`?action=${to}`} aria-current={action === to ? 'page' : undefined} onClick={() => setOutcome(null)}>
      {t(`cashier-${to}`)}
    </Link>
  );
  return (
    <AccountPage title={title}>
      <nav aria-label={title} css={{ display: 'flex', gap: 16, 'a[aria-current]': { fontWeight: 700 } }}>
        {tab('deposit')}
        {tab('withdraw')}
      </nav>
      {action === 'deposit' ? <DepositSection onOutcome={setOutcome} /> : <WithdrawSection onOutcome={setOutcome} />}
      {outcome && <StatusMessage ok={outcome.ok}>{outcome.message}</StatusMessage>}
      {outcome?.limit && <Link to={`/${locale}/account/safer-play`}>{t('limits-heading')}</Link>}
    </AccountPage>
  );
}

function DepositSection({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const { t, i18n } = useTranslation('cashier');
  const [attempt, setAttempt] = useState(0);
  // After a deposit no first-deposit bonus is left to offer; the form stays as it is, without a reload.
  const [deposited, setDeposited] = useState(false);
  const state = useCashierOptions(attempt);

  const deposit = async (choice: DepositChoice) => {
    try {
      const answer = await makeDeposit(choice);
      const amount = formatMoney(choice.amount, answer.currency, i18n.language);
      onOutcome({ ok: true, message: t('cashier-deposited', { amount }) });
      if (answer.bonus > 0)
        getBus().publish('toast/show', { kind: 'success', message: t('cashier-bonus-received'), autoCloseMs: TOAST_MS });
      setDeposited(true);
      refreshWallet();
    } catch (error) {
      const limit = refusedByLimit(error);
      onOutcome({ ok: false, limit, message: t(limit ? 'cashier-deposit-limit' : 'cashier-error') });
    }
  };

  return (
    <>
      <LoadState state={state} onRetry={() => setAttempt((n) => n + 1)} />
      {state.status === 'ready' && (
        <DepositForm options={deposited ? { ...state.data, firstDepositBonus: null } : state.data} onDeposit={deposit} />
      )}
    </>
  );
}

function WithdrawSection({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation('cashier');
  const [attempt, setAttempt] = useState(0);
  const [latest, setLatest] = useState<WithdrawalsResponse | null>(null);
  const state = useWithdrawals(attempt);
  const shown = latest ?? (state.status === 'ready' ? state.data : null);
  // The list is read again after each change, replacing what is shown without a loading state in between.
  const after = async (action: () => Promise<Withdrawal>, done: CashierKey) => {
    try {
      await action();
      onOutcome({ ok: true, message: t(done) });
      refreshWallet();
    } catch (error) {
      // A bonus paid since the page was read: the list read below shows what the withdrawal would give up.
      const forfeit = error instanceof HttpError && error.body?.code === CASHIER_ERROR_CODES.bonusForfeitUnconfirmed;
      onOutcome({ ok: false, message: t(forfeit ? 'cashier-bonus-forfeit-needed' : 'cashier-error') });
    }
    setLatest(await fetchWithdrawals().catch(() => null));
  };
  return (
    <>
      <LoadState state={state} onRetry={() => setAttempt((n) => n + 1)} />
      {shown && (
        <WithdrawPanel
          state={shown}
          onWithdraw={(amount, forfeitBonus) =>
            after(() => requestWithdrawal(amount, forfeitBonus), 'cashier-withdrawal-requested')
          }
          onCancel={(w) => after(() => cancelWithdrawal(w.id), 'cashier-withdrawal-cancelled')}
        />
      )}
    </>
  );
}
