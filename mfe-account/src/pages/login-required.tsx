import { Button } from '@sportsbook/ui';
import { getBus } from '@sportsbook/bus';
import { useEffect } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useLocation } from '@sportsbook/routing';
import { mutedText } from '../shared-ui/styles';

/** Spec §6: the account needs a login; ask for one and come back here afterwards. */
export function LoginRequired() {
  const { t } = useTranslation('account');
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const requestLogin = () => getBus().publish('login/requested', { returnTo });

  useEffect(() => {
    getBus().publish('login/requested', { returnTo });
  }, [returnTo]);

  return (
    <section css={{ padding: '24px 0', display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <h1 css={{ margin: 0, fontSize: 22 }}>{t('account-title')}</h1>
      <p css={mutedText}>{t('login-required')}</p>
      <Button variant="primary" onClick={requestLogin}>
        {t('login-to-continue')}
      </Button>
    </section>
  );
}
