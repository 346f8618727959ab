import type { ApiRoute } from '@sportsbook/http/testing';
import type { SportEvent } from '@sportsbook/contracts';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@sportsbook/routing';
import { FakeSocket } from './fake-socket';
import { liveTranslations } from '../i18n/translations';
import { createLiveBook, type LiveBook } from '../live-book/live-book';
import { LiveBookContext } from '../live-book/use-live-book';

export const liveEventsAnswer =
  (events: SportEvent[]): ApiRoute =>
  (url) =>
    url.pathname === '/xapi/rest/live/events' ? { body: { events } } : undefined;

/** GET /xapi/rest/events?ids={id}, as the live event page asks for the event it opens. */
export const eventByIdAnswer =
  (id: number, event: SportEvent | undefined): ApiRoute =>
  (url) =>
    url.pathname === '/xapi/rest/events' && url.searchParams.get('ids') === String(id)
      ? { body: { events: event ? [event] : [], page: 1, eventsPerPage: 20, totalCount: event ? 1 : 0 } }
      : undefined;

export interface TestBook {
  book: LiveBook;
  /** The feed socket the page opened (already open). */
  socket(): FakeSocket;
  /** Runs the pending animation frames, as the browser would before painting. */
  flushFrames(): void;
}

/** A live book on a fake socket, with animation frames the test runs by hand. */
export function testBook(): TestBook {
  const sockets: FakeSocket[] = [];
  const frames: Array<() => void> = [];
  const book = createLiveBook({
    url: 'ws://localhost/feed',
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    scheduleFrame: (callback) => frames.push(callback),
  });
  return {
    book,
    socket: () => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('the page opened no feed socket');
      if (socket.readyState === 0) act(() => socket.open());
      return socket;
    },
    flushFrames: () => act(() => frames.splice(0).forEach((frame) => frame())),
  };
}

export function resetBus(): void {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sportsbook.bus')];
}

/** Renders under the mount the shell uses for the live page (/:locale/live/*) and elsewhere under the locale. */
export function renderLive(path: string, book: LiveBook, element: ReactElement): RenderResult {
  initI18n('en');
  addTranslations('live', liveTranslations);
  return render(
    <LiveBookContext.Provider value={book}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:locale/live/*" element={element} />
          <Route path="/:locale/*" element={element} />
        </Routes>
      </MemoryRouter>
    </LiveBookContext.Provider>,
  );
}

/** Makes the viewport desktop (1280 px) or mobile (390 px) for components that read the breakpoint. */
export function setViewport(width: 390 | 1280): void {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }) as unknown as typeof window.matchMedia;
}
