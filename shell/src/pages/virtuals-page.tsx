import { RemoteModule } from '../federation/remote-module';

export function VirtualsPage({ provider }: { provider: string }) {
  return <RemoteModule id="mfe_virtuals/VirtualGame" props={{ provider }} />;
}
