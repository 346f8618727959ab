import { fireEvent, screen, within } from '@testing-library/react';
import { favouritesStore } from '../favourites/favourites-store';
import { footballEvent, tennisEvent } from '../testing/fixtures';
import { renderAt, resetPrematch, answerApi } from '../testing/render-prematch';
import { SportsMenu } from './sports-menu';

beforeEach(() => resetPrematch());

const catalogue = () =>
  answerApi((url) =>
    url.pathname === '/xapi/rest/events' && url.searchParams.get('includeMarkets') === 'false'
      ? {
          body: {
            events: [footballEvent(1, 'A', 'B'), footballEvent(2, 'C', 'D'), tennisEvent(3)],
            page: 1,
            eventsPerPage: 500,
            totalCount: 3,
          },
        }
      : undefined,
  );

it('lists sports with their event counts from the catalogue', async () => {
  catalogue();
  renderAt('/en/sports', <SportsMenu variant="desktop" />);
  const nav = screen.getByRole('navigation', { name: 'Sports menu' });
  expect(await within(nav).findByRole('link', { name: 'Football 2' })).toHaveAttribute('href', '/en/sports/240-FOOT');
  expect(within(nav).getByRole('link', { name: 'Tennis 1' })).toHaveAttribute('href', '/en/sports/239-TENN');
});

it('opens a sport into countries and a country into leagues', async () => {
  catalogue();
  renderAt('/en/sports', <SportsMenu variant="mobile" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Show countries of Football' }));
  expect(screen.getByRole('link', { name: 'England 2' })).toHaveAttribute('href', '/en/sports/240-FOOT/1001-england');
  const toggle = screen.getByRole('button', { name: 'Show leagues of England' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Premier League 2' })).toHaveAttribute(
    'href',
    '/en/sports/240-FOOT/1001-england/3001-premier-league',
  );
});

it('opens the sport of the current page', async () => {
  catalogue();
  renderAt('/en/sports/240-FOOT', <SportsMenu variant="desktop" />);
  expect(await screen.findByRole('link', { name: 'England 2' })).toBeInTheDocument();
});

it('offers the pseudo-sports, with jackpot going to the jackpot remote and a favourites count', async () => {
  catalogue();
  favouritesStore.getState().set([1, 2]);
  renderAt('/es/sports', <SportsMenu variant="desktop" />);
  await screen.findByRole('link', { name: 'Football 2' });
  expect(screen.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/es/sports/10001');
  expect(screen.getByRole('link', { name: 'Favourites 2' })).toHaveAttribute('href', '/es/sports/10000');
  expect(screen.getByRole('link', { name: 'Jackpot' })).toHaveAttribute('href', '/es/jackpot');
});

it('tells the shell when the player navigates, so it can close the side menu', async () => {
  catalogue();
  const onNavigate = jest.fn();
  renderAt('/en/sports', <SportsMenu variant="mobile" onNavigate={onNavigate} />);
  fireEvent.click(await screen.findByRole('link', { name: 'Football 2' }));
  expect(onNavigate).toHaveBeenCalled();
});

it('shows the error with a retry when the catalogue cannot be loaded', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answerApi();
  renderAt('/en/sports', <SportsMenu variant="desktop" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No events found for this event path.');
  catalogue();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Football 2' })).toBeInTheDocument();
  consoleError.mockRestore();
});
