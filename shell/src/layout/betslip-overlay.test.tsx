import type * as UiModule from '@sportsbook/ui';
import { getBus } from '@sportsbook/bus';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpShellI18n } from '../testing/i18n';
import { BetslipOverlay, listenForBetslipToggle } from './betslip-overlay';
import { frameStore, resetFrame } from './frame-store';

jest.mock('../federation/remote-module', () => ({ RemoteModule: () => <p>slip</p> }));
jest.mock('@sportsbook/ui', () => ({
  ...jest.requireActual<typeof UiModule>('@sportsbook/ui'),
  useIsDesktop: () => false,
}));

const bus = getBus();
let stopToggle: () => void;
beforeAll(() => setUpShellI18n());
beforeEach(() => {
  resetFrame();
  bus.setState('betslip/lock', { locked: false });
  stopToggle = listenForBetslipToggle();
  act(() => bus.publish('betslip/toggle', { open: true }));
});
afterEach(() => stopToggle());

const overlay = () => screen.queryByRole('dialog', { name: 'Betslip' });
/** A tap on the backdrop reaches the dialog itself, outside the box it draws (jsdom draws it at 0,0). */
const pressBackdrop = () => fireEvent.click(overlay() as HTMLElement, { clientX: 5, clientY: -5 });
const lock = (reason?: 'placing' | 'awaiting-approval') =>
  act(() => bus.setState('betslip/lock', reason ? { locked: true, reason } : { locked: true }));

it('closes with Close, Escape, a backdrop press or the footer toggle while unlocked', async () => {
  const user = userEvent.setup();
  render(<BetslipOverlay />);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(overlay()).toBeNull();
  act(() => bus.publish('betslip/toggle', {}));
  await user.keyboard('{Escape}');
  expect(overlay()).toBeNull();
  act(() => bus.publish('betslip/toggle', {}));
  pressBackdrop();
  expect(overlay()).toBeNull();
  act(() => bus.publish('betslip/toggle', {}));
  act(() => bus.publish('betslip/toggle', {}));
  expect(overlay()).toBeNull();
});

it('refuses every way of closing while a bet is being placed, and says why, politely', async () => {
  const user = userEvent.setup();
  render(<BetslipOverlay />);
  lock('placing');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.keyboard('{Escape}');
  pressBackdrop();
  act(() => bus.publish('betslip/toggle', {}));
  act(() => bus.publish('betslip/toggle', { open: false }));
  expect(overlay()).toBeInTheDocument();
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent('Your bet is being placed. The betslip can close once it is through.');
});

it('names the approval wait, and closes normally once the lock is released', async () => {
  const user = userEvent.setup();
  render(<BetslipOverlay />);
  lock('awaiting-approval');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('status')).toHaveTextContent('Your bet is awaiting approval.');
  act(() => bus.setState('betslip/lock', { locked: false }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(overlay()).toBeNull();
  expect(frameStore.getState().betslipCloseRefused).toBeNull();
});

it('gives a general reason when the betslip names none', async () => {
  const user = userEvent.setup();
  render(<BetslipOverlay />);
  lock();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('status')).toHaveTextContent('The betslip is busy.');
});
