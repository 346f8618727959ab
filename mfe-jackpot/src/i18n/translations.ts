import type { Translations } from '@sportsbook/ui';

export const jackpotTranslations: Translations = {
  en: {
    title: 'Jackpots',
    loading: 'Loading jackpots…',
    none: 'There are no open jackpots right now.',
    error: 'Jackpots could not be loaded.',
    retry: 'Retry',
    summary_one: '{{count}} event · {{stake}} per line · closes {{closes}}',
    summary_other: '{{count}} events · {{stake}} per line · closes {{closes}}',
  },
  es: {
    title: 'Jackpots',
    loading: 'Cargando jackpots…',
    none: 'No hay jackpots abiertos ahora.',
    error: 'No se pudieron cargar los jackpots.',
    retry: 'Reintentar',
    summary_one: '{{count}} evento · {{stake}} por línea · cierra {{closes}}',
    summary_other: '{{count}} eventos · {{stake}} por línea · cierra {{closes}}',
  },
  fr: {
    title: 'Jackpots',
    loading: 'Chargement des jackpots…',
    none: "Aucun jackpot n'est ouvert pour le moment.",
    error: 'Impossible de charger les jackpots.',
    retry: 'Réessayer',
    summary_one: '{{count}} événement · {{stake}} par ligne · clôture {{closes}}',
    summary_other: '{{count}} événements · {{stake}} par ligne · clôture {{closes}}',
  },
  pt: {
    title: 'Jackpots',
    loading: 'A carregar jackpots…',
    none: 'Não há jackpots abertos de momento.',
    error: 'Não foi possível carregar os jackpots.',
    retry: 'Tentar novamente',
    summary_one: '{{count}} evento · {{stake}} por linha · fecha {{closes}}',
    summary_other: '{{count}} eventos · {{stake}} por linha · fecha {{closes}}',
  },
};
