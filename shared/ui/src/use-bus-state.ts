import { getBus } from '@sportsbook/bus';
import type { BusTopicName, BusTopics } from '@sportsbook/contracts';
import { useCallback, useSyncExternalStore } from 'react';

/** The latest value of a bus state topic, re-rendering when it changes. */
export function useBusState<K extends BusTopicName>(topic: K): BusTopics[K] | undefined {
  const bus = getBus();
  const subscribe = useCallback((notify: () => void) => bus.subscribe(topic, notify), [bus, topic]);
  return useSyncExternalStore(subscribe, () => bus.getState(topic));
}
