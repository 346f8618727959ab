import type { ShellSettings, SubmenuLink } from '@sportsbook/contracts';
import { fakeApi } from '@sportsbook/http/testing';
import { MemoryRouter } from '@sportsbook/routing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { setUpShellI18n } from '../testing/i18n';
import { resetSettings, settingsStore } from '../settings/settings-store';
import { MainNavigation } from './main-navigation';

const SUBMENU: SubmenuLink[] = [
  { id: 11, name: 'Sports', url: '/sports' },
  { id: 12, name: 'Live', url: '/live/sport/' },
  { id: 15, name: 'Esports', url: '/sports/esports' },
];

beforeAll(setUpShellI18n);
beforeEach(() => {
  resetSettings();
  settingsStore.setState({
    status: 'ready',
    settings: {
      brand: 'eu',
      partner_product_urls: {},
      enable_my_bets: true,
      max_bets_on_betslip: 15,
      page_layouts: [{ url: '/*', branding_header_id: 1 }],
    } satisfies ShellSettings,
  });
});

it("keeps a keyboard player's focus on a link when the operator's submenu replaces the built-in sections", async () => {
  let answerSubmenu = () => undefined as void;
  const submenuAnswered = new Promise<void>((resolve) => (answerSubmenu = resolve));
  fakeApi(async () => {
    await submenuAnswered;
    return { body: { submenu_links: SUBMENU } };
  });
  render(
    <MemoryRouter initialEntries={['/en/']}>
      <MainNavigation locale="en" />
    </MemoryRouter>,
  );
  const sports = screen.getByRole('link', { name: 'Sports' });
  act(() => sports.focus());

  answerSubmenu();
  await waitFor(() => expect(screen.getByRole('link', { name: 'Esports' })).toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Sports' })).toBe(sports);
  expect(sports).toHaveFocus();
  expect(sports).toHaveAttribute('href', '/en/sports');
});
