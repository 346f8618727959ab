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

/**
 * The stack every spec shares (started by global-setup). E2E_OFFSET moves it (and the fault-test
 * stacks at +100 and +150) so two developers can run e2e at once on one machine. Choose one that
 * puts no port on the browsers' and fetch's blocked list: 1000 puts a stack's API on 5060 (SIP), which
 * fetch refuses.
 */
export const MAIN_OFFSET = Number(process.env.E2E_OFFSET || 100);
/** Stacks that specs start, break and stop themselves. */
export const FAULT_OFFSET = MAIN_OFFSET + 100;

/** A brand's own site on a stack's shell: the host name picks the brand (shell/brands/hosts.json). */
export const brandOrigin = (brand: string, offset = MAIN_OFFSET): string =>
  `http://${brand}.localhost:${portOf('shell', offset)}`;
