// Plain Node (no dependencies): these run on a fresh machine before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
export const APPS = ['mfe-prematch', 'mfe-live', 'mfe-betslip', 'mfe-account', 'mfe-jackpot', 'mfe-virtuals', 'shell'];

export const log = (message) => console.log(`\x1b[36m[sportsbook]\x1b[0m ${message}`);

export function fail(message) {
  console.error(`\x1b[31m[sportsbook] ${message}\x1b[0m`);
  process.exit(1);
}

function works(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** pnpm on the PATH at our major version, else installed globally, else into .tools/ when global is not writable. */
export function ensurePnpm() {
  const major = PNPM_VERSION.split('.')[0];
  const local = path.join(ROOT, '.tools/node_modules/.bin/pnpm');
  for (const candidate of ['pnpm', local]) {
    const version = works(candidate, ['--version']);
    if (version && version.split('.')[0] === major) return candidate;
  }
  log(`installing pnpm ${PNPM_VERSION}`);
  if (
    spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' }).status === 0 &&
    works('pnpm', ['--version'])
  ) {
    return 'pnpm';
  }
  const status = spawnSync('npm', ['install', '--prefix', path.join(ROOT, '.tools'), `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
  }).status;
  if (status !== 0 || !works(local, ['--version'])) fail('could not install pnpm with npm; install pnpm 12 and retry');
  return local;
}

/** Native addons (better-sqlite3) compile against Node's headers where the machine has them. */
export function buildEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  if (!env.npm_config_nodedir && fs.existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

function hashFiles(files) {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(file);
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** Installs dependencies unless the lockfile and every package.json are unchanged since the last install. */
export function ensureDependencies(pnpm) {
  const manifests = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', ...workspaceDirs().map((d) => `${d}/package.json`)];
  const stamp = path.join(ROOT, 'node_modules/.sportsbook-install');
  const digest = hashFiles(manifests.map((f) => path.join(ROOT, f)));
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile'], { env: buildEnv() });
  fs.writeFileSync(stamp, digest);
}

export function workspaceDirs() {
  const dirs = ['shell', 'api', 'e2e', 'bench', 'contract-tests', ...APPS.filter((a) => a.startsWith('mfe-'))];
  for (const entry of fs.readdirSync(path.join(ROOT, 'shared'))) dirs.push(`shared/${entry}`);
  return dirs.filter((d) => fs.existsSync(path.join(ROOT, d, 'package.json')));
}

/** Debian's Chromium drives the e2e tests and benchmarks; browser downloads are not possible here. */
export function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    fail('Chromium is missing: install it with `sudo apt-get install -y chromium` (Debian) and run again.');
  }
  log('installing Debian chromium (apt-get)');
  run('apt-get', ['update'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Debian's Firefox ESR runs the player's journeys in a second engine (e2e/firefox), driven over WebDriver BiDi. */
export function ensureFirefox() {
  if (fs.existsSync(process.env.FIREFOX_PATH || '/usr/bin/firefox-esr')) return;
  if (process.getuid?.() !== 0) {
    fail(
      'Firefox is missing: install it with `sudo apt-get install -y --no-install-recommends firefox-esr` (Debian) and run again.',
    );
  }
  log('installing Debian firefox-esr (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'firefox-esr'], { env });
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Dot-folders hold generated files (.tsbuild, .monolith): outputs of builds, not inputs.
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.') ? [] : listFiles(full);
    return entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx') ? [] : [full];
  });
}

/**
 * The contract versions the sources state (CONTRACT_VERSION and BUS_CONTRACT_VERSION in
 * shared/contracts), read as text: this file runs before anything is installed.
 */
export function contractOfSources() {
  const source = (file) => fs.readFileSync(path.join(ROOT, 'shared/contracts/src', file), 'utf8');
  const contract = /export const CONTRACT_VERSION = '([^']+)'/.exec(source('remotes.ts'))?.[1];
  const bus = /export const BUS_CONTRACT_VERSION = (\d+)/.exec(source('bus-messages.ts'))?.[1];
  if (!contract || !bus)
    fail('shared/contracts no longer states CONTRACT_VERSION or BUS_CONTRACT_VERSION where scripts/lib.mjs reads them');
  return { contract, bus: Number(bus) };
}

/**
 * Builds every app for production, skipping an app whose inputs (its files, the shared packages,
 * the lockfile and the build settings) have not changed since its last build.
 */
export function buildApps(pnpm, apps = APPS) {
  const contract = `${JSON.stringify(contractOfSources())}\n`;
  const sharedInputs = [...listFiles(path.join(ROOT, 'shared')), path.join(ROOT, 'pnpm-lock.yaml')];
  for (const app of apps) {
    const dir = path.join(ROOT, app);
    const digest = hashFiles([...listFiles(dir), ...sharedInputs]) + `|${process.env.SB_VERSION ?? ''}`;
    const stamp = path.join(dir, 'dist/.build-stamp');
    if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) {
      log(`${app}: up to date`);
    } else {
      log(`${app}: building`);
      run(pnpm, ['--filter', app, 'run', 'build'], { env: buildEnv() });
      fs.writeFileSync(stamp, digest);
    }
    // The contract the build was made against (its stamp says its sources are these), for the release checks.
    fs.writeFileSync(path.join(dir, 'dist/.contract.json'), contract);
  }
}

/** Runs the release CLI (TypeScript, through tsx); returns its exit code. */
export function releaseCli(pnpm, args) {
  const cli = path.join(ROOT, 'shared/serve/src/releases/release-cli.ts');
  return spawnSync(pnpm, ['exec', 'tsx', cli, ...args], { stdio: 'inherit', cwd: ROOT }).status ?? 1;
}

/** Restart delays after a crash: doubling from 1 s to 30 s; a process that then ran a minute starts over at 1 s. */
export const RESTART_BACKOFF = { firstMs: 1000, maxMs: 30_000, healthyAfterMs: 60_000 };

export const nextRestartDelay = (previousMs, ranForMs) =>
  ranForMs >= RESTART_BACKOFF.healthyAfterMs || previousMs === 0
    ? RESTART_BACKOFF.firstMs
    : Math.min(previousMs * 2, RESTART_BACKOFF.maxMs);

/**
 * Starts long-running processes and keeps them running: one that exits is restarted after a
 * growing delay, with the reason logged, while the others go on serving. Ctrl-C stops them all.
 * `running` maps each name to its current process ({ pid, kill(signal), exited }).
 */
export function supervise(processes, { spawnProcess = spawn, logError = (m) => console.error(m), exitOnStop = true } = {}) {
  let stopping = false;
  const running = new Map();
  const start = (spec, delayMs = 0) => {
    const startedAt = Date.now();
    // Its own process group: a stop or a crash takes the whole tree (pnpm, tsx, node), not only the launcher.
    const child = spawnProcess(spec.command, spec.args, {
      cwd: spec.cwd ?? ROOT,
      env: { ...process.env, ...spec.env },
      stdio: 'inherit',
      detached: true,
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    running.set(spec.name, { kill: (signal) => killGroup(child, signal), pid: child.pid, exited });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const delay = nextRestartDelay(delayMs, Date.now() - startedAt);
      logError(`[sportsbook] ${spec.name} exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s`);
      const timer = setTimeout(() => !stopping && start(spec, delay), delay);
      running.set(spec.name, { kill: () => clearTimeout(timer), exited: Promise.resolve() });
    });
  };
  for (const spec of processes) start(spec);
  /** Stops every process; resolves when all have exited. */
  const stopAll = () => {
    stopping = true;
    for (const child of running.values()) child.kill('SIGTERM');
    return Promise.all([...running.values()].map((child) => child.exited));
  };
  if (exitOnStop) {
    const stop = () => {
      stopAll();
      setTimeout(() => process.exit(0), 500).unref();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
  return { stop: stopAll, running };
}

function killGroup(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
