import { DEFAULT_PORTS, portEnvName, type ServiceName } from '@sportsbook/contracts';

/** Ports shifted by an offset so e2e stacks never collide with a developer's `npm start` (3000-3006, 4000). */
export function portEnv(offset: number): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(DEFAULT_PORTS) as ServiceName[]).map((service) => [
      portEnvName(service),
      String(DEFAULT_PORTS[service] + offset),
    ]),
  );
}

export const portOf = (service: ServiceName, offset: number): number => DEFAULT_PORTS[service] + offset;

/** The stack every spec shares (started by global-setup). */
export const MAIN_OFFSET = 100;
