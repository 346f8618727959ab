import fs from 'node:fs';
import path from 'node:path';
import { resolvePort } from '@sportsbook/contracts';
import { createRemoteServer } from './remote-server';
import { startSite } from './site';

/** `sb-serve site` from anywhere in the repo, or `sb-serve remote` from a remote's folder. */
async function main(): Promise<void> {
  const command = process.argv[2];
  const host = process.env.HOST || '127.0.0.1';
  if (command === 'site') {
    const root = path.resolve(__dirname, '../../..');
    const site = await startSite({ root, env: process.env, host });
    for (const [name, server] of Object.entries(site.servers)) {
      const address = server.server.address();
      const port = typeof address === 'object' && address ? address.port : '?';
      if (name !== 'shell') console.log(`${name} serving on http://localhost:${port}/mf-manifest.json`);
    }
    console.log(`\n  Sportsbook: http://localhost:${resolvePort('shell', process.env)}/en/\n`);
    const stop = () => void site.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } else if (command === 'remote') {
    const { name } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { name: string };
    const service = name.replace('-', '_') as Parameters<typeof resolvePort>[0];
    const server = await createRemoteServer({ root: path.resolve('dist') });
    const port = resolvePort(service, process.env);
    await server.listen({ port, host });
    console.log(`${name} serving dist/ on http://localhost:${port}/ (CORS on)`);
  } else {
    console.error('usage: sb-serve site|remote');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
