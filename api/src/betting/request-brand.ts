import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/auth-service';
import { sessionOf } from '../auth/request-auth';
import { brandOf, type BrandConfig } from '../content/brands';
import { brandOfAccount } from './betting-service';

/** The brand whose rules price a request: a logged-in player's own account's brand, else the site's. */
export function bettingBrandOf(auth: AuthService, request: FastifyRequest): BrandConfig {
  const session = sessionOf(auth, request);
  return session ? brandOfAccount(session.account) : brandOf(request);
}
