import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@sportsbook/routing';
import { setUpShellI18n } from '../testing/i18n';
import { ProfileMenu } from './profile-menu';

beforeAll(() => setUpShellI18n());

it("offers the desktop player the side menu's account links: the cashier and the safer-gambling tools too", async () => {
  render(
    <MemoryRouter>
      <ProfileMenu locale="fr" username="ann" />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  const menu = screen.getByRole('link', { name: 'Deposit' }).closest('ul') as HTMLElement;
  const links = within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual(
    expect.arrayContaining([
      ['Deposit', '/fr/account/cashier?action=deposit'],
      ['Withdraw', '/fr/account/cashier?action=withdraw'],
      ['Safer gambling', '/fr/account/safer-play'],
    ]),
  );
});
