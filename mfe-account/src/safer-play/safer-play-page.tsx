import { getBus } from '@sportsbook/bus';
import type { PlayBreakRequest, PlayLimitView, PlayLimitsResponse } from '@sportsbook/contracts';
import { useBusState } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import type { CashierKey } from '../i18n/account-key';
import { AccountPage, LoadState } from '../shared-ui/account-page';
import { formatDateTime } from '../shared-ui/format';
import { StatusMessage } from '../shared-ui/status-message';
import { mutedText } from '../shared-ui/styles';
import { BreakForm } from './break-form';
import { LimitForm, type LimitChoice } from './limit-form';
import { LimitsTable } from './limits-table';
import { PlayTimeSection } from './play-time-section';
import { ActivitySummaryFigures } from './activity-summary';
import { HelpLines } from './help-lines';
import { ToolsForVisitors } from './tools-for-visitors';
import { useActivity } from '../api-calls/activity';
import { usePlayLimits } from '../api-calls/play-limits';
import { removePlayLimit } from '../api-calls/remove-play-limit';
import { setPlayLimit } from '../api-calls/set-play-limit';
import { startPlayBreak } from '../api-calls/play-break';

const BREAK_TOAST_MS = 10_000;
type Outcome = { ok: boolean; key: CashierKey } | null;

/**
 * /account/safer-play, the brand's safer-gambling page: for a player, their last 30 days
 * and their limits and breaks, which the API enforces; for anyone, what the tools are and where to get help.
 */
export function SaferPlayPage() {
  const { t } = useTranslation('cashier');
  const title = useTranslation('account').t('nav-safer-play');
  const session = useBusState('session');
  const loggedIn = session?.loggedIn ?? false;
  const activity = useActivity(session?.accountId, loggedIn);
  return (
    <AccountPage title={title}>
      <p css={mutedText}>{t('safer-play-intro')}</p>
      {activity.status === 'ready' && <ActivitySummaryFigures activity={activity.data} />}
      {loggedIn ? <PlayerTools /> : <ToolsForVisitors />}
      <HelpLines countryCode={activity.status === 'ready' ? activity.data.countryCode : undefined} />
    </AccountPage>
  );
}

/** The limits, time settings and breaks of a logged-in player. */
function PlayerTools() {
  const { t, i18n } = useTranslation('cashier');
  const [attempt, setAttempt] = useState(0);
  const [latest, setLatest] = useState<PlayLimitsResponse | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const state = usePlayLimits(attempt);
  const limits = latest ?? (state.status === 'ready' ? state.data : null);

  const change = async (request: () => Promise<PlayLimitsResponse>) => {
    try {
      setLatest(await request());
      setOutcome({ ok: true, key: 'limit-saved' });
    } catch {
      setOutcome({ ok: false, key: 'limit-save-error' });
    }
  };
  const set = ({ kind, period, amount }: LimitChoice) => change(() => setPlayLimit(kind, period, amount));
  const remove = (limit: PlayLimitView) => change(() => removePlayLimit(limit.kind, limit.period));

  const takeBreak = async (request: PlayBreakRequest) => {
    try {
      const taken = await startPlayBreak(request);
      const until = formatDateTime(taken.until, i18n.language) ?? taken.until;
      const bus = getBus();
      bus.publish('toast/show', { kind: 'info', message: t('break-started', { until }), autoCloseMs: BREAK_TOAST_MS });
      bus.publish('session/logout', { reason: 'play_break' });
    } catch {
      setOutcome({ ok: false, key: 'break-error' });
    }
  };

  return (
    <>
      <LoadState state={state} onRetry={() => setAttempt((n) => n + 1)} />
      {limits && (
        <>
          <h2 css={{ margin: 0, fontSize: 18 }}>{t('limits-heading')}</h2>
          <LimitsTable limits={limits} onRemove={remove} />
          <h2 css={{ margin: 0, fontSize: 18 }}>{t('limit-set-heading')}</h2>
          <LimitForm currency={limits.currency} onSet={set} />
        </>
      )}
      {outcome && <StatusMessage ok={outcome.ok}>{t(outcome.key)}</StatusMessage>}
      <PlayTimeSection />
      <h2 css={{ margin: 0, fontSize: 18 }}>{t('break-heading')}</h2>
      <p css={mutedText}>{t('break-intro')}</p>
      <BreakForm onTake={takeBreak} />
    </>
  );
}
