import { RemoteModule } from '../federation/remote-module';

export function LivePage() {
  return <RemoteModule id="mfe_live/LiveEvents" props={{}} />;
}
