import { createBus } from '@sportsbook/bus';
import { listenForSiteRedirects, siteRedirectAction } from './site-redirects';

const on = (pathname: string, locale = 'en') => ({ pathname, locale });

it('reloads onto the blocked page in the locale the player is using', () => {
  expect(siteRedirectAction({ to: 'blocked' }, on('/fr/sports', 'fr'))).toEqual({ kind: 'reload', url: '/fr/blocked' });
});

it('sends the browser to the maintenance page in the locale the redirect named', () => {
  expect(siteRedirectAction({ to: 'maintenance', locale: 'es' }, on('/en/live/sport/'))).toEqual({
    kind: 'navigate',
    to: '/es/maintenance',
  });
  expect(siteRedirectAction({ to: 'maintenance', locale: 'xx' }, on('/pt/', 'pt'))).toEqual({
    kind: 'navigate',
    to: '/pt/maintenance',
  });
});

it('stays on the status page the redirect points to, so its own calls cannot loop', () => {
  expect(siteRedirectAction({ to: 'blocked' }, on('/en/blocked'))).toEqual({ kind: 'stay' });
  expect(siteRedirectAction({ to: 'maintenance', locale: 'en' }, on('/fr/maintenance', 'fr'))).toEqual({ kind: 'stay' });
  expect(siteRedirectAction({ to: 'blocked' }, on('/en/maintenance')).kind).toBe('reload');
});

it('reloads once however many calls were redirected', () => {
  const bus = createBus();
  const reload = jest.fn();
  const navigate = jest.fn();
  listenForSiteRedirects({ bus, current: () => on('/en/sports'), reload, navigate });
  bus.publish('site/redirected', { to: 'blocked' });
  bus.publish('site/redirected', { to: 'blocked' });
  expect(reload).toHaveBeenCalledTimes(1);
  expect(reload).toHaveBeenCalledWith('/en/blocked');
  expect(navigate).not.toHaveBeenCalled();
});

it('navigates to the maintenance page', () => {
  const bus = createBus();
  const navigate = jest.fn();
  listenForSiteRedirects({ bus, current: () => on('/en/sports'), reload: jest.fn(), navigate });
  bus.publish('site/redirected', { to: 'maintenance', locale: 'en' });
  expect(navigate).toHaveBeenCalledWith('/en/maintenance');
});
