import { useTranslation } from '@sportsbook/translation';
import { CouponPage } from '../coupon/coupon-page';

/** /sports: the calendar of upcoming events across every sport, soonest first. */
export function CalendarPage() {
  const { t } = useTranslation('prematch');
  return <CouponPage title={t('calendar')} listLabel={t('upcoming-events')} scope={{}} groupBy="sport" />;
}
