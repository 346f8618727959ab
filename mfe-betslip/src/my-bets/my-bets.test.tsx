import { getBus } from '@sportsbook/bus';
import { fakeApi, type ApiAnswer, type ApiRoute } from '@sportsbook/http/testing';
import { LOGGED_OUT, type BetView } from '@sportsbook/contracts';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { MY_BETS_NS, myBetsTranslations } from '../i18n/my-bets-translations';
import { betslipTranslations } from '../i18n/translations';
import { betDetailOf, OPEN_SINGLE } from '../testing/bet-detail-fixture';
import type { ListedBet } from './jackpot-bet';
import { MyBets } from './my-bets';
import { myBetsActions } from './my-bets-modal';

const bet: ListedBet = {
  ...OPEN_SINGLE,
  // A part cashed out earlier: €1.50 for €1.00 of what was a €3.00 stake.
  cashouts: [{ amount: 1.5, stake: 1, automatic: false, cashedOutAt: '2026-11-21T05:10:00.000Z' }],
};

/** A jackpot bet as the API lists it: a BetDetail with its jackpotId, lines and picks by ordinal. */
const jackpotBet: ListedBet = {
  betId: '8',
  reference: 'R-8',
  placedAt: '2026-11-21T05:00:00.000Z',
  betType: 'jackpot',
  totalStake: 4,
  potentialReturns: 1000,
  currency: 'EUR',
  jackpotId: 3,
  description: 'Weekend Jackpot',
  noOfBets: 2,
  unitStake: 2,
  legs: [
    {
      outcomeId: 21,
      eventId: 2,
      eventDescription: 'C v D',
      marketDescription: '1X2',
      outcomeDescription: 'Draw',
      decimal: 1,
      ordinal: 2,
    },
    {
      outcomeId: 11,
      eventId: 1,
      eventDescription: 'A v B',
      marketDescription: '1X2',
      outcomeDescription: 'Home',
      decimal: 1,
      ordinal: 1,
    },
    {
      outcomeId: 12,
      eventId: 1,
      eventDescription: 'A v B',
      marketDescription: '1X2',
      outcomeDescription: 'Away',
      decimal: 1,
      ordinal: 1,
    },
  ],
  // Even were a backend to offer one, a jackpot bet has no cashout.
  cashoutAmount: 3,
};

const legOf = (n: number) => ({ ...(bet.legs[0] as BetView['legs'][0]), outcomeId: 100 + n, eventId: 100 + n });
const treble: ListedBet = {
  ...bet,
  betId: '9',
  reference: 'R-9',
  betType: 'multiple',
  legs: [
    { ...legOf(1), result: 'WON' },
    { ...legOf(2), result: 'VOID' },
    { ...legOf(3), result: 'OPEN' },
  ],
  freeMoneyStake: 2,
  cashoutAmount: null,
};
const trixie: BetView = {
  ...bet,
  betId: '10',
  reference: 'R-10',
  betType: '057',
  legs: [1, 2, 3].map(legOf),
  cashoutAmount: null,
};

const respond = (body: unknown): ApiAnswer => ({ body });
const myBetsApi: ApiRoute = ({ href }) => {
  if (href.includes('/betcount')) return respond({ count: 3, balance: 42.5 });
  if (href.includes('/openbets')) return respond({ bets: [bet, jackpotBet, treble, trixie].map(betDetailOf) });
  if (href.includes('/dailySettledBets')) return respond({ bets: [betDetailOf({ ...jackpotBet, result: 'LOST', returns: 0 })] });
  if (href.includes('/cashout'))
    return respond({ status: 'VALUES_CHANGED', amount: null, cashoutAmount: 1.7, balance: 42.5, bet: betDetailOf(bet) });
  if (href.includes('/autocashout')) return respond({ status: 'SUCCESS', bet: betDetailOf(bet) });
  return respond({ brand: 'eu', partner_product_urls: {}, enable_my_bets: true, max_bets_on_betslip: 15 });
};
const fetchMock = fakeApi(myBetsApi);

beforeAll(async () => {
  initI18n('en');
  addTranslations('betslip', betslipTranslations);
  addTranslations(MY_BETS_NS, myBetsTranslations);
  getBus().setState('locale', { locale: 'en' });
  getBus().setState('session', LOGGED_OUT);
  // The page's slip starts with My Bets and loads the brand settings; let that settle before rendering.
  betslipRuntime();
  await act(async () => undefined);
});

beforeEach(() => myBetsActions.reset());

it('asks a logged-out player to log in on the page, and shows nothing in the panel', () => {
  getBus().setState('session', LOGGED_OUT);
  const logins: unknown[] = [];
  const off = getBus().on('login/requested', (m) => logins.push(m));
  const { container } = render(<MyBets variant="panel" />);
  expect(container).toBeEmptyDOMElement();
  render(<MyBets variant="page" />);
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(logins).toHaveLength(1);
  off();
});

it('shows the open-bet count, updates the wallet from it, and lists open bets with their cashout', async () => {
  getBus().setState('session', {
    ...LOGGED_OUT,
    loggedIn: true,
    accountId: '100001',
    username: 'demo',
    expiresAt: Date.now() + 60_000,
  });
  getBus().setState('wallet/balance', { currency: 'EUR', balance: 50, promoCash: 0, withdrawableAmount: 50 });
  const toasts: string[] = [];
  const off = getBus().on('toast/show', (t) => toasts.push(t.message));
  render(<MyBets variant="panel" />);
  expect(await screen.findByTestId('bet-count')).toHaveTextContent('3');
  expect(getBus().getState('wallet/balance')?.balance).toBe(42.5);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: /My Bets/ })));
  const cashout = await screen.findByRole('button', { name: 'Cash out €1.80' });
  // Spec §9 lightweight confirm: the first press only asks, naming the amount.
  fireEvent.click(cashout);
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cashout'))).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Keep bet' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cash out €1.80' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm cash out €1.80' })));
  expect(await screen.findByText('The cashout value has changed. Check it and try again.')).toBeInTheDocument();
  expect(toasts).toEqual(['The cashout value has changed. Check it and try again.']);
  off();
});

/** The JSON body of the last call to a path. */
const lastBodyTo = (path: string) => {
  const call = fetchMock.mock.calls.filter(([url]) => String(url).includes(path)).at(-1);
  return {
    method: (call?.[1] as RequestInit | undefined)?.method,
    body: JSON.parse(String((call?.[1] as RequestInit)?.body ?? 'null')),
  };
};

it('cashes out a part the player types, showing the stake that stays on, and sets an auto cash out', async () => {
  getBus().setState('session', {
    ...LOGGED_OUT,
    loggedIn: true,
    accountId: '100001',
    username: 'demo',
    expiresAt: Date.now() + 60_000,
  });
  const toasts: string[] = [];
  const off = getBus().on('toast/show', (t) => toasts.push(t.message));
  render(<MyBets variant="page" />);
  const card = await screen.findByRole('article', { name: 'Bet R-7' });
  expect(within(card).getByTestId('cashout-part')).toHaveTextContent('Cashed out €1.50 for €1.00 of the stake');
  fireEvent.click(within(card).getByRole('button', { name: 'Cash out part' }));
  const part = within(card).getByRole('textbox', { name: 'Amount to cash out' });
  expect(within(card).getByText('Type an amount below €1.80.')).toBeInTheDocument();
  fireEvent.change(part, { target: { value: '0.9' } });
  // €0.90 of the €1.80 offer sells half of the €2.00 stake.
  expect(part).toHaveAccessibleDescription('€1.00 of stake stays on the bet.');
  await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Confirm cash out €0.90' })));
  expect(lastBodyTo('/cashout')).toEqual({ method: 'POST', body: { amount: 1.8, part: 0.9 } });

  const again = await screen.findByRole('article', { name: 'Bet R-7' });
  fireEvent.click(within(again).getByRole('button', { name: 'Cash out part' }));
  fireEvent.change(within(again).getByRole('textbox', { name: 'Amount to cash out' }), { target: { value: '1.8' } });
  expect(within(again).getByRole('button', { name: 'Confirm cash out €1.80' })).toBeDisabled();
  fireEvent.click(within(again).getByRole('button', { name: 'Keep bet' }));

  fireEvent.click(within(again).getByRole('button', { name: 'Set auto cash out' }));
  const target = within(again).getByRole('textbox', { name: 'Cash out when the value reaches' });
  fireEvent.change(target, { target: { value: '6' } });
  expect(within(again).getByRole('button', { name: 'Set auto cash out at €6.00' })).toBeDisabled();
  fireEvent.change(target, { target: { value: '3' } });
  await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Set auto cash out at €3.00' })));
  expect(lastBodyTo('/autocashout')).toEqual({ method: 'PUT', body: { target: 3 } });
  expect(toasts).toContain('Auto cash out set.');
  off();
});

it('shows a jackpot bet as one: its jackpot, its picks per match in order, lines and stake, and no cashout', async () => {
  getBus().setState('session', {
    ...LOGGED_OUT,
    loggedIn: true,
    accountId: '100001',
    username: 'demo',
    expiresAt: Date.now() + 60_000,
  });
  render(<MyBets variant="page" />);
  const card = await screen.findByRole('article', { name: 'Bet R-8' });
  expect(within(card).getByText('Jackpot: Weekend Jackpot')).toBeInTheDocument();
  const picks = within(within(card).getByRole('list', { name: 'Jackpot picks' })).getAllByRole('listitem');
  expect(picks.map((pick) => pick.textContent)).toEqual(['Home, AwayMatch 1 · A v B', 'DrawMatch 2 · C v D']);
  expect(within(card).getByTestId('jackpot-bet-lines')).toHaveTextContent('2 lines × €2.00');
  expect(card).toHaveTextContent('Stake €4.00');
  expect(card).not.toHaveTextContent('Multiple');
  expect(within(card).queryByRole('button', { name: /Cash out/ })).not.toBeInTheDocument();
  // The plain single beside it keeps its cashout.
  expect(within(screen.getByRole('article', { name: 'Bet R-7' })).getByRole('button', { name: 'Cash out €1.80' })).toBeEnabled();

  fetchMock.mockClear();
  await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Settled' })));
  const settled = await screen.findByRole('article', { name: 'Bet R-8' });
  expect(within(settled).getByTestId('bet-result')).toHaveTextContent('Lost');
  expect(within(settled).getByText('Jackpot: Weekend Jackpot')).toBeInTheDocument();
  // Spec §9: the last 50 settled bets.
  expect(fetchMock.mock.calls.map(([url]) => url).find((url) => url.includes('dailySettledBets'))).toContain('numberOfBets=50');
});

it('names each bet by its type, as the slip does: Single, Treble, Trixie', async () => {
  getBus().setState('session', {
    ...LOGGED_OUT,
    loggedIn: true,
    accountId: '100001',
    username: 'demo',
    expiresAt: Date.now() + 60_000,
  });
  render(<MyBets variant="page" />);
  const name = async (reference: string) =>
    (await screen.findByRole('article', { name: `Bet ${reference}` })).querySelector('strong')?.textContent;
  expect([await name('R-7'), await name('R-9'), await name('R-10')]).toEqual(['Single', 'Treble', 'Trixie']);
});

it('marks each settled leg with its result, and a free bet with its free stake', async () => {
  getBus().setState('session', {
    ...LOGGED_OUT,
    loggedIn: true,
    accountId: '100001',
    username: 'demo',
    expiresAt: Date.now() + 60_000,
  });
  render(<MyBets variant="page" />);
  const card = await screen.findByRole('article', { name: 'Bet R-9' });
  expect(
    within(card)
      .getAllByTestId('leg-result')
      .map((mark) => mark.textContent),
  ).toEqual(['✓ Won', '– Void']);
  expect(within(card).getByTestId('free-bet-mark')).toHaveTextContent('Free bet');
  expect(card).toHaveTextContent('Cash stake €0.00 · Free bet €2.00');
  // A cash bet carries no free-bet mark.
  expect(within(screen.getByRole('article', { name: 'Bet R-7' })).queryByTestId('free-bet-mark')).not.toBeInTheDocument();
});
