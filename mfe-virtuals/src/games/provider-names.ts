/** Providers' own brand names, shown as they spell them in every language. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  kiron: 'Kiron Virtuals',
  'betradar-virtuals': 'Betradar Virtual Sports',
  edge: 'Edge',
  esports: 'eSports',
  esportsbull: 'Esports Bull',
  exchange: 'Exchange',
  parlaybay: 'ParlayBay',
  soccerbet: 'SoccerBet',
  'vir2al-games': 'Vir2al Games',
  leap: 'Leap Gaming',
  cryptoblast: 'CryptoBlast',
  powerball: 'Powerball',
  lotto: 'Lotto',
};

export const providerName = (provider: string): string =>
  Object.hasOwn(PROVIDER_NAMES, provider) ? (PROVIDER_NAMES[provider] as string) : provider;
