import type { Translations } from '@sportsbook/ui';

export const prematchTranslations: Translations = {
  en: {
    'upcoming-events': 'Upcoming events',
    'loading-events': 'Loading events…',
    'no-events': 'No events are open for betting right now.',
    'error-no-events-found-for-this-eventpath': 'No events found for this event path.',
    retry: 'Retry',
  },
  es: {
    'upcoming-events': 'Próximos eventos',
    'loading-events': 'Cargando eventos…',
    'no-events': 'No hay eventos abiertos para apostar ahora.',
    'error-no-events-found-for-this-eventpath': 'No se encontraron eventos para esta ruta.',
    retry: 'Reintentar',
  },
  fr: {
    'upcoming-events': 'Événements à venir',
    'loading-events': 'Chargement des événements…',
    'no-events': "Aucun événement n'est ouvert aux paris pour le moment.",
    'error-no-events-found-for-this-eventpath': 'Aucun événement trouvé pour ce chemin.',
    retry: 'Réessayer',
  },
  pt: {
    'upcoming-events': 'Próximos eventos',
    'loading-events': 'A carregar eventos…',
    'no-events': 'Não há eventos abertos para apostas de momento.',
    'error-no-events-found-for-this-eventpath': 'Nenhum evento encontrado para este caminho.',
    retry: 'Tentar novamente',
  },
};
