import { getBus } from '@sportsbook/bus';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpShellI18n } from '../testing/i18n';
import { listenForBetslipToggle } from './betslip-overlay';
import { frameStore, resetFrame } from './frame-store';
import { SlipBar } from './slip-bar';

const bus = getBus();
let stopToggle: () => void;
beforeAll(() => setUpShellI18n());
beforeEach(() => {
  resetFrame();
  bus.setState('betslip/lock', { locked: false });
  bus.setState('betslip/summary', { count: 0, totalStake: 0, currency: 'EUR' });
  stopToggle = listenForBetslipToggle();
});
afterEach(() => stopToggle());

const bar = () => screen.queryByRole('button', { name: /selection/ });

it('appears with the first selection, showing the count and total the betslip publishes', () => {
  render(<SlipBar locale="en" />);
  expect(bar()).toBeNull();
  act(() => bus.setState('betslip/summary', { count: 1, totalStake: 0, currency: 'EUR' }));
  expect(bar()).toHaveTextContent('1 selectionTotal €0.00');
  act(() => bus.setState('betslip/summary', { count: 3, totalStake: 12.5, currency: 'EUR' }));
  expect(bar()).toHaveAccessibleName('3 selections Total €12.50');
});

it('opens the sheet when pressed, and hides while the sheet is open', async () => {
  render(<SlipBar locale="en" />);
  act(() => bus.setState('betslip/summary', { count: 2, totalStake: 4, currency: 'EUR' }));
  await userEvent.setup().click(bar() as HTMLElement);
  expect(frameStore.getState().betslipOpen).toBe(true);
  expect(bar()).toBeNull();
  act(() => bus.publish('betslip/toggle', { open: false }));
  expect(bar()).not.toBeNull();
});

it("formats the total in the player's locale and currency", () => {
  render(<SlipBar locale="en" />);
  act(() => bus.setState('betslip/summary', { count: 1, totalStake: 1500, currency: 'KES' }));
  expect(bar()).toHaveTextContent(/KES\s?1,500\.00/);
});
