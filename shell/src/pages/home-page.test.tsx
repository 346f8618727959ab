import { loadRemote } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@sportsbook/contracts';
import { act, render, screen } from '@testing-library/react';
import { useRemoteAttempts } from '../federation/remote-attempts';
import { setUpShellI18n } from '../testing/i18n';
import { HomePage, LEAD_HOLD_MS } from './home-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('../federation/remotes-registry', () => ({
  remotesReady: jest.fn(async () => ({ remotes: { mfe_prematch: { manifest: '' }, mfe_live: { manifest: '' } } })),
  resetRemote: jest.fn(),
}));

const load = jest.mocked(loadRemote);
/** Each module as its remote would give it; the highlights only when the test lets them arrive. */
function remotes(): { arriveHighlights: () => void } {
  let arrive = () => undefined as void;
  const highlights = new Promise<void>((resolve) => (arrive = resolve));
  load.mockImplementation(async (id) => {
    if (id === 'mfe_prematch/HomeHighlights') await highlights;
    return { default: () => <p>content of {String(id)}</p>, contract: CONTRACT_VERSION };
  });
  return { arriveHighlights: () => arrive() };
}
const asked = () => load.mock.calls.map(([id]) => id);

beforeAll(() => setUpShellI18n());
beforeEach(() => {
  load.mockReset();
  // A new page: the modules a test before loaded are not kept (a new attempt loads them afresh).
  useRemoteAttempts.getState().retry('mfe_prematch');
  useRemoteAttempts.getState().retry('mfe_live');
});
afterEach(() => jest.useRealTimers());

it('loads the highlights alone, and the live and upcoming boxes once they show', async () => {
  const { arriveHighlights } = remotes();
  render(<HomePage />);
  await act(async () => undefined);
  expect(asked()).toEqual(['mfe_prematch/HomeHighlights']);
  expect(screen.getAllByRole('status')).toHaveLength(3);
  arriveHighlights();
  expect(await screen.findByText('content of mfe_live/LiveEvents')).toBeInTheDocument();
  expect(await screen.findByText('content of mfe_prematch/UpcomingEvents')).toBeInTheDocument();
  expect(asked()).toEqual(['mfe_prematch/HomeHighlights', 'mfe_live/LiveEvents', 'mfe_prematch/UpcomingEvents']);
});

it('does not hold the boxes below for highlights that are slow to come', async () => {
  jest.useFakeTimers();
  remotes();
  render(<HomePage />);
  await act(async () => jest.advanceTimersByTime(LEAD_HOLD_MS - 1));
  expect(asked()).not.toContain('mfe_live/LiveEvents');
  await act(async () => jest.advanceTimersByTime(1));
  jest.useRealTimers();
  expect(await screen.findByText('content of mfe_live/LiveEvents')).toBeInTheDocument();
  expect(screen.queryByText('content of mfe_prematch/HomeHighlights')).toBeNull();
});
