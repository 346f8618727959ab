import { getBus } from '@sportsbook/bus';
import { fakeApi, type ApiAnswer, type ApiRoute } from '@sportsbook/http/testing';
import { LOGGED_OUT, type AccountInfo, type AccountPrefs, type SessionState } from '@sportsbook/contracts';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { betslipTranslations } from '../i18n/translations';
import { DEFAULT_BETSLIP_SETTINGS, type BetslipSettings } from '../settings/betslip-settings';
import { settingsStore } from '../settings/settings-store';
import { betslipRuntime } from './betslip-runtime';
import { BetslipPanel } from './betslip-panel';
import { builder, selection } from '../testing/selections';

const PREFS: AccountPrefs = {
  price_format: 'euro',
  layout: 'euro',
  default_stake: 0,
  sort_by: 'time',
  accept_higher_odds: false,
  theme: 'system',
};
/** The account record the info call answers, as the contract has it. */
const ACCOUNT_INFO: AccountInfo = {
  accountId: '100001',
  username: 'demo',
  currency: 'EUR',
  nonBettor: false,
  nonDepositor: false,
  firstLoginTime: null,
  wasSetRealMoneyBonuses: false,
  realMoneyBonuses: false,
};
const LOGGED_IN: SessionState = { ...LOGGED_OUT, loggedIn: true, accountId: '100001', username: 'demo', expiresAt: 1 };

const respond = (body: unknown, status = 200): ApiAnswer => ({ status, body });
let prefsDown = false;
let excludedFromPromotions = false;
let playLimits: unknown = { currency: 'EUR', limits: [] };
// Pricing stays in flight: these tests are about what the panel shows from the slip itself.
const slipApi: ApiRoute = ({ href }, request) => {
  if (href.includes('betslips/selections')) return new Promise(() => undefined);
  if (href.includes('/promotions/epw'))
    return respond({ epwPromoFilterValues: [{ betSize: 2, percentage: 10 }], maxAmount: 100 });
  if (href.includes('/api/accounts/me/play-limits')) return respond(playLimits);
  if (href.includes('/info?')) return respond({ ...ACCOUNT_INFO, promotionalInfo: { promoCash: 0, excludedFromPromotions } });
  if (href.includes('/accountPrefs')) {
    if (request.method === 'PATCH' && prefsDown) return respond({}, 503);
    const changes = request.method === 'PATCH' ? (JSON.parse(String(request.body)) as Partial<AccountPrefs>) : {};
    return respond({ ...PREFS, ...changes });
  }
  return respond({ brand: 'eu', partner_product_urls: {}, enable_my_bets: true, max_bets_on_betslip: 15 });
};
let fetchMock: ReturnType<typeof fakeApi>;

/** The brand's settings for one test; the settings request has answered by the time it runs. */
async function withSettings(changes: Partial<BetslipSettings>) {
  await act(async () => undefined);
  act(() => settingsStore.setState({ ...DEFAULT_BETSLIP_SETTINGS, ...changes }, true));
}

afterEach(() => {
  act(() => {
    getBus().setState('session', LOGGED_OUT);
    settingsStore.setState(DEFAULT_BETSLIP_SETTINGS, true);
  });
});

beforeAll(async () => {
  fetchMock = fakeApi(slipApi);
  initI18n('en');
  addTranslations('betslip', betslipTranslations);
  getBus().setState('session', LOGGED_OUT);
  getBus().setState('locale', { locale: 'en' });
  // The booking-code section and the slip's options are loaded on first use: load them once here,
  // so no test waits for them.
  const first = render(<BetslipPanel />);
  act(() => void getBus().publish('betslip/add-selection', selection(1)));
  await screen.findByRole('combobox', { name: 'Odds changes' });
  first.unmount();
});

beforeEach(() =>
  act(() => {
    const { slip } = betslipRuntime();
    slip.store.setState({ betPlacing: false, statusWaitApproval: false, placementSuccess: false });
    slip.clear();
  }),
);

it('shows a selection sent over the bus with its stake field and returns', () => {
  render(<BetslipPanel />);
  act(
    () =>
      void getBus().publish(
        'betslip/add-selection',
        selection(1, { decimal: 2.5, outcomeDescription: 'Home', eventDescription: 'A v B' }),
      ),
  );
  expect(screen.getByTestId('betslip-count')).toHaveTextContent('(1)');
  fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Home (A v B)' }), { target: { value: '1,000' } });
  expect(screen.getByRole('textbox', { name: 'Stake for Home (A v B)' })).toHaveValue('1000');
  expect(screen.getByTestId('betslip-potential-returns')).toHaveTextContent('€2,500.00');
});

it("names an each-way single's place terms and places, as the market gives them", async () => {
  await withSettings({ eachWayEnabled: true });
  render(<BetslipPanel />);
  act(() => void getBus().publish('betslip/add-selection', selection(1)));
  const terms = { numerator: 1, denominator: 5 };
  act(() =>
    betslipRuntime().slip.store.setState((s) => ({ selections: s.selections.map((x) => ({ ...x, placeTerms: terms })) })),
  );
  expect(screen.getByRole('checkbox', { name: 'Each way (1/5 odds a place)' })).toBeInTheDocument();
  act(() =>
    betslipRuntime().slip.store.setState((s) => ({
      selections: s.selections.map((x) => ({ ...x, placeTerms: { ...terms, places: 4 } })),
    })),
  );
  expect(screen.getByRole('checkbox', { name: 'Each way (1/5 odds, 4 places)' })).toBeInTheDocument();
});

it('shows a bet builder with its legs and one price, staked on its own', async () => {
  render(<BetslipPanel />);
  act(() => void getBus().publish('betslip/add-builder', builder(5, 3.4)));
  expect(screen.getByTestId('betslip-count')).toHaveTextContent('(1)');
  // The builder's rows load with the first builder.
  const legs = await screen.findByRole('list', { name: 'Selections of the bet builder, Event 5' });
  expect(
    within(legs)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Home · Match Result', 'Yes · Both Teams To Score']);
  expect(screen.getByTestId('builder-odds')).toHaveTextContent('3.40');
  fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Bet builder, Event 5' }), { target: { value: '10' } });
  expect(screen.getByTestId('betslip-potential-returns')).toHaveTextContent('€34.00');
  fireEvent.click(screen.getByRole('button', { name: 'Remove Bet builder, Event 5' }));
  expect(screen.getByTestId('betslip-count')).toHaveTextContent('(0)');
});

it('sets the stake from a quick-stake chip of the player currency', () => {
  render(<BetslipPanel />);
  act(
    () => void getBus().publish('betslip/add-selection', selection(1, { outcomeDescription: 'Home', eventDescription: 'A v B' })),
  );
  fireEvent.click(screen.getByRole('button', { name: '€25.00' }));
  expect(screen.getByTestId('betslip-total-stake')).toHaveTextContent('€25.00');
});

it('logged out, Place asks for login and keeps the slip', () => {
  const logins: unknown[] = [];
  const off = getBus().on('login/requested', (m) => logins.push(m));
  render(<BetslipPanel />);
  act(() => void getBus().publish('betslip/add-selection', selection(1)));
  fireEvent.click(screen.getByRole('button', { name: 'Log in to place your bet' }));
  expect(logins).toHaveLength(1);
  expect(screen.getByTestId('betslip-count')).toHaveTextContent('(1)');
  off();
});

it('offers a double for two events and says why there is none for one event', () => {
  render(<BetslipPanel />);
  act(() => {
    getBus().publish('betslip/add-selection', selection(1));
    getBus().publish('betslip/add-selection', selection(2, { eventId: 1 }));
  });
  expect(screen.getByText('A multiple needs selections from different events.')).toBeInTheDocument();
  expect(screen.queryByTestId('multiple')).not.toBeInTheDocument();
  act(() => {
    getBus().publish('betslip/remove-selection', { outcomeId: 2 });
    getBus().publish('betslip/add-selection', selection(3));
  });
  expect(screen.queryByText('A multiple needs selections from different events.')).not.toBeInTheDocument();
  expect(screen.getByTestId('multiple')).toHaveTextContent('Double');
  expect(screen.getByTestId('multiple-odds')).toHaveTextContent('4.00');
  // The combined odds follow the player's odds format like every other price.
  act(() => void getBus().setState('odds-format', { format: 'us' }));
  expect(screen.getByTestId('multiple-odds')).toHaveTextContent('+300');
  act(() => void getBus().setState('odds-format', { format: 'euro' }));
});

it('shows the not-available message for a closed outcome', () => {
  render(<BetslipPanel />);
  act(() => {
    getBus().publish('betslip/add-selection', selection(1));
    betslipRuntime().slip.store.setState((s) => ({
      selections: s.selections.map((x) => ({ ...x, outcomeState: 'C' as const })),
    }));
  });
  expect(screen.getByText('Your selection is not available anymore')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Stake for/ })).not.toBeInTheDocument();
});

it('remembers a stake for new selections when the player asks', () => {
  render(<BetslipPanel />);
  act(
    () => void getBus().publish('betslip/add-selection', selection(1, { outcomeDescription: 'Home', eventDescription: 'A v B' })),
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Home (A v B)' }), { target: { value: '5' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Start new selections with €5.00' }));
  act(
    () => void getBus().publish('betslip/add-selection', selection(2, { outcomeDescription: 'Away', eventDescription: 'C v D' })),
  );
  expect(screen.getByRole('textbox', { name: 'Stake for Away (C v D)' })).toHaveValue('5');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Start new selections with €5.00' }));
});

it('shows a result code next to the selection it concerns', () => {
  render(<BetslipPanel />);
  act(() => {
    getBus().publish('betslip/add-selection', selection(1));
    getBus().publish('betslip/add-selection', selection(2));
    betslipRuntime().slip.store.setState({ errors: [{ code: 'RES-00056', ref: 'sel2' }] });
  });
  const rows = screen.getAllByRole('listitem');
  expect(within(rows[1] as HTMLElement).getByRole('alert')).toHaveTextContent('Your stake is greater than your balance.');
  expect(within(rows[0] as HTMLElement).queryByRole('alert')).not.toBeInTheDocument();
});

it('says a bet whose answer could not be read may stand, and sends the player to My Bets', () => {
  render(<BetslipPanel />);
  act(() => {
    getBus().publish('betslip/add-selection', selection(1));
    betslipRuntime().slip.store.setState({ errors: [{ code: 'unreadable' }] });
  });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Your bet may have been placed, but its confirmation could not be read. Check My Bets before trying again.',
  );
});

describe('while a bet is placed or awaits approval (spec §4: the slip cannot be closed)', () => {
  it('says why, and nothing that would change or close the slip can be used', () => {
    render(<BetslipPanel />);
    const { slip } = betslipRuntime();
    act(() => {
      getBus().publish('betslip/add-selection', selection(1, { outcomeDescription: 'Home', eventDescription: 'A v B' }));
      getBus().publish('betslip/add-selection', selection(2, { outcomeDescription: 'Away', eventDescription: 'C v D' }));
      slip.setSingleStake(1, '5');
      slip.store.setState({ betPlacing: true });
    });
    const remove = screen.getByRole('button', { name: 'Remove Home (A v B)' });
    const removeAll = screen.getByRole('button', { name: 'Remove all' });
    const stake = screen.getByRole('textbox', { name: 'Stake for Home (A v B)' });
    expect(screen.getByText('Your bet is being placed. The betslip stays open until it is done.')).toBeInTheDocument();
    expect(screen.getByRole('group', { description: /being placed/ })).toBeDisabled();
    for (const control of [remove, removeAll, stake]) expect(control).toBeDisabled();
    fireEvent.click(removeAll);
    expect(screen.getByTestId('betslip-count')).toHaveTextContent('(2)');

    act(() => slip.store.setState({ betPlacing: false, statusWaitApproval: true, countdown: 2 }));
    expect(screen.getByText('Your bet is awaiting approval. The betslip stays open until it is decided.')).toBeInTheDocument();
    expect(remove).toBeDisabled();

    act(() => slip.store.setState({ statusWaitApproval: false, countdown: 0 }));
    expect(screen.queryByText(/The betslip stays open/)).not.toBeInTheDocument();
    expect(remove).toBeEnabled();
    expect(stake).toBeEnabled();
  });

  it('closing the slip after a success resets it; a locked slip is not reset by its view closing', async () => {
    const { slip } = betslipRuntime();
    const first = render(<BetslipPanel />);
    act(() => {
      getBus().publish('betslip/add-selection', selection(1));
      slip.store.setState({ statusWaitApproval: true });
    });
    first.unmount();
    expect(slip.store.getState().selections).toHaveLength(1);

    const second = render(<BetslipPanel />);
    act(() => slip.store.setState({ statusWaitApproval: false, placementSuccess: true, placementReference: 'SB1' }));
    expect(await screen.findByTestId('betslip-receipt')).toHaveTextContent('Reference: SB1');
    second.unmount();
    expect(slip.store.getState()).toMatchObject({ selections: [], placementSuccess: false });
  });
});

it('marks selections of the same event and points their stakes at why there is no multiple (spec §5)', () => {
  render(<BetslipPanel />);
  act(() => {
    getBus().publish('betslip/add-selection', selection(1, { eventId: 9, outcomeDescription: 'Home' }));
    getBus().publish('betslip/add-selection', selection(2, { eventId: 9, outcomeDescription: 'Away' }));
    getBus().publish('betslip/add-selection', selection(3, { eventId: 10, outcomeDescription: 'Draw' }));
  });
  const reason = screen.getByText('A multiple needs selections from different events.');
  const rows = screen.getAllByRole('listitem').filter((row) => row.hasAttribute('data-ref'));
  expect(rows.map((row) => row.getAttribute('data-same-event'))).toEqual(['true', 'true', 'false']);
  expect(screen.getByRole('textbox', { name: 'Stake for Home (Event 1)' })).toHaveAccessibleDescription(
    expect.stringContaining(reason.textContent ?? ''),
  );
  expect(screen.getByRole('textbox', { name: 'Stake for Draw (Event 3)' })).not.toHaveAccessibleDescription(
    expect.stringContaining(reason.textContent ?? ''),
  );
  expect(screen.queryByTestId('multiple')).not.toBeInTheDocument();
});

describe('the receipt (spec §4) shows what the API stored', () => {
  const stored = {
    betId: '7',
    reference: 'SB00000007-sel1',
    placedAt: '2026-11-24T10:00:00.000Z',
    betType: 'single',
    betTypeId: 1,
    totalStake: 5,
    freeMoneyStake: 5,
    stakeTax: 0.62,
    winningsTax: 1.1,
    potentialReturns: 4.4,
    currency: 'EUR',
    legs: [
      {
        outcomeId: 1,
        eventId: 1,
        eventDescription: 'A v B',
        marketDescription: 'Match Result',
        outcomeDescription: 'Home',
        decimal: 1.88,
        result: 'OPEN' as const,
      },
    ],
  };

  async function placedReceipt() {
    const { slip } = betslipRuntime();
    render(<BetslipPanel />);
    act(() => {
      getBus().publish('betslip/add-selection', selection(1, { outcomeDescription: 'Home' }));
      slip.setSingleStake(1, '5');
      slip.store.setState({ placementSuccess: true, placementReference: 'SB00000007', placedBets: [stored], placedCost: 5 });
    });
    return { slip, receipt: await screen.findByTestId('betslip-receipt') };
  }

  it('lists each bet with its legs and odds, the free stake marked, the tax lines and the totals', async () => {
    const { receipt } = await placedReceipt();
    const bet = within(receipt).getByRole('article', { name: 'Bet SB00000007-sel1' });
    expect(bet).toHaveTextContent('Single');
    expect(bet).toHaveTextContent('Home @ 1.88');
    expect(within(bet).getByTestId('free-bet-mark')).toHaveTextContent('Free bet');
    expect(bet).toHaveTextContent('Cash stake €0.00 · Free bet €5.00');
    expect(bet).not.toHaveTextContent('Stake €5.00');
    expect(bet).toHaveTextContent('Tax on stake €0.62');
    expect(bet).toHaveTextContent('Tax on winnings €1.10');
    expect(within(receipt).getByTestId('receipt-total-stake')).toHaveTextContent('€0.00');
    expect(within(receipt).getByTestId('receipt-free-stake')).toHaveTextContent('€5.00');
    expect(within(receipt).getByTestId('receipt-potential-returns')).toHaveTextContent('€4.40');
  });

  it('names a free bet as the slip did before it was placed: "Free bet €5.00", cash €0.00', async () => {
    act(() => getBus().setState('session', LOGGED_IN));
    const { slip } = betslipRuntime();
    render(<BetslipPanel />);
    act(() => {
      getBus().publish('betslip/add-selection', selection(1, { outcomeDescription: 'Home' }));
      slip.store.setState((s) => ({ selections: s.selections.map((x) => ({ ...x, maxFreeMoneyStake: 5 })) }));
      slip.chooseFreeBet(1, 'freeBetMax');
    });
    const onSlip = [screen.getByTestId('betslip-total-stake'), screen.getByTestId('betslip-free-stake')];
    expect(onSlip.map((figure) => figure.previousElementSibling?.textContent + ' ' + figure.textContent)).toEqual([
      'Cash stake €0.00',
      'Free bet €5.00',
    ]);
    expect(screen.getByRole('button', { name: 'Place free bet €5.00' })).toBeEnabled();
    act(() =>
      slip.store.setState({ placementSuccess: true, placementReference: 'SB00000007', placedBets: [stored], placedCost: 5 }),
    );
    const receipt = await screen.findByTestId('betslip-receipt');
    const onReceipt = [within(receipt).getByTestId('receipt-total-stake'), within(receipt).getByTestId('receipt-free-stake')];
    expect(onReceipt.map((figure) => figure.previousElementSibling?.textContent + ' ' + figure.textContent)).toEqual([
      'Cash stake €0.00',
      'Free bet €5.00',
    ]);
  });

  it.each([
    ['Keep selections', 1, undefined],
    ['Reuse selections and stakes', 1, '5'],
    ['Done', 0, undefined],
  ] as const)('%s leaves the receipt with %i selection(s)', async (button, count, stake) => {
    const { slip, receipt } = await placedReceipt();
    const toggles: unknown[] = [];
    const off = getBus().on('betslip/toggle', (message) => toggles.push(message));
    fireEvent.click(within(receipt).getByRole('button', { name: button }));
    off();
    // Only Done closes the sheet the slip sits in on a phone; Keep and Reuse stay to bet again.
    expect(toggles).toEqual(button === 'Done' ? [{ open: false }] : []);
    expect(slip.store.getState()).toMatchObject({ placementSuccess: false, placedBets: [] });
    expect(slip.store.getState().selections).toHaveLength(count);
    expect(slip.store.getState().singleStakes[1]).toBe(stake);
  });
});

describe('default and remembered stakes (spec §9: where the brand allows them)', () => {
  it('offers to remember a stake and to make it the default on a brand that allows both', async () => {
    await withSettings({});
    act(() => getBus().setState('session', LOGGED_IN));
    await act(async () => undefined);
    render(<BetslipPanel />);
    act(
      () =>
        void getBus().publish('betslip/add-selection', selection(1, { outcomeDescription: 'Home', eventDescription: 'A v B' })),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Home (A v B)' }), { target: { value: '5' } });
    expect(screen.getByRole('checkbox', { name: 'Start new selections with €5.00' })).toBeInTheDocument();

    fetchMock.mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make €5.00 my default stake' })));
    await waitFor(() => expect(screen.getByTestId('default-stake')).toHaveTextContent('Your default stake: €5.00'));
    const patch = fetchMock.mock.calls.find(([, init]) => init.method === 'PATCH');
    expect(patch?.[0]).toContain('/xapi/rest/accounts/100001/accountPrefs');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ default_stake: 5 });
    expect(screen.getByTestId('default-stake')).toHaveTextContent('Your default stake: €5.00');
    expect(screen.queryByRole('button', { name: /my default stake/ })).not.toBeInTheDocument();

    act(
      () =>
        void getBus().publish('betslip/add-selection', selection(2, { outcomeDescription: 'Away', eventDescription: 'C v D' })),
    );
    expect(screen.getByRole('textbox', { name: 'Stake for Away (C v D)' })).toHaveValue('5');
  });

  it('shows neither option on a brand that hides them', async () => {
    await withSettings({ defaultStakeEnabled: false, rememberStakeEnabled: false });
    act(() => getBus().setState('session', LOGGED_IN));
    await act(async () => undefined);
    render(<BetslipPanel />);
    act(
      () =>
        void getBus().publish('betslip/add-selection', selection(1, { outcomeDescription: 'Home', eventDescription: 'A v B' })),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Home (A v B)' }), { target: { value: '5' } });
    expect(screen.queryByRole('checkbox', { name: /Start new selections/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /my default stake/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('default-stake')).not.toBeInTheDocument();
  });

  it('offers no default stake to a logged-out visitor, who can still remember one', async () => {
    await withSettings({});
    render(<BetslipPanel />);
    act(
      () =>
        void getBus().publish('betslip/add-selection', selection(1, { outcomeDescription: 'Home', eventDescription: 'A v B' })),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Home (A v B)' }), { target: { value: '5' } });
    expect(screen.getByRole('checkbox', { name: 'Start new selections with €5.00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /my default stake/ })).not.toBeInTheDocument();
  });

  it('says so when the default stake could not be saved', async () => {
    await withSettings({});
    act(() => getBus().setState('session', LOGGED_IN));
    await act(async () => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    prefsDown = true;
    render(<BetslipPanel />);
    act(
      () =>
        void getBus().publish('betslip/add-selection', selection(1, { outcomeDescription: 'Home', eventDescription: 'A v B' })),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Home (A v B)' }), { target: { value: '5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make €5.00 my default stake' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your default stake could not be saved.');
    expect(screen.getByRole('button', { name: 'Make €5.00 my default stake' })).toBeEnabled();
    prefsDown = false;
    warn.mockRestore();
  });
});

describe('parlay extra winnings (spec §3, §6)', () => {
  const stakeADouble = () => {
    render(<BetslipPanel />);
    act(() => {
      getBus().publish('betslip/add-selection', selection(1));
      getBus().publish('betslip/add-selection', selection(2));
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Double' }), { target: { value: '10' } });
  };

  it("adds the promotion to a logged-in player's multiple on a brand with the setting", async () => {
    await withSettings({ parlayExtraWinnings: true });
    act(() => getBus().setState('session', LOGGED_IN));
    stakeADouble();
    // Returns 40 on a stake of 10: 10 % of the 30 won.
    expect(await screen.findByTestId('extra-winnings')).toHaveTextContent('Extra winnings +€3.00');
  });

  it('counts the extra winnings in the potential returns, as the book stores them', async () => {
    await withSettings({ parlayExtraWinnings: true });
    act(() => getBus().setState('session', LOGGED_IN));
    stakeADouble();
    await screen.findByTestId('extra-winnings');
    expect(screen.getByTestId('betslip-potential-returns')).toHaveTextContent('€43.00');
  });

  it.each([
    ['a player excluded from promotions', true, LOGGED_IN, true],
    ['a visitor', true, LOGGED_OUT, false],
    ['anyone on a brand without the setting', false, LOGGED_IN, false],
  ])('promises nothing to %s', async (_, enabled, session, excluded) => {
    excludedFromPromotions = excluded;
    await withSettings({ parlayExtraWinnings: enabled });
    act(() => getBus().setState('session', session));
    stakeADouble();
    await act(async () => undefined);
    expect(screen.getByTestId('multiple')).toHaveTextContent('Returns €40.00');
    expect(screen.queryByTestId('extra-winnings')).not.toBeInTheDocument();
    excludedFromPromotions = false;
  });
});

it('offers to load a booking code in the empty slip, and to book one once it holds selections', () => {
  render(<BetslipPanel />);
  expect(screen.getByRole('textbox', { name: 'Booking code' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Get a booking code' })).not.toBeInTheDocument();
  act(() => void getBus().publish('betslip/add-selection', selection(1)));
  expect(screen.getByRole('button', { name: 'Get a booking code' })).toBeInTheDocument();
});

it('keeps a booking code typed in the empty slip when a selection arrives', () => {
  render(<BetslipPanel />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Booking code' }), { target: { value: 'AB12CD' } });
  act(() => void getBus().publish('betslip/add-selection', selection(1)));
  expect(screen.getByRole('textbox', { name: 'Booking code' })).toHaveValue('AB12CD');
});

describe('the first selection (add to slip within 50 ms on a phone)', () => {
  const idle: Array<() => void> = [];
  beforeEach(() => {
    globalThis.requestIdleCallback = (callback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
  });
  afterEach(() => {
    idle.length = 0;
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    jest.restoreAllMocks();
  });

  it("builds the money format the slip shows while it is still empty, in the browser's idle time", () => {
    // A currency no other test has shown, so its format is not already built.
    act(() => getBus().setState('session', { ...LOGGED_OUT, currency: 'GBP' }));
    render(<BetslipPanel />);
    act(() => idle.splice(0).forEach((callback) => callback()));
    const built = jest.spyOn(Intl, 'NumberFormat');
    act(() => void getBus().publish('betslip/add-selection', selection(1)));
    expect(screen.getByTestId('betslip-total-stake')).toHaveTextContent('£');
    expect(built).not.toHaveBeenCalled();
  });

  it("styles the open slip through the panel: the press adds no styled element but the kit's buttons and the stake field", () => {
    render(<BetslipPanel />);
    const panel = screen.getByRole('region', { name: /Betslip/ });
    const styled = () => [...panel.querySelectorAll('[class*="css-"]')];
    const before = new Set(styled());
    act(() => void getBus().publish('betslip/add-selection', selection(1)));
    // Each element with a css of its own costs emotion two components more in the press that adds it.
    const added = styled().filter((element) => !before.has(element));
    expect(added.length).toBeGreaterThan(0);
    expect(new Set(added.map((element) => element.tagName))).toEqual(new Set(['BUTTON', 'INPUT']));
    // The parts still get their looks from the panel's style.
    expect(getComputedStyle(panel.querySelector('li[data-outcome-id="1"]') as HTMLElement).display).toBe('grid');
    const chips = screen.getByRole('group', { name: /Quick stakes/ });
    expect(getComputedStyle(chips).display).toBe('grid');
    expect(getComputedStyle(within(chips).getAllByRole('button')[0] as HTMLElement).fontSize).toBe('13px');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Log in to place your bet' })).width).toBe('100%');
  });
});

it("shows the multiple's stake after tax and tax on winnings where the brand taxes, by the API's rule", async () => {
  await withSettings({ tax: { stakeRatePercentage: 12.5, taxReturnsPercentage: 20 } });
  render(<BetslipPanel />);
  act(() => {
    getBus().publish('betslip/add-selection', selection(1, { decimal: 2 }));
    getBus().publish('betslip/add-selection', selection(3, { decimal: 1.02 }));
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Double' }), { target: { value: '1000' } });
  // 1,000 × 2.04 = 2,040, less 12.5 % = 1,785; 20 % of the 785 above the stake = 157.
  expect(screen.getByTestId('multiple-tax')).toHaveTextContent('Stake after tax €875.00 · Tax on winnings €157.00');
  expect(screen.getByTestId('multiple')).toHaveTextContent('€1,628.00');
});

describe('tax lines only where the brand taxes (spec §5)', () => {
  const eachWaySlip = () => {
    render(<BetslipPanel />);
    const terms = { numerator: 1, denominator: 4 };
    act(() => {
      getBus().publish('betslip/add-selection', selection(1, { decimal: 3 }));
      getBus().publish('betslip/add-selection', selection(2, { decimal: 4 }));
      betslipRuntime().slip.store.setState((s) => ({
        selections: s.selections.map((x) => ({ ...x, placeTerms: terms, eachWay: x.outcomeId === 1 })),
        multipleEachWay: true,
      }));
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Stake for .*1/ }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Double' }), { target: { value: '1' } });
  };

  it('shows none on an untaxed brand, even where each-way doubles the stake', async () => {
    await withSettings({ eachWayEnabled: true });
    eachWaySlip();
    expect(screen.getByTestId('betslip-total-stake')).toHaveTextContent('€4.00');
    expect(screen.queryByText(/Stake after tax|Tax on winnings/)).not.toBeInTheDocument();
  });

  it('shows only the tax the brand levies: winnings tax without a stake tax', async () => {
    await withSettings({ eachWayEnabled: true, tax: { stakeRatePercentage: 0, taxReturnsPercentage: 20 } });
    eachWaySlip();
    expect(screen.getByTestId('sel1-tax')).toHaveTextContent(/^Tax on winnings €[\d.]+$/);
    expect(screen.getByTestId('multiple-tax')).toHaveTextContent(/^Tax on winnings €[\d.]+$/);
  });
});

describe("the player's own limits", () => {
  const limit = (kind: string, period: string, remaining: number | null) => ({
    kind,
    period,
    amount: remaining === null ? null : 50,
    used: 0,
    remaining,
    pending: null,
  });
  afterEach(() => {
    playLimits = { currency: 'EUR', limits: [] };
  });

  it('shows what the tightest stake or loss limit leaves, and marks a stake that passes it', async () => {
    playLimits = {
      currency: 'EUR',
      limits: [limit('DEPOSIT', 'DAY', 1), limit('WAGER', 'WEEK', 30), limit('LOSS', 'DAY', 12.5), limit('LOSS', 'MONTH', null)],
    };
    act(() => getBus().setState('session', LOGGED_IN));
    render(<BetslipPanel />);
    act(
      () =>
        void getBus().publish('betslip/add-selection', selection(1, { outcomeDescription: 'Home', eventDescription: 'A v B' })),
    );
    const allowance = await screen.findByTestId('play-allowance');
    expect(allowance).toHaveTextContent('Your loss limit leaves €12.50 to stake (last 24 hours).');
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Home (A v B)' }), { target: { value: '20' } });
    expect(allowance).toHaveStyle({ color: 'var(--sb-danger)' });
  });

  it('shows nothing without a limit, or when the answer is not the limits', async () => {
    act(() => getBus().setState('session', LOGGED_IN));
    render(<BetslipPanel />);
    act(() => void getBus().publish('betslip/add-selection', selection(1)));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('play-limits'))).toBe(true));
    playLimits = { limits: 'none' };
    act(() => getBus().setState('wallet/balance', { balance: 99, currency: 'EUR', promoCash: 0, withdrawableAmount: 99 }));
    await act(async () => undefined);
    expect(screen.queryByTestId('play-allowance')).not.toBeInTheDocument();
  });
});

describe("a stake is read in the player's locale and never turned into another number", () => {
  const stakeHome = (typed: string) => {
    act(() => getBus().setState('session', LOGGED_IN));
    render(<BetslipPanel />);
    act(() => {
      getBus().publish(
        'betslip/add-selection',
        selection(1, { decimal: 2, outcomeDescription: 'Home', eventDescription: 'A v B' }),
      );
      getBus().publish(
        'betslip/add-selection',
        selection(2, { decimal: 3, outcomeDescription: 'Away', eventDescription: 'C v D' }),
      );
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Away \(C v D\)/ }), { target: { value: '5' } });
    const field = screen.getByRole('textbox', { name: /Home \(A v B\)/ });
    fireEvent.change(field, { target: { value: typed } });
    return field;
  };
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
    act(() => getBus().setState('locale', { locale: 'en' }));
  });

  it('reads "2,50" as two fifty in Spanish', async () => {
    await act(() => i18next.changeLanguage('es'));
    act(() => getBus().setState('locale', { locale: 'es' }));
    const field = stakeHome('2,50');
    expect(field).toHaveValue('2,50');
    expect(screen.getByTestId('betslip-total-stake')).toHaveTextContent(/^7,50\s€$/);
    expect(screen.getByRole('button', { name: /^Apostar 7,50\s€$/ })).toBeEnabled();
  });

  it.each([
    ['2,50', '“2,50” is not an amount: write cents after “.”'],
    ['-5', '“-” cannot be part of a stake'],
    ['1e3', '“e” cannot be part of a stake'],
  ])('refuses %s in English with a message, keeps it as typed, stakes nothing and cannot be placed', (typed, message) => {
    const field = stakeHome(typed);
    expect(field).toHaveValue(typed);
    expect(within(field.closest('li') as HTMLElement).getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('betslip-total-stake')).toHaveTextContent('€5.00');
    expect(screen.getByRole('button', { name: 'Place bet €5.00' })).toBeDisabled();
    fireEvent.change(field, { target: { value: '2.50' } });
    expect(screen.getByRole('button', { name: 'Place bet €7.50' })).toBeEnabled();
  });
});
