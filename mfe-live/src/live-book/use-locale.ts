import { DEFAULT_LOCALE } from '@sportsbook/contracts';
import { useParams } from '@sportsbook/routing';

/** The locale prefix of the current route (the shell and the dev page both route under /:locale). */
export function useLocale(): string {
  return useParams().locale ?? DEFAULT_LOCALE;
}
