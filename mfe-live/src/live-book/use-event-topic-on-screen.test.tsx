import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import type { LiveBook } from './live-book';
import { LiveBookContext } from './use-live-book';
import { eventTopic, useEventTopicOnScreen } from './use-event-topic-on-screen';

/** The browser's IntersectionObserver as far as the rows use it: tests say which rows are on screen. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  show(target: Element, onScreen: boolean) {
    const entry = { target, isIntersecting: onScreen } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function Row({ eventId }: { eventId: number }) {
  const ref = useRef<HTMLLIElement>(null);
  useEventTopicOnScreen(ref, eventId);
  return <li ref={ref} data-event-id={eventId} />;
}

function renderRows(eventIds: number[]) {
  const retained = new Map<string, number>();
  const book = {
    retain: (topics: readonly string[]) => {
      for (const topic of topics) retained.set(topic, (retained.get(topic) ?? 0) + 1);
      return () => topics.forEach((topic) => retained.set(topic, (retained.get(topic) ?? 0) - 1));
    },
  } as unknown as LiveBook;
  const view = render(
    <LiveBookContext.Provider value={book}>
      <ul>
        {eventIds.map((id) => (
          <Row key={id} eventId={id} />
        ))}
      </ul>
    </LiveBookContext.Provider>,
  );
  const row = (id: number) => view.container.querySelector(`[data-event-id="${id}"]`) as Element;
  return { view, retained, row };
}

// The page's one observer lives as long as the page: it is created once, for the whole file.
beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it("subscribes a row's event topic while the row is on screen, through one observer for every row", () => {
  const { retained, row } = renderRows([1, 2, 3]);
  expect(FakeObserver.instances).toHaveLength(1);
  const [observer] = FakeObserver.instances;
  if (!observer) throw new Error('no observer');
  expect(observer.targets.size).toBe(3);
  act(() => observer.show(row(2), true));
  expect(retained.get(eventTopic(2))).toBe(1);
  expect(retained.get(eventTopic(1))).toBeUndefined();
  act(() => observer.show(row(2), true));
  expect(retained.get(eventTopic(2))).toBe(1);
  act(() => observer.show(row(2), false));
  expect(retained.get(eventTopic(2))).toBe(0);
});

it('lets go of the topic and stops watching when the row leaves the page', () => {
  const { view, retained, row } = renderRows([7]);
  const [observer] = FakeObserver.instances;
  if (!observer) throw new Error('no observer');
  const element = row(7);
  act(() => observer.show(element, true));
  view.unmount();
  expect(retained.get(eventTopic(7))).toBe(0);
  expect(observer.targets.has(element)).toBe(false);
});
