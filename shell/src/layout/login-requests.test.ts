import { getBus } from '@sportsbook/bus';
import { frameStore, resetFrame } from './frame-store';
import { listenForLoginRequests } from './header';

afterEach(resetFrame);

it("opens the login dialog for a remote's request and keeps where the login should return", () => {
  const stop = listenForLoginRequests();
  getBus().publish('login/requested', { returnTo: '/en/open_bets' });
  expect(frameStore.getState()).toMatchObject({ loginOpen: true, loginReturnTo: '/en/open_bets' });
  getBus().publish('login/requested', {});
  expect(frameStore.getState()).toMatchObject({ loginOpen: true, loginReturnTo: null });
  stop();
});
