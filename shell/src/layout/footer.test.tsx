import type { ShellSettings } from '@sportsbook/contracts';
import { fakeApi } from '@sportsbook/http/testing';
import { serverData } from '@sportsbook/ui';
import { MemoryRouter } from '@sportsbook/routing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { setUpShellI18n } from '../testing/i18n';
import { resetSettings, settingsStore } from '../settings/settings-store';
import { Footer } from './footer';

let fetchMock: ReturnType<typeof fakeApi>;
const WIDGET = '<p>Help is one call away</p><script>window.footerRan = true</script><a href="javascript:alert(1)">Chat</a>';

beforeAll(() => {
  setUpShellI18n();
  Object.assign(globalThis, { __APP_VERSION__: '1.2.3' });
});
beforeEach(() => {
  resetSettings();
  fetchMock = fakeApi((url) => ({ body: url.pathname === '/api/gcb_seals' ? { token: 'tok123' } : { content: WIDGET } }));
});

const renderFooter = () =>
  render(
    <MemoryRouter>
      <Footer locale="es" />
    </MemoryRouter>,
  );

const withSettings = (settings: Partial<ShellSettings>) =>
  settingsStore.setState({
    status: 'ready',
    settings: { brand: 'eu', partner_product_urls: {}, enable_my_bets: true, max_bets_on_betslip: 15, ...settings },
  });

it("shows the brand's footer HTML, sanitized", async () => {
  renderFooter();
  const html = await screen.findByTestId('footer-html');
  await waitFor(() => expect(html).toHaveTextContent('Help is one call away'));
  expect(html.querySelector('script')).toBeNull();
  expect(within(html).getByText('Chat')).not.toHaveAttribute('href');
  expect((window as unknown as { footerRan?: boolean }).footerRan).toBeUndefined();
  expect(fetchMock).toHaveBeenCalledWith('/api/external-footer/eu?l=en', expect.anything());
});

it('has no licence seal slot unless gcb_seal_required', async () => {
  withSettings({ gcb_seal_required: false });
  renderFooter();
  await screen.findByTestId('footer-html');
  expect(screen.queryByTestId('licence-seal')).toBeNull();
  expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/api/gcb_seals'), expect.anything());
});

it("links the seal to this host's certificate from /api/gcb_seals", async () => {
  withSettings({ gcb_seal_required: true });
  renderFooter();
  expect(screen.getByTestId('licence-seal')).toBeInTheDocument();
  await screen.findByTestId('footer-html');
  const link = await screen.findByRole('link', { name: /Licensed/ });
  expect(link).toHaveAttribute('href', 'https://cert.gcb.cw/certificate?id=tok123');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(fetchMock).toHaveBeenCalledWith('/api/gcb_seals?host=localhost', expect.anything());
});

it('asks for the footer HTML only when the footer nears the viewport, so a first paint never waits on it', async () => {
  const watching: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  // The browser's observer, at the edge: the test says when the footer comes near.
  class NearObserver {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      watching.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  Object.assign(globalThis, { IntersectionObserver: NearObserver });
  try {
    renderFooter();
    const html = await screen.findByTestId('footer-html');
    await waitFor(() => expect(watching.length).toBeGreaterThan(0));
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/api/external-footer/'), expect.anything());
    act(() => watching.forEach((notify) => notify([{ isIntersecting: true }])));
    await waitFor(() => expect(html).toHaveTextContent('Help is one call away'));
  } finally {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
});

it('keeps the footer it has when the player comes back to the tab, while live data is asked for again', async () => {
  renderFooter();
  const html = await screen.findByTestId('footer-html');
  await waitFor(() => expect(html).toHaveTextContent('Help is one call away'));
  const footerCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/external-footer/')).length;
  expect(footerCalls()).toBe(1);
  act(() => void window.dispatchEvent(new Event('focus')));
  // A wallet read at the same moment would be asked again (server-data.test); the footer's content is not.
  await act(async () => serverData().refetchQueries({ stale: true, type: 'active' }));
  expect(footerCalls()).toBe(1);
});

it('links to the safer-gambling tools in the page language from every page', async () => {
  renderFooter();
  await screen.findByTestId('footer-html');
  expect(screen.getByRole('link', { name: 'Safer gambling' })).toHaveAttribute('href', '/es/account/safer-play');
});
