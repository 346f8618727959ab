import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from '@sportsbook/routing';
import { setUpShellI18n } from '../testing/i18n';
import { ToastArea } from './toast-area';
import { resetToasts, showToast } from './toast-store';

beforeAll(() => setUpShellI18n());
beforeEach(() => resetToasts());

const page = () => (
  <MemoryRouter initialEntries={['/en/']}>
    <ToastArea />
    <Link to="/en/live/sport/">Live</Link>
  </MemoryRouter>
);

it('keeps a toast that arrived before the area was drawn, and closes it on a route change', async () => {
  showToast({ kind: 'success', message: 'First Deposit Bonus Received', autoCloseMs: 60_000 });
  render(page());
  expect(screen.getByText('First Deposit Bonus Received')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Live' }));
  expect(screen.queryByText('First Deposit Bonus Received')).not.toBeInTheDocument();
});

it('shows a toast sent while the page is open', () => {
  render(page());
  act(() => void showToast({ kind: 'info', message: 'Welcome back', autoCloseMs: 60_000 }));
  expect(screen.getByText('Welcome back')).toBeInTheDocument();
});
