/**
 * The players a football team's goalscorer markets list: a team's forwards and midfielders, the
 * same in every fixture it plays, and the share of the team's goals each one scores. A real feed
 * sends a squad; ours derives one from the team's name so a restart names the same players.
 */
import { createRandom } from './random';

/** Each listed player's share of the team's goals, best scorer first; the rest go to others and own goals. */
export const SCORER_SHARES = [0.26, 0.17, 0.12, 0.09, 0.07, 0.06, 0.05, 0.04] as const;

const INITIALS = 'ABCDEFGHJKLMNOPRSTW';
const SURNAMES = [
  'Adeyemi', 'Alvarez', 'Baptiste', 'Berg', 'Bianchi', 'Carvalho', 'Costa', 'Dembele', 'Diaz', 'Eriksen',
  'Fofana', 'Garcia', 'Haaland', 'Hughes', 'Ibrahim', 'Jansen', 'Kane', 'Kowalski', 'Larsen', 'Lopez',
  'Mendes', 'Moreau', 'Murphy', 'Nakamura', 'Novak', 'Okafor', 'Olsen', 'Park', 'Petrov', 'Quinn',
  'Rossi', 'Santos', 'Schmidt', 'Silva', 'Suzuki', 'Torres', 'Varga', 'Walker', 'Weber', 'Yilmaz',
] as const; // prettier-ignore

const squads = new Map<string, readonly string[]>();

/** The team's listed scorers, one per SCORER_SHARES entry, in the same order. */
export function squadOf(team: string): readonly string[] {
  let squad = squads.get(team);
  if (!squad) {
    const random = createRandom(0).fork(`squad:${team}`);
    const names = random.shuffle(SURNAMES).slice(0, SCORER_SHARES.length);
    squad = names.map((surname) => `${random.pick([...INITIALS])}. ${surname}`);
    squads.set(team, squad);
  }
  return squad;
}
