/** Starts the API alone: `pnpm --filter api start` (env documented in api/README.md). */
import { configFromEnv } from './config';
import { createServer } from './server';

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
