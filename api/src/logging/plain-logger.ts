/**
 * A pino-compatible logger that prints plain lines ("api listening on ..."), because the API runs
 * beside six other processes in one terminal where JSON log lines are noise. Silent in tests.
 */
import type { FastifyBaseLogger } from 'fastify';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevel = (typeof LEVELS)[number] | 'silent';

function format(args: unknown[]): string {
  const [first, ...rest] = args;
  if (first instanceof Error) return `${rest.join(' ')} ${first.stack ?? first.message}`.trim();
  if (typeof first === 'object' && first !== null) {
    const { err, ...fields } = first as { err?: unknown };
    const extra = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
    const stack = err instanceof Error ? `\n${err.stack ?? err.message}` : '';
    return `${rest.join(' ')}${extra}${stack}`;
  }
  return args.map(String).join(' ');
}

export function createPlainLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): FastifyBaseLogger {
  const threshold = level === 'silent' ? Infinity : LEVELS.indexOf(level);
  const logger = { level } as FastifyBaseLogger;
  for (const [index, name] of LEVELS.entries()) {
    (logger as unknown as Record<string, (...args: unknown[]) => void>)[name] =
      index >= threshold
        ? (...args: unknown[]) => write(index >= 3 ? `[${name}] ${format(args)}` : format(args))
        : () => undefined;
  }
  logger.silent = () => undefined;
  logger.child = () => logger;
  return logger;
}

export const isLogLevel = (value: string): value is LogLevel =>
  value === 'silent' || (LEVELS as readonly string[]).includes(value);
