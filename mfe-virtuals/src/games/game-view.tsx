import { css } from '@emotion/react';
import { Button, color } from '@sportsbook/ui';
import { getBus } from '@sportsbook/bus';
import { useMemo, useRef } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useLocation } from '@sportsbook/routing';
import { gameFrame } from './game-frame';
import { useGameBridge, type GameContext } from './use-game-bridge';

const frameStyle = css`
  display: block;
  width: 100%;
  border: 1px solid ${color('border')};
  border-radius: 8px;
  background: ${color('surface')};
`;

const demoBanner = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  margin-bottom: 8px;
  border-radius: 8px;
  background: ${color('surfaceRaised')};
`;

/** The provider's game in its sandboxed frame, with the demo-mode banner for guests. */
export function GameView({ url, title, gameId, context }: { url: string; title: string; gameId?: string; context: GameContext }) {
  const { t } = useTranslation('virtuals');
  const { pathname } = useLocation();
  const iframe = useRef<HTMLIFrameElement>(null);
  const frame = useMemo(() => gameFrame(url, window.location.origin, gameId), [url, gameId]);
  const height = useGameBridge(iframe, frame, context, pathname);
  return (
    <>
      {context.demo && (
        <div css={demoBanner} role="note">
          <span>{t('demo')}</span>
          <Button onClick={() => getBus().publish('login/requested', { returnTo: pathname })}>{t('login')}</Button>
        </div>
      )}
      <iframe
        ref={iframe}
        css={frameStyle}
        style={{ height: height ?? 'min(75vh, 720px)' }}
        src={frame.src}
        title={title}
        sandbox={frame.sandbox}
        referrerPolicy="no-referrer"
        data-provider-frame
      />
    </>
  );
}
