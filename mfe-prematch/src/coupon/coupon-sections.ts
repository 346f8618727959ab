import type { SportCode, SportEvent } from '@sportsbook/contracts';
import { countryPathOf, leaguePathOf, sportPathOf } from '../routing/paths';

export interface CouponSection {
  key: string;
  title: string;
  sportCode: SportCode;
  events: SportEvent[];
}

/**
 * Splits a page of events into runs that share a header: by league where the list is sorted by
 * event path, by sport where it is sorted by time (so the columns always fit the sport).
 */
export function couponSections(events: readonly SportEvent[], groupBy: 'league' | 'sport'): CouponSection[] {
  const sections: CouponSection[] = [];
  for (const event of events) {
    const path = groupBy === 'league' ? leaguePathOf(event) : sportPathOf(event);
    const key = `${event.sportCode}:${path?.id ?? 0}`;
    const last = sections.at(-1);
    if (last?.key === key) {
      last.events.push(event);
      continue;
    }
    const country = countryPathOf(event);
    const title =
      groupBy === 'league' && country ? `${country.description} · ${path?.description ?? ''}` : (path?.description ?? '');
    sections.push({ key, title, sportCode: event.sportCode, events: [event] });
  }
  return sections;
}
