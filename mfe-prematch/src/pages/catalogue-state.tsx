import { ErrorState, LoadingState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { loadCatalogue, useCatalogueStatus } from '../catalogue/catalogue-store';

/** Loading or error feedback for pages built from the catalogue; nothing once it is ready. */
export function CatalogueState() {
  const { t } = useTranslation('prematch');
  const status = useCatalogueStatus();
  if (status === 'error') {
    return (
      <ErrorState onRetry={() => void loadCatalogue(true)} retryLabel={t('retry')}>
        {t('error-no-events-found-for-this-eventpath')}
      </ErrorState>
    );
  }
  if (status !== 'ready') return <LoadingState label={t('loading-events')} />;
  return null;
}
