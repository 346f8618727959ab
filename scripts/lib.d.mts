/** Types of the parts of lib.mjs that TypeScript code (the e2e tests) imports. */
import type { ChildProcess, spawn } from 'node:child_process';

export const ROOT: string;
export const RESTART_BACKOFF: { firstMs: number; maxMs: number; healthyAfterMs: number };
export function nextRestartDelay(previousMs: number, ranForMs: number): number;

export interface SupervisedProcess {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}

export interface RunningProcess {
  pid?: number;
  kill(signal?: NodeJS.Signals): void;
  exited: Promise<unknown>;
}

export function supervise(
  processes: SupervisedProcess[],
  options?: { spawnProcess?: typeof spawn; logError?: (message: string) => void; exitOnStop?: boolean },
): { stop(): Promise<unknown>; running: Map<string, RunningProcess> };

export type { ChildProcess };
