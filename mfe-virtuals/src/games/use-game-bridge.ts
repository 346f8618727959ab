import { getBus } from '@sportsbook/bus';
import { GAME_PROTOCOL, type PageToGameMessage } from '@sportsbook/contracts';
import { useEffect, useState, type RefObject } from 'react';
import type { GameFrame } from './game-frame';
import { acceptGameMessage } from './game-messages';
import { refreshWallet } from './refresh-wallet';

const MIN_HEIGHT = 320;
const MAX_HEIGHT = 2000;

export type GameContext = Omit<PageToGameMessage, 'protocol' | 'type'>;

/**
 * The page's side of the game protocol: answers `ready` with the player's context, turns
 * `balance-changed` into a fresh `wallet/balance`, `login-required` into `login/requested`, and
 * sizes the frame to what the game asks for, within bounds.
 */
export function useGameBridge(
  iframe: RefObject<HTMLIFrameElement | null>,
  frame: GameFrame,
  context: GameContext,
  returnTo: string,
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  const { locale, currency, demo } = context;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = iframe.current?.contentWindow ?? null;
      const message = acceptGameMessage(event, { window: target, messageOrigin: frame.messageOrigin });
      if (!message || !target) return;
      const bus = getBus();
      switch (message.type) {
        case 'ready': {
          const init: PageToGameMessage = { protocol: GAME_PROTOCOL, type: 'init', locale, currency, demo };
          target.postMessage(init, frame.targetOrigin);
          break;
        }
        case 'balance-changed':
          refreshWallet(bus).catch((error: unknown) => console.error('[mfe-virtuals] wallet refresh failed', error));
          break;
        case 'login-required':
          bus.publish('login/requested', { returnTo });
          break;
        case 'resize':
          setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.round(message.height))));
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [iframe, frame, locale, currency, demo, returnTo]);
  return height;
}
