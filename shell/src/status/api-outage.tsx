import { css } from '@emotion/react';
import { getBus, type Bus } from '@sportsbook/bus';
import { http } from '@sportsbook/http';
import { useBusState } from '@sportsbook/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';

/** How often the page asks whether the API is back: soon at first, then every 10 s at most. */
export const RECHECK_DELAYS_MS = [1000, 2000, 4000, 8000, 10_000] as const;

export const recheckDelay = (attempt: number): number =>
  RECHECK_DELAYS_MS[Math.min(attempt, RECHECK_DELAYS_MS.length - 1)] as number;

/**
 * While the API is away, asks /api/health at growing intervals. The http client reports the first
 * answer on the bus, which ends the outage; nothing here decides availability itself.
 */
export function watchForRecovery(bus: Bus, check: () => Promise<unknown>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  const schedule = () => {
    timer = setTimeout(() => {
      if (bus.getState('site/api')?.available !== false) return;
      void check()
        .catch(() => undefined)
        .then(() => {
          if (bus.getState('site/api')?.available === false) schedule();
        });
    }, recheckDelay(attempt++));
  };
  schedule();
  return () => clearTimeout(timer);
}

/** Counts the API's returns, so the page's content can be mounted afresh and load its data again. */
export function useApiRecoveries(): number {
  const available = useBusState('site/api')?.available ?? true;
  const [recoveries, setRecoveries] = useState(0);
  const wasAway = useRef(false);
  useEffect(() => {
    if (!available) wasAway.current = true;
    else if (wasAway.current) {
      wasAway.current = false;
      setRecoveries((n) => n + 1);
    }
  }, [available]);
  return recoveries;
}

const notice = css`
  position: sticky;
  top: 0;
  z-index: 60;
  padding: 10px 16px;
  background: var(--sb-warning-bg, #fff4ce);
  color: var(--sb-warning-fg, #3b2f00);
  border-bottom: 1px solid currentColor;
  text-align: center;
  font-weight: 600;
`;

/** Spec §8 in spirit: a clear message instead of broken boxes while the operator's API is away. */
export function ApiOutageNotice() {
  const { t } = useTranslation('shell');
  const available = useBusState('site/api')?.available ?? true;
  useEffect(() => (available ? undefined : watchForRecovery(getBus(), () => http().get('/api/health'))), [available]);
  if (available) return null;
  return (
    <div role="alert" css={notice}>
      {t('api-unavailable')}
    </div>
  );
}
