import { useTranslation } from 'react-i18next';
import { RemoteModule } from '../federation/remote-module';
import { pageHeading } from './page-heading';

export function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <RemoteModule id="mfe_prematch/HomeHighlights" props={{}} />
      <h2 css={pageHeading}>{t('live-now')}</h2>
      <RemoteModule id="mfe_live/LiveEvents" props={{ limit: 5 }} />
      <h2 css={pageHeading}>{t('upcoming-events')}</h2>
      <RemoteModule id="mfe_prematch/UpcomingEvents" props={{ limit: 10 }} />
    </>
  );
}
