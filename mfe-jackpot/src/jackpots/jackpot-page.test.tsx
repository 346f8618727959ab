import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT, type BusMessages, type Jackpot, type SportEvent } from '@sportsbook/contracts';
import { fakeApi } from '@sportsbook/http/testing';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sportsbook/routing';
import { jackpotTranslations } from '../i18n/translations';
import { resetJackpotSlip } from '../slip/jackpot-slip-store';
import { JackpotPage } from './jackpot-page';

const jackpot: Jackpot = {
  id: 7,
  name: 'Midweek Jackpot 2',
  currency: 'EUR',
  jackpotPrize: 25_000,
  lineStake: 0.5,
  closesAt: '2030-01-01T12:00:00Z',
  eventIds: [102, 101],
  pool: { guarantee: 1_500, returnPercent: 60, lineCap: 648 },
};

const event = (id: number): SportEvent => ({
  id,
  description: `Team ${id}A v Team ${id}B`,
  slug: `e-${id}`,
  sportCode: 'FOOT',
  startTime: '2030-01-01T12:00:00Z',
  eventPaths: [],
  isLive: false,
  isOutright: false,
  markets: [
    {
      id: id * 100,
      eventId: id,
      marketTypeId: 1,
      marketTypeCode: 'MRES',
      description: 'Match Result',
      status: 'OPEN',
      feedId: 'f',
      period: { id: 1, periodType: 'PRE_MATCH', inRunning: false, fullAbbreviation: 'FT' },
      outcomes: ['Home', 'Draw', 'Away'].map((description, i) => ({
        id: id * 100 + i,
        description,
        hidden: false,
        consolidatedPrice: { currentPrice: { decimal: 2 } },
      })),
    },
  ],
});

let posted: Array<{ url: string; body: unknown }>;
let pricingErrors: Array<{ code: string; message: string }>;

beforeAll(() => {
  initI18n('en');
  addTranslations('jackpot', jackpotTranslations);
});

beforeEach(() => {
  localStorage.clear();
  resetJackpotSlip();
  posted = [];
  pricingErrors = [];
  getBus().setState('session', LOGGED_OUT);
  fakeApi(({ pathname }, request) => {
    if (pathname.startsWith('/xapi/rest/jackpotbetweb/active')) return { body: { jackpots: [jackpot] } };
    if (pathname === '/xapi/rest/events')
      return { body: { events: [event(101), event(102)], page: 1, eventsPerPage: 2, totalCount: 2 } };
    if (pathname === '/xapi/rest/jackpotbetslips/selections') {
      posted.push({ url: pathname, body: JSON.parse(String(request.body)) });
      return { body: { model: { jackpotId: 7, globalStake: 0.5, noOfBets: 2, totalCost: 1, errors: pricingErrors } } };
    }
    return undefined;
  });
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:locale/jackpot/*" element={<JackpotPage />} />
      </Routes>
    </MemoryRouter>,
  );

it('lists the open jackpots with a link to each', async () => {
  renderAt('/en/jackpot');
  expect(await screen.findByRole('heading', { level: 1, name: 'Jackpots' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pick your results for Midweek Jackpot 2' })).toHaveAttribute(
    'href',
    '/en/jackpot/sport/7',
  );
});

it('lists the matches in jackpot order, prices a complete slip and asks a guest to log in', async () => {
  const logins: BusMessages['login/requested'][] = [];
  const stop = getBus().on('login/requested', (p) => logins.push(p));
  renderAt('/en/jackpot/sport/7');
  const matches = await screen.findByRole('list', { name: 'Matches of Midweek Jackpot 2' });
  expect(
    within(matches)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-ordinal')),
  ).toEqual(['1', '2']);
  expect(within(matches).getAllByRole('listitem')[0]).toHaveTextContent('Team 102A v Team 102B');
  expect(screen.getByText('0 of 2 matches picked')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Match 1, Team 102A v Team 102B: Home' }));
  fireEvent.click(screen.getByRole('button', { name: 'Match 1, Team 102A v Team 102B: Draw' }));
  expect(screen.getByRole('button', { name: 'Match 1, Team 102A v Team 102B: Draw' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('1 of 2 matches picked')).toBeInTheDocument();
  expect(posted).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Match 2, Team 101A v Team 101B: Away' }));
  expect(await screen.findByTestId('jackpot-total')).toHaveTextContent('€1.00');
  expect(screen.getByTestId('jackpot-lines')).toHaveTextContent('2 lines');
  expect(posted[0]?.body).toEqual({ model: { globalStake: 0.5, jackpotId: 7, originId: 11 }, outcomeIds: '10200,10201,10102' });

  act(() => screen.getByRole('button', { name: 'Log in to place your bet' }).click());
  expect(logins).toEqual([{ returnTo: '/en/jackpot/sport/7' }]);
  expect(screen.getByText('2 of 2 matches picked')).toBeInTheDocument();
  stop();
});

it('says so when the jackpot is closed', async () => {
  renderAt('/en/jackpot/sport/99');
  expect(await screen.findByRole('alert')).toHaveTextContent('This jackpot is closed or does not exist.');
  expect(screen.getByRole('link', { name: 'All jackpots' })).toHaveAttribute('href', '/en/jackpot');
});

it('shows the pool: the operator’s guarantee, the stakes’ share the winners split, the stake per line and the cap', async () => {
  const { unmount } = renderAt('/en/jackpot');
  const terms = 'Guaranteed €1,500.00 · winning lines share 60% of the stakes';
  expect(await screen.findByTestId('jackpot-pool-terms')).toHaveTextContent(`${terms}At most 648 lines per player`);
  expect(screen.getByText(/€0\.50 per line/)).toBeInTheDocument();
  unmount();

  renderAt('/en/jackpot/sport/7');
  expect(await screen.findByTestId('jackpot-pool-terms')).toHaveTextContent(terms);
  expect(screen.getByTestId('jackpot-line-cap')).toHaveTextContent('648 lines');
});

it('names the cap when the API refuses lines past it', async () => {
  pricingErrors = [{ code: 'RES-00233', message: 'One player may hold at most 648 lines on this jackpot; 0 are left' }];
  renderAt('/en/jackpot/sport/7');
  fireEvent.click(await screen.findByRole('button', { name: 'Match 1, Team 102A v Team 102B: Home' }));
  fireEvent.click(screen.getByRole('button', { name: 'Match 2, Team 101A v Team 101B: Away' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You can hold at most 648 lines on this jackpot, all your slips together.',
  );
});
