import { useEffect, useState } from 'react';
import { useLiveBook } from '../live-book/use-live-book';
import type { LiveEventEntity } from '../store/live-data';
import { EMPTY_TIMELINE, recordChanges, type TrackerTimeline } from './tracker-timeline';

/**
 * The tracker's latest changes for one event, recorded from every store update (one per animation
 * frame) while the event page is open, whichever tab shows; it re-renders only when a change is added.
 */
export function useTrackerTimeline(eventId: number): TrackerTimeline {
  const book = useLiveBook();
  const [timeline, setTimeline] = useState(EMPTY_TIMELINE);
  useEffect(() => {
    let last: LiveEventEntity | undefined = book.store.getState().events.get(eventId);
    let current = EMPTY_TIMELINE;
    setTimeline(current);
    return book.store.subscribe((state) => {
      const next = state.events.get(eventId);
      if (next === last || next === undefined) return;
      if (last) {
        const recorded = recordChanges(current, last, next);
        if (recorded !== current) {
          current = recorded;
          setTimeline(recorded);
        }
      }
      last = next;
    });
  }, [book, eventId]);
  return timeline;
}
