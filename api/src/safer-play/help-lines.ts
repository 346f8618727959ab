/**
 * Where a player can get help: a national service in each country a brand takes players
 * from, and services that help anywhere online. Names stay as each service calls itself.
 */
import type { HelpLine } from '@sportsbook/contracts';

const NATIONAL: Record<string, Array<Omit<HelpLine, 'country'>>> = {
  AT: [{ name: 'Spielsuchthilfe', url: 'https://www.spielsuchthilfe.at/' }],
  DE: [{ name: 'Check dein Spiel', url: 'https://www.check-dein-spiel.de/' }],
  ES: [{ name: 'Jugar Bien', url: 'https://www.jugarbien.es/' }],
  FI: [{ name: 'Peluuri', url: 'https://www.peluuri.fi/' }],
  FR: [{ name: 'Joueurs Info Service', url: 'https://www.joueurs-info-service.fr/' }],
  IE: [{ name: 'Problem Gambling Ireland', url: 'https://www.problemgambling.ie/' }],
  KE: [{ name: 'Betting Control and Licensing Board', url: 'https://bclb.go.ke/' }],
  MT: [{ name: 'Responsible Gaming Foundation', url: 'https://www.rgf.org.mt/' }],
  NL: [{ name: 'Loket Kansspel', url: 'https://www.loketkansspel.nl/' }],
  PT: [{ name: 'SRIJ – Jogo Responsável', url: 'https://www.srij.turismodeportugal.pt/pt/jogo-responsavel/' }],
  SE: [{ name: 'Stödlinjen', url: 'https://www.stodlinjen.se/' }],
};

const ANYWHERE: Array<Omit<HelpLine, 'country'>> = [
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
];

/** The help for a brand's countries, in their order, then the help anywhere. */
export function helpLinesFor(countries: readonly string[]): HelpLine[] {
  return [
    ...countries.flatMap((country) => (NATIONAL[country] ?? []).map((line) => ({ country, ...line }))),
    ...ANYWHERE.map((line) => ({ country: null, ...line })),
  ];
}
