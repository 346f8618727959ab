import { addTranslations, initI18n } from '@sportsbook/ui';
import { render, screen } from '@testing-library/react';
import { MY_BETS_NS, myBetsTranslations } from '../i18n/my-bets-translations';
import { betslipTranslations } from '../i18n/translations';
import { BetCard } from './bet-card';
import type { ListedBet } from './jackpot-bet';

beforeAll(() => {
  initI18n('en');
  addTranslations('betslip', betslipTranslations);
  addTranslations(MY_BETS_NS, myBetsTranslations);
});

const settled = (fields: Partial<ListedBet>): ListedBet => ({
  betId: '9',
  reference: 'R-9',
  placedAt: '2026-11-21T05:00:00.000Z',
  betType: 'single',
  totalStake: 2,
  potentialReturns: 12,
  currency: 'EUR',
  legs: [
    {
      outcomeId: 1,
      eventId: 1,
      eventDescription: 'Premier League 2026/27',
      marketDescription: 'Winner',
      outcomeDescription: 'Town',
      decimal: 5,
    },
  ],
  ...fields,
});

it('names an each-way bet that only placed "Placed", with its return', () => {
  render(<BetCard bet={settled({ result: 'PLACED', returns: 1.52 })} />);
  expect(screen.getByTestId('bet-result')).toHaveTextContent('Placed');
  expect(screen.getByTestId('bet-figures')).toHaveTextContent('Returned €1.52');
});

it('shows the tax lines the API says were withheld: a cashed-out bet has no winnings tax', () => {
  render(
    <BetCard bet={settled({ result: 'CASHED_OUT', returns: 4.75, stakeTax: 0.62, winningsTax: 0 } as Partial<ListedBet>)} />,
  );
  expect(screen.getByTestId('bet-figures')).toHaveTextContent('Tax on stake €0.62');
  expect(screen.getByTestId('bet-figures')).not.toHaveTextContent('Tax on winnings');
});
