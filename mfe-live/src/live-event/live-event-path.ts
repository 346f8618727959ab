import type { SportEvent } from '@sportsbook/contracts';

/**
 * Live routes of spec §2 under the locale prefix: live/sport/, live/sport/{id}-{CODE} and
 * live/{slug}, where the slug carries the event id in front ({id}-{slug}) so a shared link opens
 * the event without a lookup by name.
 */
export const liveEventPath = (locale: string, event: Pick<SportEvent, 'id' | 'slug'>): string =>
  `/${locale}/live/${event.id}-${event.slug}`;

export const liveSportPath = (locale: string, sportSegment?: string): string => `/${locale}/live/sport/${sportSegment ?? ''}`;

/** The event id from a live/{id}-{slug} segment, or null when the segment names no event. */
export function eventIdFromSegment(segment: string | undefined): number | null {
  const match = /^(\d{1,15})(-|$)/.exec(segment ?? '');
  return match ? Number(match[1]) : null;
}
