import type { Translations } from '@sportsbook/ui';

export const liveTranslations: Translations = {
  en: {
    'live-events': 'Live events',
    loading: 'Loading live events…',
    'no-events': 'No events are in play right now.',
    error: 'Live events could not be loaded.',
    finished: 'Finished',
    retry: 'Retry',
  },
  es: {
    'live-events': 'Eventos en vivo',
    loading: 'Cargando eventos en vivo…',
    'no-events': 'No hay eventos en juego ahora.',
    error: 'No se pudieron cargar los eventos en vivo.',
    finished: 'Finalizado',
    retry: 'Reintentar',
  },
  fr: {
    'live-events': 'Événements en direct',
    loading: 'Chargement des événements en direct…',
    'no-events': "Aucun événement n'est en cours.",
    error: 'Impossible de charger les événements en direct.',
    finished: 'Terminé',
    retry: 'Réessayer',
  },
  pt: {
    'live-events': 'Eventos ao vivo',
    loading: 'A carregar eventos ao vivo…',
    'no-events': 'Não há eventos a decorrer de momento.',
    error: 'Não foi possível carregar os eventos ao vivo.',
    finished: 'Terminado',
    retry: 'Tentar novamente',
  },
};
