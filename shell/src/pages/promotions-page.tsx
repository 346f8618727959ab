import { useTranslation } from '@sportsbook/translation';
import { useLocation } from '@sportsbook/routing';
import { HtmlWidget } from '../content/html-widget';
import { matchesUrlPattern } from '../navigation/sub-navigation';
import { useSettings } from '../settings/settings-store';
import { pageHeading } from './page-heading';

/** /promotions: the operator's promotion widgets from the page layout for this URL. */
export function PromotionsPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const widgets = useSettings(
    (s) =>
      s?.page_layouts?.find((layout) => layout.url !== '/*' && matchesUrlPattern(layout.url, pathname))?.centre_column_bottom,
  );
  return (
    <section>
      <h1 css={pageHeading}>{t('promotions')}</h1>
      {widgets?.length ? (
        widgets.filter((item) => item.name === 'html_widget').map((item) => <HtmlWidget key={item.id} id={item.id} />)
      ) : (
        <p>{t('no-promotions')}</p>
      )}
    </section>
  );
}
