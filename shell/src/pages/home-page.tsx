import { useTranslation } from '@sportsbook/translation';
import { RemoteModule } from '../federation/remote-module';
import { pageHeading } from './page-heading';
import { HOME_MODULES } from '@sportsbook/contracts';

export function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <RemoteModule id={HOME_MODULES[0]} props={{}} />
      <h2 css={pageHeading}>{t('live-now')}</h2>
      <RemoteModule id={HOME_MODULES[1]} props={{ limit: 5 }} />
      <h2 css={pageHeading}>{t('upcoming-events')}</h2>
      <RemoteModule id={HOME_MODULES[2]} props={{ limit: 10 }} />
    </>
  );
}
