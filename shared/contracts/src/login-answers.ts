/**
 * The answers of the logins that depend on the account's second factor: a plain account gets its
 * session at once, a two-factor account the password step's answer (and continues with the code or
 * the question). One schema each, so the API serialises and the account remote checks the same union.
 */
import * as v from '@sportsbook/schema';
import { authenticateResponseSchema, sessionResponseSchema, sessionTokensResponseSchema } from './account-schema';

/** POST {auth base}/api/login: the session, or the password step's answer when a second factor follows. */
export const directLoginResponseSchema = v.union([sessionResponseSchema, authenticateResponseSchema]);
export type DirectLoginResponse = v.InferOutput<typeof directLoginResponseSchema>;

/** POST {accounts base}/accounts/sessions: the session's tokens, or the password step's answer when a second factor follows. */
export const partnerLoginResponseSchema = v.union([sessionTokensResponseSchema, authenticateResponseSchema]);
export type PartnerLoginResponse = v.InferOutput<typeof partnerLoginResponseSchema>;
