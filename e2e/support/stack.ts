import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite, type RunningSite, type SiteOptions } from '@sportsbook/serve';
import { portEnv, portOf } from './ports';

export const ROOT = path.resolve(__dirname, '../..');

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up: ${String(lastError)}`);
}

/** Within a hook's 60 s, so a start that fails still stops its API before the hook gives up. */
const API_START_MS = 50_000;

/** The real API server in a child process, on a fresh data folder. */
export async function startApi(offset: number, extraEnv: Record<string, string> = {}): Promise<{ stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-e2e-api-'));
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    // Every e2e stack runs on its own ports of this machine, and some share one API.
    env: {
      ...process.env,
      ...portEnv(offset),
      API_DATA_DIR: dataDir,
      SEED: '7',
      // Every brand's host name, as the shipped host map (shell/brands/hosts.json) names them.
      SITE_ORIGINS: 'http://localhost:*,http://127.0.0.1:*,http://eu.localhost:*,http://ke.localhost:*,http://vn.localhost:*',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A worker that ends (a timed-out hook) takes its API with it, leaving the ports free.
  process.once('exit', () => child.kill('SIGTERM'));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }).then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  try {
    // Compiling the API on a busy machine can take most of a minute.
    await waitFor(`http://127.0.0.1:${portOf('api', offset)}/health`, API_START_MS);
  } catch (error) {
    // An API that came up late must not hold its ports against the next stack.
    await stop();
    throw error;
  }
  return { stop };
}

/** The six remote origins and the shell, in this process, so a test can stop and restart one. */
export async function startSiteAt(offset: number, options: Partial<SiteOptions> = {}): Promise<RunningSite> {
  return startSite({
    ...options,
    root: ROOT,
    env: { ...process.env, ...portEnv(offset), ...options.env },
    remoteDist: options.remoteDist ?? {},
  });
}
