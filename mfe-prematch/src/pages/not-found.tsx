import { ErrorState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { sportsHome } from '../routing/paths';

/** A prematch URL that names no sport, league or event. */
export function NotFound() {
  const { t } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  return (
    <ErrorState>
      {t('error-no-events-found-for-this-eventpath')} <Link to={sportsHome(locale)}>{t('back-to-sports')}</Link>
    </ErrorState>
  );
}
