import { REALITY_CHECK_MINUTES, SESSION_LIMIT_MINUTES, type PlayTimeSettings, type PlayTimeView } from '@sportsbook/contracts';
import { Button, fieldStyle } from '@sportsbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { StatusMessage } from '../shared-ui/status-message';
import { form, mutedText } from '../shared-ui/styles';
import { PendingChange } from './limits-table';
import { usePlayTime } from '../api-calls/play-time';
import { savePlayTime } from '../api-calls/save-play-time';

/** The reality-check interval and the session limit; the API ends a session at its limit. */
export function PlayTimeSection() {
  const { t } = useTranslation('cashier');
  const state = usePlayTime();
  return (
    <>
      <h2 css={{ margin: 0, fontSize: 18 }}>{t('play-time-heading')}</h2>
      <p css={mutedText}>{t('play-time-intro')}</p>
      {state.status === 'ready' && <PlayTimeForm saved={state.data} />}
    </>
  );
}

/** A longer session limit, or none, waits out the money limits' cooling-off; the form shows it waiting. */
function PlayTimeForm({ saved }: { saved: PlayTimeView }) {
  const { t } = useTranslation('cashier');
  const [pending, setPending] = useState(saved.sessionLimitPending);
  const [settings, setSettings] = useState<PlayTimeSettings>({
    realityCheckMinutes: saved.realityCheckMinutes,
    sessionLimitMinutes: saved.sessionLimitMinutes,
  });
  const [outcome, setOutcome] = useState<boolean | null>(null);
  const minutes = (n: number) => (n === 0 ? t('play-time-off') : t('play-time-minutes', { count: n }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(
      await savePlayTime(settings).then(
        (view) => {
          // The limit in force, with what waits beside it, as the money limits show theirs.
          setSettings({ realityCheckMinutes: view.realityCheckMinutes, sessionLimitMinutes: view.sessionLimitMinutes });
          setPending(view.sessionLimitPending);
          return true;
        },
        () => false,
      ),
    );
  };

  const select = <K extends keyof PlayTimeSettings>(key: K, label: string, options: readonly PlayTimeSettings[K][]) => (
    <label css={fieldStyle}>
      {label}
      <select value={settings[key]} onChange={(e) => setSettings({ ...settings, [key]: Number(e.target.value) })}>
        {options.map((n) => (
          <option key={n} value={n}>
            {minutes(n)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form onSubmit={submit} css={[form, { maxWidth: 420 }]} aria-label={t('play-time-heading')}>
      {select('realityCheckMinutes', t('play-time-reality-check'), REALITY_CHECK_MINUTES)}
      {select('sessionLimitMinutes', t('play-time-session-limit'), SESSION_LIMIT_MINUTES)}
      {pending && <PendingChange to={pending.minutes === 0 ? null : minutes(pending.minutes)} from={pending.from} />}
      {outcome !== null && <StatusMessage ok={outcome}>{t(outcome ? 'play-time-saved' : 'limit-save-error')}</StatusMessage>}
      <Button type="submit" variant="primary">
        {t('play-time-save')}
      </Button>
    </form>
  );
}
