/**
 * Goalscorer markets: anytime, first, and two or more. A listed player scores each of the team's
 * goals with their share (squads.ts), so their own goals are Poisson with that share of the team's
 * rate. Goals by anyone else (other players, own goals) make none of the listed outcomes win.
 */
import { deep, type GoalsModel, type MarketQuote, type MatchSituation } from './market-types';
import { MARGINS } from './pricing';
import { poissonAtLeast } from './score-grid';
import { SCORER_SHARES, squadOf } from './squads';

export const NO_GOALSCORER = 'No Goalscorer';

interface Entry {
  name: string;
  side: 'A' | 'B';
  player: number;
  /** The player's expected goals from now on. */
  rate: number;
}

/** Both squads, home first; a name both teams list is told apart by its team. */
function entriesOf(model: GoalsModel, left: number, home: string, away: string): Entry[] {
  const homeSquad = squadOf(home);
  const awaySquad = squadOf(away);
  const named = (name: string, team: string, other: readonly string[]) => (other.includes(name) ? `${name} (${team})` : name);
  const side = (squad: readonly string[], sideOf: 'A' | 'B', team: string, other: readonly string[], lambda: number) =>
    squad.map((name, player) => ({
      name: named(name, team, other),
      side: sideOf,
      player,
      rate: lambda * left * (SCORER_SHARES[player] ?? 0),
    }));
  return [...side(homeSquad, 'A', home, awaySquad, model.lambdaA), ...side(awaySquad, 'B', away, homeSquad, model.lambdaB)];
}

export function scorerMarkets(model: GoalsModel, s: MatchSituation, left: number, home: string, away: string): MarketQuote[] {
  const entries = entriesOf(model, left, home, away);
  const scorers = s.scorers ?? [];
  const scored = (e: Entry) => scorers.filter((goal) => goal.side === e.side && goal.player === e.player).length;
  const teamsRate = (model.lambdaA + model.lambdaB) * left;
  const first = scorers[0];
  // Before the first goal: a player's share of the goals times the chance there is one.
  const firstOf = (e: Entry) =>
    first
      ? Number(first.side === e.side && first.player === e.player)
      : (e.rate / Math.max(teamsRate, 1e-9)) * (1 - Math.exp(-teamsRate));
  const market = (typeCode: 'AGS' | 'FGS' | 'S2G', description: string, outcomes: Array<readonly [string, number]>) =>
    deep({ key: `${typeCode}:FT`, typeCode, description, outcomes, margin: MARGINS.props });
  return [
    market(
      'AGS',
      'Anytime Goalscorer',
      entries.map((e) => [e.name, poissonAtLeast(e.rate, 1 - scored(e))]),
    ),
    market('FGS', 'First Goalscorer', [
      ...entries.map((e) => [e.name, firstOf(e)] as const),
      [NO_GOALSCORER, first ? 0 : Math.exp(-teamsRate)],
    ]),
    market(
      'S2G',
      'To Score 2 or More',
      entries.map((e) => [e.name, poissonAtLeast(e.rate, 2 - scored(e))]),
    ),
  ];
}

/** The squad position of a goal's scorer, drawn by the players' shares; -1 for anyone else. */
export function drawScorer(uniform: number): number {
  let cumulative = 0;
  for (const [player, share] of SCORER_SHARES.entries()) {
    cumulative += share;
    if (uniform < cumulative) return player;
  }
  return -1;
}
