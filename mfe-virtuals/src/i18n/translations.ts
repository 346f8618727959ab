import type { Translations } from '@sportsbook/ui';

export const virtualsTranslations: Translations = {
  en: {
    title: 'Virtual games: {{provider}}',
    loading: 'Loading the game…',
    error: 'The game could not be loaded.',
    retry: 'Retry',
    'not-configured': 'The game provider "{{provider}}" is not available on this site.',
  },
  es: {
    title: 'Juegos virtuales: {{provider}}',
    loading: 'Cargando el juego…',
    error: 'No se pudo cargar el juego.',
    retry: 'Reintentar',
    'not-configured': 'El proveedor de juegos "{{provider}}" no está disponible en este sitio.',
  },
  fr: {
    title: 'Jeux virtuels : {{provider}}',
    loading: 'Chargement du jeu…',
    error: 'Impossible de charger le jeu.',
    retry: 'Réessayer',
    'not-configured': "Le fournisseur de jeux « {{provider}} » n'est pas disponible sur ce site.",
  },
  pt: {
    title: 'Jogos virtuais: {{provider}}',
    loading: 'A carregar o jogo…',
    error: 'Não foi possível carregar o jogo.',
    retry: 'Tentar novamente',
    'not-configured': 'O fornecedor de jogos "{{provider}}" não está disponível neste site.',
  },
};
