import { getBus } from '@sportsbook/bus';
import { fakeApi, type ApiRoute } from '@sportsbook/http/testing';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { MY_BETS_NS, myBetsTranslations } from '../i18n/my-bets-translations';
import { betslipTranslations } from '../i18n/translations';
import { betDetailOf, OPEN_SINGLE } from '../testing/bet-detail-fixture';
import type { ListedBet } from './jackpot-bet';
import { MyBets } from './my-bets';
import { myBetsActions } from './my-bets-modal';

const bet = OPEN_SINGLE;

/** The open-bet count's poll where the operator sets no betcount_polling_interval. */
const POLL_MS = 10_000;

/** The book as the test moves it: the open bets and the balance it reports. */
let book: { open: ListedBet[]; balance: number };

const api: ApiRoute = ({ href }) => {
  if (href.includes('/betcount')) return { body: { count: book.open.length, balance: book.balance } };
  if (href.includes('/openbets')) return { body: { bets: book.open.map(betDetailOf) } };
  if (href.includes('/cashout')) {
    book = { open: [], balance: book.balance + 1.8 };
    return { body: { status: 'SUCCESS', amount: 1.8, cashoutAmount: 1.8, balance: book.balance, bet: betDetailOf(bet) } };
  }
  return { body: { brand: 'eu', partner_product_urls: {}, enable_my_bets: true } };
};
fakeApi(api);

/** Waits on the real clock (the polls' setInterval is the test's). */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check() && waited < 2_000; waited += 10) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  }
}

beforeAll(async () => {
  initI18n('en');
  addTranslations('betslip', betslipTranslations);
  addTranslations(MY_BETS_NS, myBetsTranslations);
  getBus().setState('locale', { locale: 'en' });
  getBus().setState('session', LOGGED_OUT);
  betslipRuntime();
  await act(async () => undefined);
});

beforeEach(() => {
  myBetsActions.reset();
  book = { open: [bet], balance: 50 };
  getBus().setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: '100001', username: 'demo', expiresAt: null });
  getBus().setState('wallet/balance', { currency: 'EUR', balance: 50, promoCash: 2, withdrawableAmount: 48 });
});
afterEach(() => jest.useRealTimers());

it("a cash out puts the answer's balance in the header at once, not at the next poll", async () => {
  render(<MyBets variant="page" />);
  const card = await screen.findByRole('article', { name: 'Bet R-7' });
  fireEvent.click(within(card).getByRole('button', { name: 'Cash out €1.80' }));
  await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Confirm cash out €1.80' })));
  await until(() => getBus().getState('wallet/balance')?.balance !== 50);
  // The cash out paid cash: the bonus pocket stands.
  expect(getBus().getState('wallet/balance')).toEqual({ currency: 'EUR', balance: 51.8, promoCash: 2, withdrawableAmount: 49.8 });
});

it('an auto cash out the book carried out takes the card and its offer away at the next count poll, with the balance', async () => {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'queueMicrotask', 'nextTick'] });
  render(<MyBets variant="page" />);
  const card = await screen.findByRole('article', { name: 'Bet R-7' });
  expect(within(card).getByRole('button', { name: 'Cash out €1.80' })).toBeInTheDocument();
  // The book cashes the bet out by itself, at its auto cash-out value.
  book = { open: [], balance: 53 };
  await act(async () => void jest.advanceTimersByTime(POLL_MS));
  await until(() => screen.queryByRole('article', { name: 'Bet R-7' }) === null);
  expect(screen.queryByRole('button', { name: 'Cash out €1.80' })).toBeNull();
  expect(getBus().getState('wallet/balance')).toMatchObject({ balance: 53, promoCash: 2, withdrawableAmount: 51 });
});
