import { getBus } from '@sportsbook/bus';
import type { AccountPrefs } from '@sportsbook/contracts';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { AccountPage, LoadState } from '../shared-ui/account-page';
import { publishPreferences } from './preferences';
import { useAccountPrefs } from '../api-calls/account-prefs';
import { patchPrefs } from '../api-calls/update-account-prefs';
import { PreferencesForm } from './preferences-form';

const TOAST_MS = 3000;

/** /account/preferences: saved with PATCH; the odds format and the theme take effect site-wide at once. */
export function PreferencesPage({ accountId }: { accountId: string }) {
  const { t } = useTranslation('account');
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState<AccountPrefs | null>(null);
  const state = useAccountPrefs(accountId, attempt);

  const save = async (changes: Partial<AccountPrefs>) => {
    const updated = await patchPrefs(accountId, changes);
    setSaved(updated);
    const bus = getBus();
    publishPreferences(bus, updated);
    bus.publish('toast/show', { kind: 'success', message: t('preferences-saved'), autoCloseMs: TOAST_MS });
  };

  const current = saved ?? (state.status === 'ready' ? state.data : null);
  return (
    <AccountPage title={t('nav-preferences')}>
      <LoadState state={state} onRetry={() => setAttempt((n) => n + 1)} />
      {current && <PreferencesForm saved={current} onSave={save} />}
    </AccountPage>
  );
}
