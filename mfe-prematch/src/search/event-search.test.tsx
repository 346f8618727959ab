import { act, fireEvent, screen } from '@testing-library/react';
import { footballEvent } from '../testing/fixtures';
import { renderAt, resetPrematch, answerApi } from '../testing/render-prematch';
import { EventSearch, SEARCH_DEBOUNCE_MS } from './event-search';

beforeEach(() => {
  resetPrematch();
  jest.useFakeTimers();
  answerApi((url) =>
    url.pathname === '/xapi/rest/events'
      ? { body: { events: [footballEvent(1, 'Kingsport City', 'Ashford Rovers')], page: 1, eventsPerPage: 500, totalCount: 1 } }
      : undefined,
  );
});

afterEach(() => jest.useRealTimers());

const type = async (text: string) => {
  const box = screen.getByRole('searchbox', { name: 'Search events, teams and leagues' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await act(async () => {
    await Promise.resolve();
  });
};

it('searches teams, leagues and events only once typing pauses', async () => {
  renderAt('/en/sports', <EventSearch />);
  await type('ashford');
  expect(screen.queryByRole('link', { name: 'Ashford Rovers' })).toBeNull();
  await act(async () => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(screen.getByRole('link', { name: 'Ashford Rovers' })).toHaveAttribute(
    'href',
    '/en/events/1-kingsport-city-vs-ashford-rovers',
  );
  expect(screen.getByRole('link', { name: 'Kingsport City vs Ashford Rovers' })).toBeInTheDocument();
});

it('finds a league and links its page', async () => {
  renderAt('/en/sports', <EventSearch />);
  await type('premier');
  await act(async () => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(screen.getByRole('link', { name: 'England · Premier League' })).toHaveAttribute(
    'href',
    '/en/sports/240-FOOT/1001-england/3001-premier-league',
  );
});

it('says when nothing matches and closes on Escape', async () => {
  renderAt('/en/sports', <EventSearch />);
  await type('zzz');
  await act(async () => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(screen.getByText('Nothing found for “zzz”.')).toBeInTheDocument();
  fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
  expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
});
