import { getBus } from '@sportsbook/bus';
import { fakeApi } from '@sportsbook/http/testing';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, render, screen } from '@testing-library/react';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { MY_BETS_NS, myBetsTranslations } from '../i18n/my-bets-translations';
import { betslipTranslations } from '../i18n/translations';
import { betDetailOf, OPEN_SINGLE } from '../testing/bet-detail-fixture';
import { MyBets } from './my-bets';
import { myBetsActions } from './my-bets-modal';

/** An open bet whose stake the API sent as text: a field that drifted from the contract. */
const drifted = {
  ...betDetailOf(OPEN_SINGLE),
  totalStake: '2,00',
};

fakeApi(({ href }) => {
  if (href.includes('/betcount')) return { body: { count: 1, balance: 50 } };
  if (href.includes('/openbets')) return { body: { bets: [drifted] } };
  return { body: { brand: 'eu', partner_product_urls: {}, enable_my_bets: true } };
});

let logged: jest.SpyInstance;
beforeAll(async () => {
  initI18n('en');
  addTranslations('betslip', betslipTranslations);
  addTranslations(MY_BETS_NS, myBetsTranslations);
  getBus().setState('locale', { locale: 'en' });
  getBus().setState('session', LOGGED_OUT);
  betslipRuntime();
  await act(async () => undefined);
});
beforeEach(() => {
  myBetsActions.reset();
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  getBus().setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: '100001', username: 'demo', expiresAt: null });
});
afterEach(() => logged.mockRestore());

it('shows the error state with Retry, and reports the field, when the open bets drift from the contract', async () => {
  render(<MyBets variant="page" />);
  expect(await screen.findByText('Your bets could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Bet R-7' })).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(
    expect.stringContaining('GET /xapi/bet/account/:accountId/openbets answered out of contract at bets.0.totalStake'),
  );
});
