import type { SportEvent } from '@sportsbook/contracts';
import { NO_ODDS_CONFIG, parseOddsLadder } from '@sportsbook/odds';
import { toSelection } from './to-selection';

const event = {
  id: 7,
  description: 'A vs B',
  eventPaths: [
    { id: 240, description: 'Football', slug: '240-football' },
    { id: 1001, description: 'England', slug: '1001-england' },
    { id: 3001, description: 'Premier League', slug: '3001-premier-league' },
  ],
} as SportEvent;
const market = { id: 700, marketTypeId: 1, description: 'Match Result' } as SportEvent['markets'][number];
const outcome = { id: 70000, description: 'A', hidden: false, consolidatedPrice: { currentPrice: { decimal: 2.13 } } };

it('sends the feed price when the brand has no ladder or margins', () => {
  expect(toSelection(event, market, outcome, NO_ODDS_CONFIG)).toEqual({
    outcomeId: 70000,
    marketId: 700,
    eventId: 7,
    eventDescription: 'A vs B',
    marketDescription: 'Match Result',
    outcomeDescription: 'A',
    decimal: 2.13,
    isLive: false,
  });
});

it('offers the league’s margin on the ladder, matched by the league path id', () => {
  const config = {
    margins: [{ brandMarginType: 'DEFAULT', margin: 10, leagueId: 3001 }],
    ladders: parseOddsLadder('DEFAULT=1.5,1.9,2'),
  };
  expect(toSelection(event, market, outcome, config).decimal).toBe(1.9);
});
