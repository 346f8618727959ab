import { css } from '@emotion/react';
import { isAbortError } from '@sportsbook/http';
import { EmptyState, ErrorState, LoadingState, color } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { checkStream, streamPath, type StreamCheck } from '../api-calls/event-stream';
import { useLocale } from '../live-book/use-locale';
import { isEventFinished } from '../scoreboard/scoreboard';
import type { LiveEventEntity } from '../store/live-data';
import { streamView, type StreamFrame } from './streaming';

/** A frame that has not loaded by then is taken as failed, so the player is not left watching a blank box. */
export const STREAM_LOAD_TIMEOUT_MS = 15_000;

/**
 * The stream page runs script, but only inside an opaque origin: without allow-same-origin it cannot
 * reach this page, its cookies or the API as the player, although the shell's proxy serves it from
 * our own origin. Nothing else (forms, popups, top navigation) is allowed.
 */
const STREAM_SANDBOX = 'allow-scripts';

/**
 * The stream page draws a 5:3 field under a score line that wraps on a phone: the frame's height
 * follows its width the same way (percentage padding is a share of the width), so nothing is cut off.
 */
const box = css`
  position: relative;
  width: 100%;
  padding-top: calc(60% + 112px);
  background: ${color('surface')};
  border-radius: 8px;
  overflow: hidden;
  & iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
    display: block;
  }
`;

const overlay = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${color('surface')};
`;

/** The stream tab: the API's stream page of this event in a sandboxed frame, or why it cannot show. */
export function StreamPanel({ event }: { event: LiveEventEntity }) {
  const { t } = useTranslation('live');
  const locale = useLocale();
  const finished = isEventFinished(event);
  const [attempt, setAttempt] = useState(0);
  const [check, setCheck] = useState<StreamCheck | 'checking'>('checking');
  const [frame, setFrame] = useState<StreamFrame>('loading');

  useEffect(() => {
    if (finished) return;
    const controller = new AbortController();
    setCheck('checking');
    setFrame('loading');
    checkStream(event.id, locale, controller.signal).then(setCheck, (error: unknown) => {
      if (!isAbortError(error)) setCheck('failed');
    });
    return () => controller.abort();
  }, [event.id, locale, finished, attempt]);

  useEffect(() => {
    if (check !== 'available' || frame !== 'loading') return;
    const timer = setTimeout(() => setFrame('timed-out'), STREAM_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [check, frame]);

  const view = streamView(finished, check, frame);
  switch (view) {
    case 'ended':
      return <EmptyState>{t('stream-ended')}</EmptyState>;
    case 'checking':
      return <LoadingState label={t('stream-loading')} />;
    case 'unavailable':
      return <EmptyState>{t('stream-unavailable')}</EmptyState>;
    case 'failed':
      return (
        <ErrorState onRetry={() => setAttempt((n) => n + 1)} retryLabel={t('retry')}>
          {t('stream-failed')}
        </ErrorState>
      );
    case 'loading':
    case 'playing':
      return (
        <div css={box}>
          <iframe
            src={streamPath(event.id, locale)}
            title={t('stream-title', { event: event.description })}
            sandbox={STREAM_SANDBOX}
            referrerPolicy="same-origin"
            onLoad={() => setFrame('loaded')}
          />
          {view === 'loading' && (
            <div css={overlay}>
              <LoadingState label={t('stream-loading')} />
            </div>
          )}
        </div>
      );
  }
}
