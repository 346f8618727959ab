import type { RemotesManifest } from '@sportsbook/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rollBackBadCanaries, rollbackWatcher } from '../releases/auto-rollback';
import type { ReleasePlaces } from '../releases/release-places';
import type { RemoteTelemetryStore } from './remote-telemetry';
import { registerTelemetryRoutes } from './telemetry-routes';

export interface ShellTelemetryOptions {
  store: RemoteTelemetryStore;
  /** With the site's release places, a canary worse than stable is rolled back by itself. */
  releases?: ReleasePlaces;
  brandOf: (request: FastifyRequest) => string;
  registryOf: (brand: string) => Promise<RemotesManifest | null>;
}

/** The pages' reports on the shell's server: the beacon's route, /metrics and the automatic rollback. */
export async function registerShellTelemetry(app: FastifyInstance, options: ShellTelemetryOptions): Promise<void> {
  const { store, releases } = options;
  const look = releases
    ? rollbackWatcher(
        (brand) => rollBackBadCanaries(releases, brand, store.reader.health(brand), store.config),
        (error) => app.log.error(error),
      )
    : () => undefined;
  await registerTelemetryRoutes(app, {
    store,
    metricsToken: store.config.metricsToken,
    brandOf: options.brandOf,
    registryOf: options.registryOf,
    onCounted: look,
  });
}
