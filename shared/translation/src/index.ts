/**
 * React's side of i18next for every app, as one shared singleton: the instance the shell's
 * i18n set-up registers is the one every remote's `useTranslation` reads. Shared whole,
 * react-i18next would ship all of itself (11.5 kB gzip: Trans, IcuTrans, the HOCs, SSR helpers)
 * to every player, since a shared module keeps every export; shared through this list, the page
 * gets what the apps use. An app that needs another export adds it here.
 */
export { initReactI18next } from 'react-i18next';
export { useTranslation } from './use-translation';
