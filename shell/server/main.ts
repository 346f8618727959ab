import path from 'node:path';
import { resolvePort, type ServiceName } from '@sportsbook/contracts';
import { createShellServer } from '@sportsbook/serve';

/** The shell's production server: `BRAND` picks the remotes manifest unless REMOTES_MANIFEST names another file. */
async function main(): Promise<void> {
  const brand = process.env.BRAND || 'eu';
  const root = path.resolve(__dirname, '..', process.env.SHELL_DIST || 'dist');
  const remotesManifestFile = path.resolve(process.env.REMOTES_MANIFEST || path.join(__dirname, '..', 'remotes', `${brand}.json`));
  const apiUrl = process.env.API_URL || `http://127.0.0.1:${resolvePort('api', process.env)}`;
  const port = resolvePort('shell', process.env);
  const app = await createShellServer({
    root,
    apiUrl,
    remotesManifestFile,
    portOf: (service) => resolvePort(service as ServiceName, process.env),
  });
  await app.listen({ port, host: process.env.HOST || '127.0.0.1' });
  console.log(`shell listening on http://localhost:${port}/en/ (brand ${brand}, remotes from ${remotesManifestFile})`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
