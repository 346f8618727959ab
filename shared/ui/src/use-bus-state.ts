import { getBus, type Bus } from '@sportsbook/bus';
import type { BusTopicName, BusTopics } from '@sportsbook/contracts';
import { useCallback, useSyncExternalStore } from 'react';

type Listeners = Set<() => void>;

/**
 * One bus subscription per topic for all of this app's components, fanned out to them. A coupon
 * has hundreds of odds buttons reading the slip's selections and the odds format: a bus
 * subscription each (with its replay and checks) was a measurable part of a phone's first render.
 * It lasts as long as the page (one per topic), kept per bus so a page (or a test) with a new bus
 * starts afresh.
 */
const fanOuts = new WeakMap<Bus, Map<BusTopicName, Listeners>>();

function listenersOf(bus: Bus, topic: BusTopicName): Listeners {
  let topics = fanOuts.get(bus);
  if (!topics) fanOuts.set(bus, (topics = new Map()));
  let listeners = topics.get(topic);
  if (!listeners) {
    const fresh: Listeners = new Set();
    topics.set(topic, fresh);
    bus.subscribe(topic, () => fresh.forEach((notify) => notify()));
    listeners = fresh;
  }
  return listeners;
}

/**
 * What a component needs from a bus state topic, re-rendering only when that changes: an odds button
 * asks whether its own outcome is in the slip, so adding one selection re-renders one button, not all.
 */
export function useBusSelection<K extends BusTopicName, T>(topic: K, select: (value: BusTopics[K] | undefined) => T): T {
  const bus = getBus();
  const subscribe = useCallback(
    (notify: () => void) => {
      const listeners = listenersOf(bus, topic);
      listeners.add(notify);
      return () => void listeners.delete(notify);
    },
    [bus, topic],
  );
  return useSyncExternalStore(subscribe, () => select(bus.getState(topic)));
}

const whole = <V>(value: V): V => value;

/** The latest value of a bus state topic, re-rendering when it changes. */
export function useBusState<K extends BusTopicName>(topic: K): BusTopics[K] | undefined {
  return useBusSelection(topic, whole);
}
