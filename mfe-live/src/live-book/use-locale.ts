import { DEFAULT_LOCALE } from '@sportsbook/contracts';
import { useParams } from 'react-router-dom';

/** The locale prefix of the current route (the shell and the dev page both route under /:locale). */
export function useLocale(): string {
  return useParams().locale ?? DEFAULT_LOCALE;
}
