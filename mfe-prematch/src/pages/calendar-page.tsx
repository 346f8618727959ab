import { MATCH_SPORT_GROUPS } from '@sportsbook/contracts';
import { useTranslation } from '@sportsbook/translation';
import { CouponPage } from '../coupon/coupon-page';

/** /sports: the calendar of upcoming matches across every sport, soonest first (races have their own cards). */
export function CalendarPage() {
  const { t } = useTranslation('prematch');
  return (
    <CouponPage
      title={t('calendar')}
      listLabel={t('upcoming-events')}
      scope={{ sportGroups: MATCH_SPORT_GROUPS }}
      groupBy="sport"
    />
  );
}
