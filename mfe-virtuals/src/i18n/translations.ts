import type { Translations } from '@sportsbook/ui';

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
  es: {
    title: 'Juegos virtuales: {{provider}}',
    loading: 'Cargando el juego…',
    error: 'No se pudo cargar el juego.',
    retry: 'Reintentar',
    'not-configured': 'El proveedor de juegos "{{provider}}" no está disponible en este sitio.',
    'currency-unavailable': 'Los juegos virtuales no están disponibles para la moneda de tu cuenta.',
    demo: 'Modo demo: estás jugando con crédito virtual.',
    login: 'Inicia sesión para jugar con dinero real',
    'login-required': 'Inicia sesión para jugar a {{provider}}.',
  },
  fr: {
    title: 'Jeux virtuels : {{provider}}',
    loading: 'Chargement du jeu…',
    error: 'Impossible de charger le jeu.',
    retry: 'Réessayer',
    'not-configured': "Le fournisseur de jeux « {{provider}} » n'est pas disponible sur ce site.",
    'currency-unavailable': 'Les jeux virtuels ne sont pas disponibles dans la devise de votre compte.',
    demo: 'Mode démo : vous jouez avec un crédit virtuel.',
    login: 'Connectez-vous pour jouer en argent réel',
    'login-required': 'Connectez-vous pour jouer à {{provider}}.',
  },
  pt: {
    title: 'Jogos virtuais: {{provider}}',
    loading: 'A carregar o jogo…',
    error: 'Não foi possível carregar o jogo.',
    retry: 'Tentar novamente',
    'not-configured': 'O fornecedor de jogos "{{provider}}" não está disponível neste site.',
    'currency-unavailable': 'Os jogos virtuais não estão disponíveis na moeda da sua conta.',
    demo: 'Modo demo: está a jogar com crédito virtual.',
    login: 'Inicie sessão para jogar a dinheiro real',
    'login-required': 'Inicie sessão para jogar {{provider}}.',
  },
  vi: () => import(/* webpackChunkName: "i18n-vi" */ './vi'),
  th: () => import(/* webpackChunkName: "i18n-th" */ './th'),
  zh: () => import(/* webpackChunkName: "i18n-zh" */ './zh'),
  id: () => import(/* webpackChunkName: "i18n-id" */ './id'),
};
