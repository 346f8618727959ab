import { useTranslation } from '@sportsbook/translation';
import { startTransition, useEffect, useState } from 'react';
import { RemoteModule } from '../federation/remote-module';
import { pageHeading } from './page-heading';
import { HOME_MODULES } from '@sportsbook/contracts';

/** A highlights module slower than this no longer holds the boxes below it. */
export const LEAD_HOLD_MS = 3_000;

/**
 * Whether the page's first module has shown (or failed, or kept the rest waiting long enough). The
 * boxes below then render as a transition, in slices after the highlights' own task, not inside it.
 */
function useLeadSettled(): [boolean, () => void] {
  const [settled, setSettled] = useState(false);
  const settle = () => startTransition(() => setSettled(true));
  useEffect(() => {
    const timer = setTimeout(settle, LEAD_HOLD_MS);
    return () => clearTimeout(timer);
  }, []);
  return [settled, settle];
}

/**
 * The highlights first, the live and upcoming boxes once they show (HOME_MODULES): the boxes keep
 * their room meanwhile, so nothing moves when they arrive.
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  const [leadSettled, settleLead] = useLeadSettled();
  return (
    <>
      <RemoteModule id={HOME_MODULES[0]} props={{}} onSettled={settleLead} />
      <h2 css={pageHeading}>{t('live-now')}</h2>
      <RemoteModule id={HOME_MODULES[1]} props={{ limit: 5 }} held={!leadSettled} />
      <h2 css={pageHeading}>{t('upcoming-events')}</h2>
      <RemoteModule id={HOME_MODULES[2]} props={{ limit: 10 }} held={!leadSettled} />
    </>
  );
}
