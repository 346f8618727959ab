import { getBus } from '@sportsbook/bus';
import { useLocation } from '@sportsbook/routing';
import { Button } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';

/** What the tools do, for a visitor deciding where to play, and the way in to use them. */
export function ToolsForVisitors() {
  const { t } = useTranslation('cashier');
  const { pathname } = useLocation();
  const logIn = () => getBus().publish('login/requested', { returnTo: pathname });
  return (
    <section aria-labelledby="tools-heading" css={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <h2 id="tools-heading" css={{ margin: 0, fontSize: 18 }}>
        {t('tools-heading')}
      </h2>
      <ul css={{ margin: 0, paddingInlineStart: 20 }}>
        <li>{t('tools-limits')}</li>
        <li>{t('tools-time')}</li>
        <li>{t('tools-break')}</li>
      </ul>
      <Button variant="primary" onClick={logIn}>
        {t('tools-login')}
      </Button>
    </section>
  );
}
