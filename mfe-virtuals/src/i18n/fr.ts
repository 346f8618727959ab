import type { VirtualsStrings } from './translations';

/** French: its own chunk, fetched only when a player picks the language. */
const fr: VirtualsStrings = {
  title: 'Jeux virtuels : {{provider}}',
  loading: 'Chargement du jeu…',
  error: 'Impossible de charger le jeu.',
  retry: 'Réessayer',
  'not-configured': "Le fournisseur de jeux « {{provider}} » n'est pas disponible sur ce site.",
  'currency-unavailable': 'Les jeux virtuels ne sont pas disponibles dans la devise de votre compte.',
  demo: 'Mode démo : vous jouez avec un crédit virtuel.',
  login: 'Connectez-vous pour jouer en argent réel',
  'login-required': 'Connectez-vous pour jouer à {{provider}}.',
};

export default fr;
