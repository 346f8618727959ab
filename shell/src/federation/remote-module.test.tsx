import { loadRemote } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@sportsbook/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpShellI18n } from '../testing/i18n';
import { pageBeacon } from './remote-beacon';
import { RemoteModule } from './remote-module';
import { resetRemote } from './remotes-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./remotes-registry', () => ({
  remotesReady: jest.fn(async () => ({
    brand: 'eu',
    remotes: {
      mfe_prematch: { manifest: 'http://prematch.example/mf-manifest.json' },
      mfe_live: { manifest: 'http://live.example/mf-manifest.json' },
      mfe_account: { manifest: 'http://account.example/mf-manifest.json' },
      mfe_jackpot: { manifest: 'http://jackpot.example/mf-manifest.json' },
      mfe_virtuals: { manifest: 'http://virtuals.example/mf-manifest.json' },
      mfe_betslip: { manifest: 'http://betslip.example/releases/1.1.0-bbb/mf-manifest.json', version: '1.1.0-bbb' },
    },
  })),
  resetRemote: jest.fn(async () => undefined),
}));

const load = jest.mocked(loadRemote);
const moduleSaying = (text: string, contract: unknown = CONTRACT_VERSION) => ({
  default: () => <p>{text}</p>,
  version: '1.2.3',
  contract,
});

beforeAll(() => setUpShellI18n());
beforeEach(() => {
  load.mockReset();
  jest.mocked(resetRemote).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('refuses a module built against another contract major and names both versions, leaving the page standing', async () => {
  load.mockResolvedValue(moduleSaying('jackpots', '2.0.0'));
  render(
    <>
      <h1>page</h1>
      <RemoteModule id="mfe_jackpot/ActiveJackpots" props={{}} />
    </>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Jackpots are unavailable right now. This part was built for contract 2.0.0; this site speaks ${CONTRACT_VERSION}.`,
  );
  expect(screen.queryByText('jackpots')).toBeNull();
  expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
});

it('one Retry revives every box of that remote, registering it afresh once', async () => {
  load.mockRejectedValue(new Error('remote down'));
  render(
    <>
      <RemoteModule id="mfe_prematch/HomeHighlights" props={{}} />
      <RemoteModule id="mfe_prematch/UpcomingEvents" props={{}} />
    </>,
  );
  expect(await screen.findAllByRole('alert')).toHaveLength(2);
  load.mockImplementation(async (id) => moduleSaying(`content of ${String(id)}`));
  await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
  expect(await screen.findByText('content of mfe_prematch/HomeHighlights')).toBeInTheDocument();
  expect(await screen.findByText('content of mfe_prematch/UpcomingEvents')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(resetRemote).toHaveBeenCalledTimes(1);
});

it('a dialog whose remote is down says so in a dialog of its own, which Close and Escape dismiss', async () => {
  load.mockRejectedValue(new Error('remote down'));
  const onClose = jest.fn();
  render(
    <>
      <button>Login</button>
      <RemoteModule id="mfe_account/LoginDialog" props={{ open: true, onClose }} dialog={{ onClose }} />
    </>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Login is unavailable right now.' });
  expect(dialog).toContainElement(screen.getByRole('alert'));
  expect(dialog).toContainElement(screen.getByRole('button', { name: 'Retry' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('a held slot keeps its loading state and fetches nothing until the page lets it load', async () => {
  load.mockImplementation(async (id) => moduleSaying(`content of ${String(id)}`));
  const { rerender } = render(<RemoteModule id="mfe_live/LiveEvents" props={{ limit: 5 }} held />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(load).not.toHaveBeenCalled();
  rerender(<RemoteModule id="mfe_live/LiveEvents" props={{ limit: 5 }} />);
  expect(await screen.findByText('content of mfe_live/LiveEvents')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_live/LiveEvents');
});

it('tells the page when its module has shown, and when its fallback has instead', async () => {
  const shown = jest.fn();
  load.mockResolvedValueOnce(moduleSaying('search'));
  render(<RemoteModule id="mfe_prematch/EventSearch" props={{}} onSettled={shown} />);
  expect(shown).not.toHaveBeenCalled();
  await screen.findByText('search');
  expect(shown).toHaveBeenCalled();

  const failed = jest.fn();
  load.mockRejectedValueOnce(new Error('remote down'));
  render(<RemoteModule id="mfe_virtuals/VirtualGame" props={{}} onSettled={failed} />);
  await screen.findByRole('alert');
  expect(failed).toHaveBeenCalled();
});

it('tells the page’s report which release each box was given, whether it loaded and when it rendered', async () => {
  const started = jest.spyOn(pageBeacon, 'started');
  const rendered = jest.spyOn(pageBeacon, 'rendered');
  const failed = jest.spyOn(pageBeacon, 'failed');
  const caught = jest.spyOn(pageBeacon, 'caught');
  load.mockResolvedValueOnce(moduleSaying('search'));
  render(<RemoteModule id="mfe_jackpot/JackpotPage" props={{}} />);
  await screen.findByText('search');
  expect(started).toHaveBeenCalledWith('mfe_jackpot', undefined);
  expect(rendered).toHaveBeenCalledWith('mfe_jackpot');

  const down = new Error('remote down');
  load.mockRejectedValueOnce(down);
  render(<RemoteModule id="mfe_betslip/MyBets" props={{ variant: 'panel' }} />);
  await screen.findByRole('alert');
  expect(started).toHaveBeenCalledWith('mfe_betslip', '1.1.0-bbb');
  expect(failed).toHaveBeenCalledWith('mfe_betslip', down);
  expect(caught).toHaveBeenCalledWith('mfe_betslip', down);
  expect(rendered).not.toHaveBeenCalledWith('mfe_betslip');
});
