import { getBus } from '@sportsbook/bus';
import type { PlayLimitsResponse, SessionState } from '@sportsbook/contracts';
import { LOGGED_OUT, PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS } from '@sportsbook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork } from '../testing/fake-network';
import { renderAccountPages } from '../testing/render-account-pages';
import { setUpI18n } from '../testing/i18n';

const SESSION: SessionState = { loggedIn: true, accountId: '100001', username: 'demo', currency: 'EUR', expiresAt: null };

function limitsWith(changes: Partial<Record<string, Partial<PlayLimitsResponse['limits'][number]>>>): PlayLimitsResponse {
  return {
    currency: 'EUR',
    limits: PLAY_LIMIT_KINDS.flatMap((kind) =>
      PLAY_LIMIT_PERIODS.map((period) => ({
        kind,
        period,
        amount: null,
        used: 0,
        remaining: null,
        pending: null,
        ...changes[`${kind}/${period}`],
      })),
    ),
  };
}

const renderPage = () => renderAccountPages('/en/account/safer-play');

beforeAll(() => setUpI18n());
beforeEach(() => getBus().setState('session', SESSION));

it('shows each limit with what is used and left, and a raise waiting for its cooling-off with its date', async () => {
  fakeNetwork([
    {
      path: '/api/accounts/me/play-limits',
      body: limitsWith({
        'DEPOSIT/DAY': { amount: 100, used: 60, remaining: 40, pending: { amount: 500, from: '2026-11-27T12:00:00.000Z' } },
      }),
    },
  ]);
  renderPage();
  const row = (await screen.findByRole('rowheader', { name: 'Deposit limit, per day' })).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('€100.00');
  expect(row).toHaveTextContent('€60.00');
  expect(row).toHaveTextContent('€40.00');
  expect(row).toHaveTextContent(/Changes to €500.00 on Nov 27, 2026/);
  expect(screen.getByRole('link', { name: 'Safer gambling' })).toHaveAttribute('aria-current', 'page');
});

it('sets a limit with the amount typed and shows the answer, and refuses an amount that is not money', async () => {
  const network = fakeNetwork([
    { path: '/api/accounts/me/play-limits', body: limitsWith({}) },
    {
      method: 'PUT',
      path: '/api/accounts/me/play-limits/LOSS/WEEK',
      body: limitsWith({ 'LOSS/WEEK': { amount: 50, used: 0, remaining: 50 } }),
    },
  ]);
  renderPage();
  const form = await screen.findByRole('form', { name: 'Set a limit' });
  await userEvent.selectOptions(within(form).getByLabelText('Limit'), 'Loss limit');
  await userEvent.selectOptions(within(form).getByLabelText('Period'), 'per week');
  await userEvent.type(within(form).getByLabelText('Amount (EUR)'), 'abc');
  await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
  expect(await screen.findByText('Enter an amount of at least 0.01 with at most 2 decimals.')).toBeInTheDocument();
  await userEvent.clear(within(form).getByLabelText('Amount (EUR)'));
  await userEvent.type(within(form).getByLabelText('Amount (EUR)'), '50');
  await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
  expect(await screen.findByText('Your limits are saved.')).toBeInTheDocument();
  const put = network.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
  expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({ amount: 50 });
  const row = screen.getByRole('rowheader', { name: 'Loss limit, per week' }).closest('tr') as HTMLElement;
  expect(within(row).getByRole('button', { name: 'Remove: Loss limit, per week' })).toBeInTheDocument();
});

it('starts a break only once the player confirms, then logs out with the end date', async () => {
  fakeNetwork([
    { path: '/api/accounts/me/play-limits', body: limitsWith({}) },
    { method: 'POST', path: '/api/accounts/me/play-break', body: { kind: 'SELF_EXCLUSION', until: '2027-05-26T12:00:00.000Z' } },
  ]);
  const logouts: string[] = [];
  const toasts: string[] = [];
  const offLogout = getBus().on('session/logout', ({ reason }) => logouts.push(reason));
  const offToast = getBus().on('toast/show', ({ message }) => toasts.push(message));
  renderPage();
  const form = await screen.findByRole('form', { name: 'Take a break' });
  await userEvent.click(within(form).getByLabelText('Self-exclusion'));
  expect(within(form).getByLabelText('Length')).toHaveValue('P6M');
  const start = within(form).getByRole('button', { name: 'Start my break' });
  expect(start).toBeDisabled();
  await userEvent.click(within(form).getByLabelText('I understand that I cannot end it early'));
  await userEvent.click(start);
  await waitFor(() => expect(logouts).toEqual(['play_break']));
  expect(toasts).toEqual([expect.stringMatching(/^Your break has started\. It ends on May 26, 2027/)]);
  offLogout();
  offToast();
});

it('saves the reality-check interval and the session limit the player chooses', async () => {
  const view = {
    realityCheckMinutes: 0,
    sessionLimitMinutes: 0,
    currency: 'EUR',
    sessionStartedAt: '2026-11-26T12:00:00.000Z',
    sessionEndsAt: null,
    sessionLimitPending: null,
    staked: 0,
    returned: 0,
  };
  const network = fakeNetwork([
    { path: '/api/accounts/me/play-limits', body: limitsWith({}) },
    { path: '/api/accounts/me/play-time', body: view },
    { method: 'PUT', path: '/api/accounts/me/play-time', body: { ...view, realityCheckMinutes: 30, sessionLimitMinutes: 120 } },
  ]);
  renderPage();
  const form = await screen.findByRole('form', { name: 'Time' });
  expect(within(form).getByLabelText('Reality check every')).toHaveDisplayValue('Off');
  await userEvent.selectOptions(within(form).getByLabelText('Reality check every'), '30 minutes');
  await userEvent.selectOptions(within(form).getByLabelText('Session limit'), '120 minutes');
  await userEvent.click(within(form).getByRole('button', { name: 'Save time settings' }));
  expect(await within(form).findByText('Your time settings are saved.')).toBeInTheDocument();
  const put = network.mock.calls.find(
    ([url, init]) => String(url).includes('play-time') && (init as RequestInit).method === 'PUT',
  );
  expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({ realityCheckMinutes: 30, sessionLimitMinutes: 120 });
});

it('shows a longer session limit waiting out its cooling-off, beside the one in force', async () => {
  const view = {
    realityCheckMinutes: 0,
    sessionLimitMinutes: 30,
    currency: 'EUR',
    sessionStartedAt: '2026-11-26T12:00:00.000Z',
    sessionEndsAt: '2026-11-26T12:30:00.000Z',
    sessionLimitPending: null,
    staked: 0,
    returned: 0,
  };
  const from = '2026-11-27T12:00:00.000Z';
  fakeNetwork([
    { path: '/api/accounts/me/play-limits', body: limitsWith({}) },
    { path: '/api/accounts/me/play-time', body: view },
    { method: 'PUT', path: '/api/accounts/me/play-time', body: { ...view, sessionLimitPending: { minutes: 0, from } } },
  ]);
  renderPage();
  const form = await screen.findByRole('form', { name: 'Time' });
  await userEvent.selectOptions(within(form).getByLabelText('Session limit'), 'Off');
  await userEvent.click(within(form).getByRole('button', { name: 'Save time settings' }));
  expect(await within(form).findByText(/^Removed on /)).toBeInTheDocument();
  expect(within(form).getByLabelText('Session limit')).toHaveDisplayValue('30 minutes');
});

const HELP = {
  lines: [
    { country: 'MT', name: 'Responsible Gaming Foundation', url: 'https://www.rgf.org.mt/' },
    { country: 'DE', name: 'Check dein Spiel', url: 'https://www.check-dein-spiel.de/' },
    { country: null, name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/' },
  ],
};

it('shows a player their last 30 days and the help in their own country first', async () => {
  fakeNetwork([
    { path: '/api/accounts/me/play-limits', body: limitsWith({}) },
    { path: '/api/safer-gambling/help', body: HELP },
    {
      path: '/api/accounts/me/activity',
      body: {
        currency: 'EUR',
        countryCode: 'DE',
        since: '2026-10-27T12:00:00.000Z',
        deposits: 100,
        withdrawals: 20,
        bets: 2,
        staked: 15,
        returned: 4.5,
        net: -10.5,
      },
    },
  ]);
  renderPage();
  const summary = await screen.findByRole('region', { name: 'Your last 30 days' });
  expect(within(summary).getByTestId('activity-deposits')).toHaveTextContent('€100.00');
  expect(within(summary).getByTestId('activity-net')).toHaveTextContent('-€10.50');
  const help = screen.getByRole('region', { name: 'Help' });
  await waitFor(() => expect(within(help).getAllByRole('listitem')).toHaveLength(3));
  expect(
    within(help)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Check dein Spiel (Germany)', 'Responsible Gaming Foundation (Malta)', 'Gambling Therapy (online, anywhere)']);
});

it('tells a visitor what the tools are and where to get help, and asks them to log in to use the tools', async () => {
  getBus().setState('session', LOGGED_OUT);
  const network = fakeNetwork([{ path: '/api/safer-gambling/help', body: HELP }]);
  const logins: Array<string | undefined> = [];
  const off = getBus().on('login/requested', ({ returnTo }) => logins.push(returnTo));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Safer gambling' })).toBeInTheDocument();
  expect(screen.getByText(/self-exclusion for 6 months to 5 years/)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Gambling Therapy' })).toHaveAttribute(
    'href',
    'https://www.gamblingtherapy.org/',
  );
  // No login is asked for until the visitor wants one, and no account data is asked for at all.
  expect(logins).toEqual([]);
  expect(network.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).toEqual(['/api/safer-gambling/help']);
  await userEvent.click(screen.getByRole('button', { name: 'Log in to use them' }));
  expect(logins).toEqual(['/en/account/safer-play']);
  off();
});
