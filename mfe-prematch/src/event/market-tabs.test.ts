import { deepFootballEvent, footballEvent } from '../testing/fixtures';
import { marketsMatching, marketsOfTab, tabsOf } from './market-tabs';

const deep = deepFootballEvent(5, 'Home FC', 'Away FC').markets;

it('opens a tab for each group the markets fill, in the book’s order', () => {
  expect(tabsOf(deep)).toEqual(['main', 'halves', 'scores', 'corners-cards', 'players']);
  expect(tabsOf(footballEvent(5, 'Home FC', 'Away FC').markets)).toEqual(['main']);
  expect(marketsOfTab(deep, 'players').map((m) => m.description)).toEqual(['Anytime Goalscorer']);
});

it('finds markets by their name or an outcome’s, ignoring case and accents, every word counting', () => {
  const names = (query: string) => marketsMatching(deep, query, 'en').map((m) => m.description);
  expect(names('corners')).toEqual(['Total Corners Over/Under 9.5']);
  expect(names('muller')).toEqual(['Anytime Goalscorer']);
  expect(names('  OVER  9.5 ')).toEqual(['Total Corners Over/Under 9.5']);
  expect(names('over 2.5')).toEqual(['OU']);
  expect(names('corners 2.5')).toEqual([]);
  expect(names('')).toHaveLength(deep.length);
});
