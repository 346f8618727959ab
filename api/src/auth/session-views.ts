/** The session as each §7 login path reports it (Session response, Login details, Session tokens). */
import {
  providerTokenField,
  type LoginDetails,
  type SessionResponse,
  type SessionTokens,
  type ThirdPartyProvider,
} from '@sportsbook/contracts';
import type { Account } from '../accounts/account-store';
import type { AuthService, Session } from './auth-service';

const PROVIDERS: readonly ThirdPartyProvider[] = [
  'BETRADAR',
  'DST',
  'EDGE',
  'ESPORTSBULL',
  'HIGHLIGHT',
  'INSPIRED',
  'KIRON',
  'KRYPTIUM',
  'PARLAYBAY',
  'POWERBALL',
  'SCOUT',
];
const TERMS_FILE = 'terms-of-use-v3.pdf';

/** The terms document the account has still to accept; null once it has accepted it. */
export const pendingTermsFile = (account: Pick<Account, 'termsAcceptedAt'>): string | null =>
  account.termsAcceptedAt === null ? TERMS_FILE : null;

/** The provider label each game token of the session response is minted for. */
const GAME_TOKEN_LABELS: Readonly<Record<ReturnType<typeof providerTokenField>, string>> = {
  icore_token: 'ICORE',
  icore_betradar_virtuals_token: 'BETRADAR',
  icore_esports_bull_token: 'ESPORTSBULL',
  icore_kiron_token: 'KIRON',
  icore_scout_token: 'SCOUT',
  icore_powerball_token: 'POWERBALL',
};

/**
 * Labels a game's token may carry: the session response's field for that provider (what the
 * virtual-games page launches with) or the game code itself (POST /api/accounts/me/game-launch-url).
 */
export const gameTokenLabels = (game: string): string[] => [GAME_TOKEN_LABELS[providerTokenField(game)], game];

const secondsLeft = (session: Session, now: number) => Math.max(0, Math.floor((session.expiresAt - now) / 1000));

export function sessionResponse(auth: AuthService, session: Session, now: number): SessionResponse {
  const token = (provider: string) => auth.providerToken(session, provider);
  return {
    id: session.account.id,
    username: session.account.username,
    jwe_token: session.token,
    currency: session.account.currency,
    locale: session.account.locale,
    icore_player_id: session.account.id,
    icore_token: token(GAME_TOKEN_LABELS.icore_token),
    icore_betradar_virtuals_token: token(GAME_TOKEN_LABELS.icore_betradar_virtuals_token),
    icore_esports_bull_token: token(GAME_TOKEN_LABELS.icore_esports_bull_token),
    icore_kiron_token: token(GAME_TOKEN_LABELS.icore_kiron_token),
    icore_scout_token: token(GAME_TOKEN_LABELS.icore_scout_token),
    icore_powerball_token: token(GAME_TOKEN_LABELS.icore_powerball_token),
    is_partner_matrix_affiliate: false,
    expires_in: secondsLeft(session, now),
    expires_at: session.expiresAt,
  };
}

/**
 * Login details for a session, or for a login still waiting for its second factor (session null):
 * then every token is empty and authExecuted false, and the question is set for question logins.
 */
export function loginDetails(
  auth: AuthService,
  session: Session | null,
  account: Account,
  now: number,
  savedUsername: string,
): LoginDetails {
  const token = (provider: string) => (session ? auth.providerToken(session, provider) : '');
  const thirdPartyTokens = Object.fromEntries(PROVIDERS.map((p) => [p, token(p)])) as Record<ThirdPartyProvider, string>;
  return {
    alsPlayerId: account.id,
    alsToken: session?.token ?? '',
    betradarToken: thirdPartyTokens.BETRADAR,
    currency: account.currency,
    dstToken: thirdPartyTokens.DST,
    email: account.email,
    esportsBullToken: thirdPartyTokens.ESPORTSBULL,
    expirationTimeInSeconds: session ? secondsLeft(session, now) : 0,
    externalPlayerId: `ext-${account.id}`,
    externalSessionToken: token('EXTERNAL'),
    firstName: account.firstName,
    highlightToken: thirdPartyTokens.HIGHLIGHT,
    kironToken: thirdPartyTokens.KIRON,
    locale: account.locale,
    priceFormat: account.prefs.price_format ?? 'euro',
    isPartnerMatrixAffiliate: false,
    scoutToken: thirdPartyTokens.SCOUT,
    thirdPartyTokens,
    vipLevel: account.vipLevel,
    username: account.username,
    jweToken: session?.token ?? '',
    authExecuted: session !== null,
    question: session === null && account.loginMode === 'QUESTION' ? account.securityQuestion : null,
    savedUsername,
  };
}

export function sessionTokens(session: Session, now: number): SessionTokens {
  const { account } = session;
  const expiresIn = secondsLeft(session, now);
  const fileName = pendingTermsFile(account);
  return {
    accessToken: session.token,
    expiresIn,
    maxAge: expiresIn,
    scopes: ['sportsbook', 'wallet', 'account'],
    accountId: account.id,
    username: account.username,
    currency: account.currency,
    locale: account.locale,
    ...(fileName === null ? {} : { fileName }),
  };
}
