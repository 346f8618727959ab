import { getBus } from '@sportsbook/bus';
import { BET_BUILDER_BET_TYPE_ID, LOGGED_OUT } from '@sportsbook/contracts';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { render, screen, within } from '@testing-library/react';
import { MY_BETS_NS, myBetsTranslations } from '../i18n/my-bets-translations';
import { betslipTranslations } from '../i18n/translations';
import { BetCard } from './bet-card';
import type { ListedBet } from './jackpot-bet';

beforeAll(async () => {
  initI18n('en');
  await Promise.all([addTranslations('betslip', betslipTranslations), addTranslations(MY_BETS_NS, myBetsTranslations)]);
  getBus().setState('locale', { locale: 'en' });
  getBus().setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: '1', currency: 'EUR' });
});

const leg = (outcomeId: number, outcomeDescription: string, marketDescription: string, decimal: number) => ({
  outcomeId,
  eventId: 1,
  eventDescription: 'A v B',
  marketDescription,
  outcomeDescription,
  decimal,
});

/** A bet builder as the API stores it: legs at their own prices, the bet at the builder's price. */
const builder: ListedBet = {
  betId: '11',
  reference: 'SB00000011-bb1',
  placedAt: '2026-11-21T05:00:00.000Z',
  betType: 'single',
  betTypeId: BET_BUILDER_BET_TYPE_ID,
  totalStake: 2,
  totalOdds: 3.1,
  potentialReturns: 6.2,
  currency: 'EUR',
  legs: [
    leg(1, 'Home', 'Match Result', 1.65),
    leg(2, 'Over 2.5', 'Total Goals', 1.59),
    leg(3, 'Yes', 'Both Teams to Score', 1.6),
  ],
};

it("shows a bet builder's own price as the bet's odds and its legs as parts, never their product", () => {
  render(<BetCard bet={builder} />);
  const card = screen.getByRole('article', { name: 'Bet SB00000011-bb1' });
  expect(card).toHaveTextContent(/^Bet builder @ 3\.10/);
  expect(within(card).getByTestId('bet-odds')).toHaveTextContent('3.10');
  for (const part of ['Home', 'Over 2.5', 'Yes']) expect(card).toHaveTextContent(part);
  expect(card).not.toHaveTextContent(/@ 1\.(65|59|60)/);
  expect(card).toHaveTextContent('Returns €6.20');
});

it('keeps each leg priced on a bet that is not a builder', () => {
  render(<BetCard bet={{ ...builder, betTypeId: 200003, betType: 'multiple', totalOdds: 4.2, reference: 'R-12' }} />);
  const card = screen.getByRole('article', { name: 'Bet R-12' });
  expect(card).toHaveTextContent('Home @ 1.65');
  expect(within(card).queryByTestId('bet-odds')).not.toBeInTheDocument();
});
