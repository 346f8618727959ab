import { screen, within } from '@testing-library/react';
import { snapshot } from '../testing/recorded-feed/recorded';
import { fakeApi } from '@sportsbook/http/testing';
import { liveEventsAnswer, renderLive, resetBus, setViewport, testBook } from '../testing/render-live';
import { LiveEvents } from './live-events';

beforeEach(() => {
  resetBus();
  setViewport(390);
});

it('lists the first live events, each linking to its live event page, asking the API for only those', async () => {
  const asked: Array<string | null> = [];
  // The API pages the list, as ours does: a box of two never downloads the whole live book.
  fakeApi((url) => {
    if (url.pathname !== '/xapi/rest/live/events') return undefined;
    const size = url.searchParams.get('eventsPerPage');
    asked.push(size);
    return { body: { events: snapshot.events.slice(0, Number(size ?? snapshot.events.length)) } };
  });
  renderLive('/en/', testBook().book, <LiveEvents limit={2} />);
  const list = await screen.findByRole('list', { name: 'Live events' });
  const links = within(list).getAllByRole('link');
  expect(links).toHaveLength(2);
  const [first] = snapshot.events;
  expect(links[0]).toHaveAttribute('href', `/en/live/${first?.id}-${first?.slug}`);
  expect(asked).toEqual(['2']);
});

it('says so when nothing is in play', async () => {
  fakeApi(liveEventsAnswer([]));
  renderLive('/en/', testBook().book, <LiveEvents />);
  expect(await screen.findByText('No events are in play right now.')).toBeInTheDocument();
});
