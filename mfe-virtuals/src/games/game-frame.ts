import { GAME_PARENT_ORIGIN_PARAM } from '@sportsbook/contracts';

export interface GameFrame {
  /** What the iframe loads: the launch URL with the page's origin (and a deep-linked game id) added. */
  src: string;
  sandbox: string;
  /** The origin messages from this game arrive with: the provider's, or "null" for a sandboxed same-origin game. */
  messageOrigin: string;
  /** Where the page posts to the game ("*" only for the opaque same-origin case, which has no name to target). */
  targetOrigin: string;
}

/**
 * How a launch URL is framed with the least permissions that work. A provider on its own origin
 * keeps that origin (its cookies and storage; the same-origin policy still walls it off from the
 * page). A game served from the page's own origin gets scripts only: with allow-same-origin as well
 * it could reach into the page and lift its own sandbox. No top navigation, popups or forms.
 */
export function gameFrame(launchUrl: string, pageOrigin: string, gameId?: string): GameFrame {
  const url = new URL(launchUrl, pageOrigin);
  url.searchParams.set(GAME_PARENT_ORIGIN_PARAM, pageOrigin);
  if (gameId) url.searchParams.set('gameId', gameId);
  const sameOrigin = url.origin === pageOrigin;
  return {
    src: sameOrigin ? `${url.pathname}${url.search}` : url.href,
    sandbox: sameOrigin ? 'allow-scripts' : 'allow-scripts allow-same-origin',
    messageOrigin: sameOrigin ? 'null' : url.origin,
    targetOrigin: sameOrigin ? '*' : url.origin,
  };
}
