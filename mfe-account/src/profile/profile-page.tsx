import { getBus } from '@sportsbook/bus';
import { Button, useServerData } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { AccountPage, LoadState } from '../shared-ui/account-page';
import { DetailsList } from '../shared-ui/details-list';
import { formatCountry, formatDateTime } from '../shared-ui/format';

import { fetchPlayerDetails } from '../api-calls/player-details';
import { fetchProfile } from '../api-calls/profile';

/** The account statuses with a name of their own; another shows as the API sends it. */
const ACCOUNT_STATUSES = ['active', 'suspended', 'locked', 'pending_activation'] as const;

/** /account: spec §3 Profile and Player details. */
export function ProfilePage({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation('account');
  const [attempt, setAttempt] = useState(0);
  const state = useServerData(['profile', accountId, attempt], (signal) =>
    Promise.all([fetchProfile(signal), fetchPlayerDetails(accountId, signal)]),
  );
  const locale = i18n.language;
  const statusName = (status: string) => {
    const known = ACCOUNT_STATUSES.find((name) => name === status.toLowerCase());
    return known ? t(`profile-status-${known}`) : status;
  };

  return (
    <AccountPage title={t('profile-title')}>
      <LoadState state={state} onRetry={() => setAttempt((n) => n + 1)} />
      {state.status === 'ready' && (
        <>
          <DetailsList
            label={t('profile-title')}
            rows={[
              [t('profile-name'), `${state.data[0].firstName} ${state.data[0].lastName}`.trim()],
              [t('username'), state.data[1].username],
              [t('profile-email'), state.data[0].email],
              [t('profile-account-number'), state.data[1].accountNumber],
              [t('profile-currency'), state.data[0].currency],
              [t('profile-country'), formatCountry(state.data[0].residence.countryCode, locale)],
              [t('profile-registered'), formatDateTime(state.data[0].registerDate, locale)],
              [t('profile-last-login'), formatDateTime(state.data[0].lastLoginDate, locale)],
              [t('profile-vip-level'), String(state.data[1].vipLevel)],
              [t('profile-status'), statusName(state.data[0].accountStatus)],
            ]}
          />
          <div>
            <Button onClick={() => getBus().publish('session/logout', { reason: 'user' })}>{t('logout')}</Button>
          </div>
        </>
      )}
    </AccountPage>
  );
}
