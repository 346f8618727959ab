import { onDemand, type Translations } from '@sportsbook/ui';

const en = {
  title: 'Virtual games: {{provider}}',
  loading: 'Loading the game…',
  error: 'The game could not be loaded.',
  retry: 'Retry',
  'not-configured': 'The game provider "{{provider}}" is not available on this site.',
  'currency-unavailable': 'Virtual games are not available for your account currency.',
  demo: 'Demo mode: you are playing with virtual credit.',
  login: 'Log in to play for real money',
  'login-required': 'Log in to play {{provider}}.',
};

/** The English strings' shape: each extra locale's chunk is typed by it, so a missing or extra key fails the typecheck. */
export type VirtualsStrings = typeof en;

export const virtualsTranslations: Translations = {
  en,
  ...onDemand(
    (locale) =>
      import(
        /* webpackInclude: /\/(es|fr|pt|vi|th|zh|id)\.ts$/ */
        /* webpackChunkName: "i18n-[request]" */
        `./${locale}`
      ),
  ),
};
