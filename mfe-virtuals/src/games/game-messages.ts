import { isGameToPageMessage, type GameToPageMessage } from '@sportsbook/contracts';

export interface IncomingMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * A message the page acts on: only from the framed game's window, only with the origin that game
 * runs on, only in the game protocol. Everything else on the window's message channel is ignored.
 */
export function acceptGameMessage(
  message: IncomingMessage,
  frame: { window: unknown; messageOrigin: string },
): GameToPageMessage | null {
  if (!frame.window || message.source !== frame.window) return null;
  if (message.origin !== frame.messageOrigin) return null;
  return isGameToPageMessage(message.data) ? message.data : null;
}
