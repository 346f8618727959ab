import { getBus } from '@sportsbook/bus';
import { GAME_PROTOCOL, LOGGED_OUT, type BusMessages, type CachedSettings, type SessionState } from '@sportsbook/contracts';
import { fakeApi } from '@sportsbook/http/testing';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sportsbook/routing';
import { virtualsTranslations } from '../i18n/translations';
import { VirtualGame } from './virtual-game';

const settings: CachedSettings = {
  brand: 'eu',
  enable_my_bets: true,
  max_bets_on_betslip: 15,
  partner_product_urls: {
    kiron: { url: '/api/demo-games/kiron?token={token}&locale={locale}', demo: true },
    edge: { url: '/api/demo-games/edge?token={token}', demo: false },
    leap: { url: '/api/demo-games/leap?token={token}', demo: true },
  },
};
const PLAYER: SessionState = { loggedIn: true, accountId: 'A1', username: 'ana', currency: 'EUR', expiresAt: null };
let requested: string[];

beforeAll(() => {
  initI18n('en');
  addTranslations('virtuals', virtualsTranslations);
});

beforeEach(() => {
  requested = [];
  getBus().setState('session', LOGGED_OUT);
  getBus().setState('wallet/balance', null);
  // The shell publishes the operator settings; the game reads them from the bus.
  getBus().setState('settings', settings);
  fakeApi(({ pathname, search }) => {
    requested.push(`${pathname}${search}`);
    if (pathname === '/api/session') return { body: { id: 'A1', icore_kiron_token: 'kiron-tok', icore_token: 'generic-tok' } };
    if (pathname === '/api/accounts/me/balance')
      return {
        body: {
          currency: 'EUR',
          balance: 12,
          wallets: { sportsbook: { balance: 12, promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 12 } },
        },
      };
    return undefined;
  });
});

const renderGame = (provider: string, path = `/en/sports/${provider}`) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:locale/sports/leap/*" element={<VirtualGame provider={provider} />} />
        <Route path="/:locale/sports/:game" element={<VirtualGame provider={provider} />} />
      </Routes>
    </MemoryRouter>,
  );

const frame = () => screen.findByTitle<HTMLIFrameElement>('Virtual games: Kiron Virtuals');

it('launches a guest in demo mode with an empty token, and offers the login', async () => {
  const logins: BusMessages['login/requested'][] = [];
  const stop = getBus().on('login/requested', (p) => logins.push(p));
  renderGame('kiron');
  const iframe = await frame();
  expect(iframe.getAttribute('src')).toBe('/api/demo-games/kiron?token=&locale=en&parentOrigin=http%3A%2F%2Flocalhost');
  expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
  expect(screen.getByRole('note')).toHaveTextContent('Demo mode');
  fireEvent.click(screen.getByRole('button', { name: 'Log in to play for real money' }));
  expect(logins).toEqual([{ returnTo: '/en/sports/kiron' }]);
  expect(requested.some((u) => u.startsWith('/api/session'))).toBe(false);
  stop();
});

it("launches a player with the provider's own token from the session", async () => {
  getBus().setState('session', PLAYER);
  renderGame('kiron');
  expect((await frame()).getAttribute('src')).toContain('token=kiron-tok');
  expect(screen.queryByRole('note')).toBeNull();
});

it('prompts a guest to log in where the provider has no demo', async () => {
  renderGame('edge');
  expect(await screen.findByText('Log in to play Edge.')).toBeInTheDocument();
  expect(screen.queryByTitle(/Virtual games/)).toBeNull();
});

it('says clearly when the brand has not configured the provider', async () => {
  renderGame('soccerbet');
  expect(await screen.findByRole('alert')).toHaveTextContent('The game provider "SoccerBet" is not available on this site.');
});

it('offers no games to a player whose wallet is in tether', async () => {
  getBus().setState('session', { ...PLAYER, currency: 'USDT' });
  renderGame('kiron');
  expect(await screen.findByRole('alert')).toHaveTextContent('Virtual games are not available for your account currency.');
  expect(screen.queryByTitle(/Virtual games/)).toBeNull();
});

it('offers no games to a guest on a brand whose currency is tether', async () => {
  getBus().setState('settings', { ...settings, currency: 'USDT' });
  renderGame('kiron');
  expect(await screen.findByRole('alert')).toHaveTextContent('Virtual games are not available for your account currency.');
});

it('deep-links a Leap game id', async () => {
  renderGame('leap', '/en/sports/leap/horses-3');
  const iframe = await screen.findByTitle<HTMLIFrameElement>('Virtual games: Leap Gaming');
  expect(iframe.getAttribute('src')).toContain('&gameId=horses-3');
});

describe('messages from the game', () => {
  const post = (iframe: HTMLIFrameElement, data: unknown, origin = 'null') =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: iframe.contentWindow }));
    });

  it('refreshes wallet/balance when the game says the balance changed', async () => {
    getBus().setState('session', PLAYER);
    renderGame('kiron');
    const iframe = await frame();
    post(iframe, { protocol: GAME_PROTOCOL, type: 'balance-changed' });
    await waitFor(() => expect(getBus().getState('wallet/balance')?.balance).toBe(12));
  });

  it('ignores the same message from another origin', async () => {
    getBus().setState('session', PLAYER);
    renderGame('kiron');
    const iframe = await frame();
    post(iframe, { protocol: GAME_PROTOCOL, type: 'balance-changed' }, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requested).not.toContain('/api/accounts/me/balance');
    expect(getBus().getState('wallet/balance')).toBeNull();
  });

  it("answers ready with the player's context", async () => {
    renderGame('kiron');
    const iframe = await frame();
    const send = jest.spyOn(iframe.contentWindow as Window, 'postMessage');
    post(iframe, { protocol: GAME_PROTOCOL, type: 'ready' });
    expect(send).toHaveBeenCalledWith({ protocol: GAME_PROTOCOL, type: 'init', locale: 'en', currency: 'EUR', demo: true }, '*');
  });

  it('sizes the frame as the game asks, within bounds', async () => {
    renderGame('kiron');
    const iframe = await frame();
    post(iframe, { protocol: GAME_PROTOCOL, type: 'resize', height: 900 });
    expect(iframe.style.height).toBe('900px');
    post(iframe, { protocol: GAME_PROTOCOL, type: 'resize', height: 10 });
    expect(iframe.style.height).toBe('320px');
  });
});

it('waits for the settings the shell publishes, and says so when the site could not get them', async () => {
  getBus().setState('settings', null);
  renderGame('kiron');
  expect(await screen.findByRole('alert')).toHaveTextContent('The game could not be loaded.');
  expect(screen.queryByTitle('Virtual games: Kiron Virtuals')).toBeNull();
  expect(requested.some((u) => u.includes('all_cached_settings'))).toBe(false);
});
