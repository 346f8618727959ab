import { RemoteModule } from '../federation/remote-module';

export function SportsPage() {
  return <RemoteModule id="mfe_prematch/UpcomingEvents" props={{}} />;
}
