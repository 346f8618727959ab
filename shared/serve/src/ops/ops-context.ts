import { SUPPORTED_LOCALES } from '@sportsbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BrandsSetup } from '../brands';
import type { ReleasePlaces } from '../releases/release-places';
import type { VersionHealthReader } from '../telemetry/version-health';
import type { DashboardView } from './ops-dashboard';
import { OPS_CSP, type Message } from './ops-page';
import { sessionOf, type OpsSession } from './ops-session';

export interface OpsConsoleOptions {
  releases: ReleasePlaces;
  secret: string;
  /** The API's admin key; without one the console does not exist (its paths are the shell's pages). */
  adminKey?: string;
  health?: VersionHealthReader;
  brands: BrandsSetup;
  /** The brand whose site the request came to: a preview applies there only. */
  brandOf: (request: FastifyRequest) => string;
}

/** What the console's handlers share. */
export interface OpsContext extends OpsConsoleOptions {
  adminKey: string;
  /** The console's page for a brand, with a message and what else the action shows. */
  render: (request: FastifyRequest, reply: FastifyReply, brand: string, extra?: Partial<DashboardView>) => Promise<FastifyReply>;
}

export const opsBase = (request: FastifyRequest): string | null => {
  const locale = (request.params as { locale?: string }).locale ?? '';
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale) ? `/${locale}/ops` : null;
};

export const secureRequest = (request: FastifyRequest): boolean => (request.socket as { encrypted?: boolean }).encrypted === true;

/** The operator signed in on this browser, or null. */
export const operatorOf = (context: OpsContext, request: FastifyRequest, now = Date.now()): OpsSession | null =>
  sessionOf(context.adminKey, context.secret, request.headers.cookie, now);

/** Every console answer: never cached, never framed, no script. */
export const consoleReply = (reply: FastifyReply, status: number): FastifyReply =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', OPS_CSP)
    .header('X-Frame-Options', 'DENY');

export const knownBrand = (context: OpsConsoleOptions, brand: unknown): brand is string =>
  typeof brand === 'string' && context.brands.configs.has(brand);

export const ORIGIN_REFUSED: Message = {
  kind: 'error',
  text: 'Refused: this request did not come from a page of this site.',
};
