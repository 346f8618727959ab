import { getBus } from '@sportsbook/bus';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '@sportsbook/routing';
import { deepFootballEvent, market, footballEvent, raceEvent } from '../testing/fixtures';
import { renderAt, resetPrematch, answerApi } from '../testing/render-prematch';
import { loadOddsConfig } from '../odds/odds-config-store';
import { EventPage } from './event-page';

beforeEach(() => resetPrematch());

/** The event route as PrematchPage declares it under the events mount. */
function EventPageRoute() {
  return (
    <Routes>
      <Route path=":eventKey" element={<EventPage />} />
    </Routes>
  );
}

it('shows every market grouped by period, with breadcrumbs to its league', async () => {
  answerApi((url) => (url.pathname === '/xapi/rest/events/5' ? { body: footballEvent(5, 'Home FC', 'Away FC') } : undefined));
  renderAt('/en/events/5-home-fc-vs-away-fc', <EventPageRoute />);
  const fullTime = await screen.findByRole('region', { name: 'Full time' });
  expect(
    within(fullTime)
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label')),
  ).toEqual(['MRES', 'OU', 'BTTS']);
  expect(within(screen.getByRole('region', { name: '1st half' })).getAllByRole('button')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'England' })).toHaveAttribute('href', '/en/sports/240-FOOT/1001-england');
});

it("cards a race's runners under the race with the market's each-way terms", async () => {
  answerApi((url) => (url.pathname === '/xapi/rest/events/9' ? { body: raceEvent(9) } : undefined));
  renderAt('/en/events/9-kingsdown-14-30', <EventPageRoute />);
  const race = await screen.findByRole('region', { name: 'Race' });
  const win = within(race).getByRole('region', { name: 'Win or Each Way' });
  expect(within(win).getByTestId('each-way-terms')).toHaveTextContent('Each way (1/5 odds, 3 places)');
  expect(within(win).getAllByRole('button')).toHaveLength(8);
  expect(screen.queryByRole('tablist')).toBeNull();
});

it('puts a deep catalogue in tabs: only the open tab renders, arrow keys move between tabs', async () => {
  answerApi((url) => (url.pathname === '/xapi/rest/events/5' ? { body: deepFootballEvent(5, 'Home FC', 'Away FC') } : undefined));
  renderAt('/en/events/5-home-fc-vs-away-fc', <EventPageRoute />);
  const tabs = await screen.findByRole('tablist', { name: 'Market groups' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Main', 'Halves', 'Scores', 'Corners & cards', 'Players']);
  const panel = screen.getByRole('tabpanel', { name: 'Main' });
  expect(within(panel).getByRole('region', { name: 'Full time' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Anytime Goalscorer' })).toBeNull();
  expect(screen.queryByRole('region', { name: '1st half' })).toBeNull();

  fireEvent.click(within(tabs).getByRole('tab', { name: 'Players' }));
  expect(screen.getByRole('tabpanel', { name: 'Players' })).toContainElement(
    screen.getByRole('region', { name: 'Anytime Goalscorer' }),
  );
  expect(screen.queryByRole('region', { name: 'MRES' })).toBeNull();
  fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Players' }), { key: 'Home' });
  expect(within(tabs).getByRole('tab', { name: 'Main' })).toHaveAttribute('aria-selected', 'true');
  expect(within(tabs).getByRole('tab', { name: 'Main' })).toHaveFocus();
  fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Main' }), { key: 'ArrowLeft' });
  expect(within(tabs).getByRole('tab', { name: 'Players' })).toHaveAttribute('aria-selected', 'true');
});

it('searches every tab’s markets, says how many it found, and says when none match', async () => {
  answerApi((url) => (url.pathname === '/xapi/rest/events/5' ? { body: deepFootballEvent(5, 'Home FC', 'Away FC') } : undefined));
  renderAt('/en/events/5-home-fc-vs-away-fc', <EventPageRoute />);
  const search = await screen.findByRole('searchbox', { name: 'Search markets' });
  fireEvent.change(search, { target: { value: 'okafor' } });
  expect(screen.getByRole('status')).toHaveTextContent('1 market found');
  expect(screen.getByRole('region', { name: 'Anytime Goalscorer' })).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).toBeNull();
  fireEvent.change(search, { target: { value: 'over' } });
  expect(screen.getByRole('status')).toHaveTextContent('2 markets found');
  fireEvent.change(search, { target: { value: 'penalties' } });
  expect(screen.getByRole('status')).toHaveTextContent('No markets match “penalties”');
  fireEvent.change(search, { target: { value: '' } });
  expect(screen.getByRole('tablist', { name: 'Market groups' })).toBeInTheDocument();
});

it('builds a bet from one match: the book prices the picks together, refuses ones that clash, and the slip gets the builder', async () => {
  const event = { ...deepFootballEvent(5, 'Home FC', 'Away FC'), betBuilderEvent: true };
  const asked: number[][] = [];
  answerApi(
    (url) => (url.pathname === '/xapi/rest/events/5' ? { body: event } : undefined),
    (url, request) => {
      if (url.pathname !== '/xapi/rest/betbuilder/price') return undefined;
      const { outcomeIds } = JSON.parse(request.body ?? '{}') as { outcomeIds: number[] };
      asked.push(outcomeIds);
      // Home FC to win with no goals cannot happen; the rest is priced.
      return outcomeIds.includes(50101)
        ? { body: { decimal: null, errors: [{ code: 'RES-00218', message: 'These selections cannot all win together' }] } }
        : { body: { decimal: 3.4, errors: [] } };
    },
  );
  const builders: unknown[] = [];
  const off = getBus().on('betslip/add-builder', (b) => builders.push(b));
  renderAt('/en/events/5-home-fc-vs-away-fc', <EventPageRoute />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Bet builder' }));
  const panel = screen.getByRole('tabpanel', { name: 'Bet builder' });
  expect(within(panel).queryByRole('region', { name: 'CS' })).toBeNull();
  expect(within(panel).queryByRole('region', { name: 'Correct Score' })).toBeNull();
  const add = within(panel).getByRole('button', { name: 'Add bet builder to betslip' });
  expect(add).toBeDisabled();
  fireEvent.click(within(panel).getByRole('button', { name: /^Home FC 2\.00/ }));
  fireEvent.click(within(panel).getByRole('button', { name: /^Yes 1\.80/ }));
  expect(await within(panel).findByText('2 selections together: 3.40')).toBeInTheDocument();
  fireEvent.click(within(panel).getByRole('button', { name: /^Under 2\.5/ }));
  // A second pick of a market replaces the first: Over for Under is not a clash but a change.
  fireEvent.click(within(panel).getByRole('button', { name: /^Over 2\.5/ }));
  expect(await within(panel).findByText('3 selections together: 3.40')).toBeInTheDocument();
  expect(asked.at(-1)).toEqual([50000, 50200, 50100]);
  fireEvent.click(within(panel).getByRole('button', { name: /^Under 2\.5/ }));
  expect(await within(panel).findByText('These selections cannot be combined.')).toBeInTheDocument();
  expect(add).toBeDisabled();
  fireEvent.click(within(panel).getByRole('button', { name: /^Under 2\.5/ }));
  await within(panel).findByText('2 selections together: 3.40');
  fireEvent.click(add);
  expect(builders).toEqual([
    {
      eventId: 5,
      eventDescription: 'Home FC vs Away FC',
      legs: [
        { outcomeId: 50000, marketDescription: 'MRES', outcomeDescription: 'Home FC' },
        { outcomeId: 50200, marketDescription: 'BTTS', outcomeDescription: 'Yes' },
      ],
      decimal: 3.4,
    },
  ]);
  expect(within(panel).getByTestId('builder-status')).toHaveTextContent('Bet builder added to your betslip.');
  off();
});

it('shows the event’s power odds at the boosted price', async () => {
  answerApi(
    (url) => (url.pathname === '/xapi/rest/events/5' ? { body: footballEvent(5, 'Home FC', 'Away FC') } : undefined),
    (url) =>
      url.pathname === '/xapi/rest/oddsLadderAndMargins/0' && url.searchParams.get('type') === 'POWER_ODDS'
        ? { body: { margins: [{ brandMarginType: 'POWER_ODDS', margin: -5, eventId: 5 }], odds: 'POWER_ODDS=2,2.1,2.2' } }
        : undefined,
  );
  void loadOddsConfig();
  void loadOddsConfig();
  renderAt('/en/events/5-home-fc-vs-away-fc', <EventPageRoute />);
  expect(await screen.findByRole('button', { name: 'Home FC 2.10' })).toBeInTheDocument();
  expect(screen.getByText('Power odds')).toBeInTheDocument();
});

it('shows regular prices on an event without power odds', async () => {
  answerApi(
    (url) => (url.pathname === '/xapi/rest/events/5' ? { body: footballEvent(5, 'Home FC', 'Away FC') } : undefined),
    (url) =>
      url.pathname === '/xapi/rest/oddsLadderAndMargins/0'
        ? { body: { margins: [{ brandMarginType: 'POWER_ODDS', margin: -5, eventId: 6 }], odds: 'POWER_ODDS=2,2.1,2.2' } }
        : undefined,
  );
  await loadOddsConfig();
  renderAt('/en/events/5-home-fc-vs-away-fc', <EventPageRoute />);
  expect(await screen.findByRole('button', { name: 'Home FC 2.00' })).toBeInTheDocument();
  expect(screen.queryByText('Power odds')).toBeNull();
});

it('locks the outcomes of a suspended market', async () => {
  const event = footballEvent(5, 'Home FC', 'Away FC');
  event.markets = [
    market(
      5,
      0,
      'MRES',
      'FT',
      [
        ['Home FC', 2],
        ['Draw', 3],
        ['Away FC', 4],
      ],
      'SUSPENDED',
    ),
  ];
  answerApi((url) => (url.pathname === '/xapi/rest/events/5' ? { body: event } : undefined));
  renderAt('/en/events/5-home-fc-vs-away-fc', <EventPageRoute />);
  expect(await screen.findByRole('button', { name: 'Home FC 2.00, Suspended' })).toBeDisabled();
});

it('shows error-no-events-found-for-this-eventpath inline and as a toast when the fetch fails', async () => {
  answerApi();
  const toast = jest.fn();
  getBus().on('toast/show', toast);
  renderAt('/en/events/999-gone', <EventPageRoute />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No events found for this event path.');
  expect(toast).toHaveBeenCalledWith({ kind: 'error', message: 'No events found for this event path.' });
  answerApi((url) =>
    url.pathname === '/xapi/rest/events/999' ? { body: footballEvent(999, 'Back FC', 'Again FC') } : undefined,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Back FC vs Again FC' })).toBeInTheDocument();
});

it('does not call the API for a URL without an event id', async () => {
  const fetchMock = answerApi();
  renderAt('/en/events/not-an-id', <EventPageRoute />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No events found for this event path.');
  expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/xapi/rest/events'))).toEqual([]);
});
