import { RemoteModule } from '../federation/remote-module';

/** Third-party game pages of spec §2, each naming the provider the virtuals remote launches. */
export const VIRTUAL_GAME_ROUTES = [
  { path: 'sports/kiron', provider: 'kiron' },
  { path: 'sports/betradar-virtuals', provider: 'betradar-virtuals' },
  { path: 'sports/edge', provider: 'edge' },
  { path: 'sports/esports', provider: 'esports' },
  { path: 'sports/esportsbull', provider: 'esportsbull' },
  { path: 'sports/exchange', provider: 'exchange' },
  { path: 'sports/parlaybay', provider: 'parlaybay' },
  { path: 'sports/soccerbet', provider: 'soccerbet' },
  { path: 'sports/vir2al-games', provider: 'vir2al-games' },
  { path: 'sports/leap/*', provider: 'leap' },
  { path: 'cryptoblast', provider: 'cryptoblast' },
  { path: 'powerball', provider: 'powerball' },
  { path: 'lotto', provider: 'lotto' },
] as const;

export function VirtualsPage({ provider }: { provider: string }) {
  return <RemoteModule id="mfe_virtuals/VirtualGame" props={{ provider }} />;
}
