import { fakeApi } from '@sportsbook/http/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpShellI18n } from '../testing/i18n';
import { ContentPage } from './content-page';

beforeAll(() => setUpShellI18n());

const TERMS = {
  slug: 'terms',
  title: 'Terms and conditions',
  description: 'The rules that apply to your account and your bets.',
  html: '<p>Bets are final.</p><img src="x" onerror="window.termsRan = true"><script>window.termsRan = true</script>',
};

it("shows the brand's page in the page language, sanitized, and names it in the page's head", async () => {
  const calls = fakeApi(() => ({ body: TERMS }));
  render(<ContentPage slug="terms" />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
  const body = screen.getByTestId('content-page');
  expect(body).toHaveTextContent('Bets are final.');
  expect(body.querySelector('script')).toBeNull();
  expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
  expect(document.title).toBe('Terms and conditions | Sportsbook');
  expect(calls).toHaveBeenCalledWith('/api/content-pages/eu/terms?l=en', expect.anything());
});

it('says the page could not be loaded, and loads it again on Retry', async () => {
  let fail = true;
  fakeApi(() =>
    fail ? { status: 500, body: { message: 'down' } } : { body: { ...TERMS, slug: 'help', title: 'Help and support' } },
  );
  render(<ContentPage slug="help" />);
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByText('This page could not be loaded.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(retry);
  expect(await screen.findByRole('heading', { level: 1, name: 'Help and support' })).toBeInTheDocument();
});

it('refuses an answer of another shape as an error, not a blank page', async () => {
  fakeApi(() => ({ body: { content: '<p>an html widget</p>' } }));
  render(<ContentPage slug="vip" />);
  expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
});
