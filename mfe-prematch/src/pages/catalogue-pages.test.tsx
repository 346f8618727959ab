import { screen, within } from '@testing-library/react';
import { PrematchPage } from './prematch-page';
import { footballEvent, tennisEvent } from '../testing/fixtures';
import { renderAt, resetPrematch, answerApi } from '../testing/render-prematch';

beforeEach(() => resetPrematch());

const outright = {
  ...footballEvent(9, 'x', 'y'),
  description: 'Premier League 2026/27 - Winner',
  slug: 'premier-league-winner',
  isOutright: true,
};

const catalogue = () =>
  answerApi((url) =>
    url.pathname === '/xapi/rest/events'
      ? { body: { events: [footballEvent(1, 'A', 'B'), outright, tennisEvent(3)], page: 1, eventsPerPage: 500, totalCount: 3 } }
      : undefined,
  );

it('lists every league with its count on /sports/competitions', async () => {
  catalogue();
  renderAt('/en/sports/competitions', <PrematchPage />);
  const football = await screen.findByRole('region', { name: 'Football' });
  expect(within(football).getByRole('link', { name: 'England · Premier League 2' })).toHaveAttribute(
    'href',
    '/en/sports/240-FOOT/1001-england/3001-premier-league',
  );
});

it('lists only outright events on /sports/outrights, each linking to its event page', async () => {
  catalogue();
  renderAt('/en/sports/outrights', <PrematchPage />);
  const list = await screen.findByRole('list', { name: 'Football' });
  expect(within(list).getAllByRole('link')).toHaveLength(1);
  expect(within(list).getByRole('link')).toHaveAttribute('href', '/en/events/9-premier-league-winner');
});

it('shows the homepage pseudo-sport with highlights and popular events', async () => {
  const fetchMock = answerApi((url) =>
    url.pathname === '/xapi/rest/events'
      ? { body: { events: [footballEvent(1, 'A', 'B')], page: 1, eventsPerPage: 20, totalCount: 1 } }
      : undefined,
  );
  renderAt('/en/sports/10001', <PrematchPage />);
  expect(await screen.findByRole('list', { name: 'Highlights' })).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'Popular events' })).toBeInTheDocument();
  const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('eventPathIds'));
  expect(paths.filter((p) => p === '10001')).toHaveLength(2);
});

it('shows the not-found error for an unknown sports path', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answerApi();
  renderAt('/en/sports/nonsense', <PrematchPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No events found for this event path.');
  consoleError.mockRestore();
});
