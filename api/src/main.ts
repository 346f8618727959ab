/** Starts the API alone: `pnpm --filter api start` (env documented in api/README.md). */
import { configFromEnv } from './config';
import { createServer } from './server';

/** How long open requests and sockets get to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 5000;

async function main(): Promise<void> {
  const { host, port, options } = configFromEnv(process.env);
  const app = await createServer(options);
  await app.listen({ host, port, listenTextResolver: () => `api listening on http://${host}:${port}` });

  let closing = false;
  const shutdown = (signal: string) => {
    // A second Ctrl-C while closing means "now".
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`api received ${signal}, shutting down`);
    // A peer that never answers a close handshake (a proxied feed socket) must not keep a restart waiting.
    setTimeout(() => {
      app.log.warn('api did not close within 5 s; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
