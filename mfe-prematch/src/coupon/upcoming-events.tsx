import { MATCH_SPORT_GROUPS } from '@sportsbook/contracts';
import { useServerData } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { getEvents } from '../api-calls/events';
import { Coupon } from './coupon';
import { EventsRequest } from './events-request';
import { useBrandPricing } from '../settings/use-brand-pricing';

/** The next open prematch matches across every sport, for pages outside the prematch routes. */
export function UpcomingEvents({ limit = 20 }: { limit?: number }) {
  const { t } = useTranslation('prematch');
  const [reload, setReload] = useState(0);
  const priced = useBrandPricing();
  const state = useServerData(['upcoming-events', limit, reload], (signal) =>
    getEvents(
      {
        periodType: 'PRE_MATCH',
        sportGroups: MATCH_SPORT_GROUPS,
        includeMarkets: true,
        bettable: true,
        marketStatus: 'OPEN,SUSPENDED',
        eventsPerPage: limit,
        page: 1,
      },
      signal,
    ),
  );
  return (
    <EventsRequest state={state} priced={priced} onRetry={() => setReload((n) => n + 1)}>
      {(events) => <Coupon events={events} label={t('upcoming-events')} groupBy="sport" />}
    </EventsRequest>
  );
}
