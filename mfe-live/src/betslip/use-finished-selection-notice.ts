import { getBus } from '@sportsbook/bus';
import { useBusState } from '@sportsbook/ui';
import { useEffect } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useShallow } from 'zustand/shallow';
import { eventTopic } from '../live-book/use-event-topic-on-screen';
import { useFeedTopics, useLive, useLiveBook } from '../live-book/use-live-book';
import { eventsOfOutcomes, newlyFinishedWithSelections } from './finished-selections';

const NO_OUTCOMES: readonly number[] = [];

/** Spec §4 toasts auto-close after 5000 ms in this area. */
const TOAST_MS = 5000;

/**
 * Says "Event is Finished" when an event with a selection in the slip reaches END_OF_EVENT, and keeps
 * those events subscribed while they are off screen so the news arrives.
 */
export function useFinishedSelectionNotice(): void {
  const book = useLiveBook();
  const { t } = useTranslation('live');
  const outcomeIds = useBusState('betslip/selections')?.outcomeIds ?? NO_OUTCOMES;
  const eventIds = useLive(useShallow((state) => eventsOfOutcomes(state, outcomeIds)));
  useFeedTopics(eventIds.map(eventTopic));
  useEffect(() => {
    const bus = getBus();
    return book.store.subscribe((next, previous) => {
      const outcomeIds = bus.getState('betslip/selections')?.outcomeIds ?? [];
      if (outcomeIds.length === 0) return;
      for (const eventId of newlyFinishedWithSelections(previous, next, outcomeIds)) {
        bus.publish('toast/show', {
          kind: 'warning',
          message: t('event-is-finished'),
          detail: next.events.get(eventId)?.description ?? '',
          autoCloseMs: TOAST_MS,
        });
      }
    });
  }, [book, t]);
}
