import { SUPPORTED_LOCALES } from '@sportsbook/contracts';
import { catalogueWord, inLanguage } from './catalogue-words';
import { PREMATCH } from './market-types';
import { quoteMarkets } from './sport-markets';
import { squadOf } from './squads';

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

it('names every market and every worded outcome of a football match in every language', () => {
  const model = { kind: 'goals', lambdaA: 1.4, lambdaB: 1.1, hasDraw: true } as const;
  const quotes = quoteMarkets('FOOT', model, PREMATCH, 'Ashford Rovers', 'Hallam Athletic');
  // Outcomes that are proper names or numbers stay as they are: teams, players, scores, lines.
  const names = new Set(['Ashford Rovers', 'Hallam Athletic', ...squadOf('Ashford Rovers'), ...squadOf('Hallam Athletic')]);
  const named = (part: string) => names.has(part.replace(/ (\([^)]*\)|[+-]?\d+(\.\d+)?)$/, '')) || /^\d+-\d+$/.test(part);
  const worded = (text: string) => !text.split(' / ').every(named);
  // Spanish writes No as English does; French and Portuguese write Handicap.
  const same = (text: string, locale: string) =>
    (locale === 'es' && text === 'No') || (['fr', 'pt'].includes(locale) && text.startsWith('Handicap '));
  const texts = quotes.flatMap((q) => [q.description, ...q.outcomes.map((o) => o.description).filter(worded)]);
  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    const untranslated = texts.filter((text) => catalogueWord(text, locale) === text && !same(text, locale));
    expect({ locale, untranslated }).toEqual({ locale, untranslated: [] });
  }
  expect(catalogueWord('Hallam Athletic / Draw', 'es')).toBe('Hallam Athletic / Empate');
  expect(catalogueWord('Hallam Athletic Total Goals Over/Under 1.5', 'fr')).toBe(
    'Total de buts de Hallam Athletic plus/moins de 1.5',
  );
});
