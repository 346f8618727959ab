import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { pageHeading } from './page-heading';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { locale = 'en' } = useParams();
  return (
    <section>
      <h2 css={pageHeading}>{t('not-found')}</h2>
      <Link to={`/${locale}/`}>{t('back-home')}</Link>
    </section>
  );
}
