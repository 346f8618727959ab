import { RemoteModule } from '../federation/remote-module';

export function JackpotPage() {
  return <RemoteModule id="mfe_jackpot/ActiveJackpots" props={{}} />;
}
