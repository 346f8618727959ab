import { SUPPORTED_LOCALES } from '@sportsbook/contracts';
import { catalogueWord, inLanguage } from './catalogue-words';

it('says sports, countries, markets and the outcomes that are words in the language asked for', () => {
  expect(catalogueWord('Football', 'es')).toBe('Fútbol');
  expect(catalogueWord('Spain', 'fr')).toBe('Espagne');
  expect(catalogueWord('England', 'pt')).toBe('Inglaterra');
  expect(catalogueWord('Match Result', 'es')).toBe('Resultado del partido');
  expect(catalogueWord('Draw', 'fr')).toBe('Match nul');
  expect(catalogueWord('Over 2.5', 'es')).toBe('Más de 2.5');
  expect(catalogueWord('Total Goals Over/Under 2.5', 'pt')).toBe('Total de golos mais/menos de 2.5');
  expect(catalogueWord('Ashford Rovers or Draw', 'es')).toBe('Ashford Rovers o empate');
});

it('keeps proper names (teams, players, leagues) and English as they are', () => {
  expect(catalogueWord('Ashford Rovers vs Hallam Athletic', 'es')).toBe('Ashford Rovers vs Hallam Athletic');
  expect(catalogueWord('Premier League', 'fr')).toBe('Premier League');
  expect(catalogueWord('Football', 'en')).toBe('Football');
});

// Words that no language here writes as English does (French says Football too).
it('has every word in every language, so no name stays English by omission', () => {
  for (const word of ['Ice Hockey', 'International Clubs', 'Both Teams To Score', 'Yes', 'Under 1.5', 'Race to 10 Points']) {
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) expect(catalogueWord(word, locale)).not.toBe(word);
  }
});

it('translates a copy: every name field, at any depth, and never the shared catalogue', () => {
  const event = {
    description: 'A vs B',
    slug: 'a-vs-b',
    eventPaths: [{ description: 'Football', slug: '240-FOOT' }],
    markets: [{ description: 'Match Result', outcomes: [{ description: 'Draw' }] }],
    legs: [{ marketDescription: 'Double Chance', outcomeDescription: 'Yes' }],
  };
  const spanish = inLanguage(event, 'es');
  expect(spanish.eventPaths[0]).toEqual({ description: 'Fútbol', slug: '240-FOOT' });
  expect(spanish.markets[0]?.outcomes[0]?.description).toBe('Empate');
  expect(spanish.legs[0]).toEqual({ marketDescription: 'Doble oportunidad', outcomeDescription: 'Sí' });
  expect(event.eventPaths[0]?.description).toBe('Football');
  expect(inLanguage(event, 'en')).toBe(event);
});
