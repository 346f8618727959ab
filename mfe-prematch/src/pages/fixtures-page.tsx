import { useTranslation } from '@sportsbook/translation';
import { CouponPage } from '../coupon/coupon-page';

/** /sports/fixtures: every fixture in the book's league order. */
export function FixturesPage() {
  const { t } = useTranslation('prematch');
  return <CouponPage title={t('fixtures')} listLabel={t('fixtures')} scope={{ sortByEventpath: true }} groupBy="league" />;
}
