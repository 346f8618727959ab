import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { betslipTranslations } from '../i18n/translations';
import { betslipRuntime } from './betslip-runtime';
import { BetslipPanel } from './betslip-panel';
import { selection } from './test-selections';

// Pricing stays in flight: these tests are about what the panel shows from the slip itself.
const fetchMock = jest.fn((url: string) =>
  url.includes('betslips/selections')
    ? new Promise(() => undefined)
    : Promise.resolve({
        ok: true,
        status: 200,
        json: async () => ({ brand: 'eu', partner_product_urls: {}, enable_my_bets: true, max_bets_on_betslip: 15 }),
      }),
);

beforeAll(() => {
  Object.assign(globalThis, { fetch: fetchMock });
  initI18n('en');
  addTranslations('betslip', betslipTranslations);
  getBus().setState('session', LOGGED_OUT);
  getBus().setState('locale', { locale: 'en' });
});

beforeEach(() => act(() => betslipRuntime().slip.clear()));

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
  fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Home (A v B)' }), { target: { value: '1,0' } });
  expect(screen.getByRole('textbox', { name: 'Stake for Home (A v B)' })).toHaveValue('10');
  expect(screen.getByTestId('betslip-potential-returns')).toHaveTextContent('€25.00');
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
