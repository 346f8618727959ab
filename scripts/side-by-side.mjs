// Plain Node (no dependencies), like lib.mjs: `npm test` runs these before anything is installed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, ROOT } from './lib.mjs';

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one step; its output goes to the screen, or to a file when `outputFile` is given. Resolves to its exit status. */
function runStep({ command, args, env }, outputFile) {
  const output = outputFile ? fs.openSync(outputFile, 'w') : 'inherit';
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', output, output] });
  if (typeof output === 'number') fs.closeSync(output);
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? signal));
  });
}

/** Runs steps one after another, each one's output kept in a file; stops at the first that fails. */
async function runChain(steps, folder) {
  const results = [];
  for (const step of steps) {
    const started = Date.now();
    const outputFile = path.join(folder, `${results.length}.log`);
    const status = await runStep(step, outputFile);
    results.push({ name: step.name, status, took: seconds(started), outputFile });
    if (status !== 0) break;
  }
  return results;
}

/**
 * Runs `main` with its output on screen while `beside` runs next to it, one step after another.
 * On two cores the unit tests keep one busy: the steps that need nothing from them use the other.
 * The steps beside print their output once `main` has ended, so the two never interleave.
 * Resolves to whether every step passed.
 */
export async function runSideBySide(main, beside) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-steps-'));
  log(`${main.name}, and beside it: ${beside.map((step) => step.name).join(', ')}`);
  const started = Date.now();
  const [mainStatus, results] = await Promise.all([
    runStep(main).then((status) => {
      log(`${main.name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
      return status;
    }),
    runChain(beside, folder),
  ]);
  for (const { name, status, took, outputFile } of results) {
    log(`${name} (beside ${main.name}): ${status === 0 ? 'passed' : 'FAILED'} in ${took}`);
    process.stdout.write(fs.readFileSync(outputFile, 'utf8'));
  }
  fs.rmSync(folder, { recursive: true, force: true });
  return mainStatus === 0 && results.length === beside.length && results.every(({ status }) => status === 0);
}
