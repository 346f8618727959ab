/** The few words of the stream page, in the site's four languages. */
export const STREAM_LOCALES = ['en', 'es', 'fr', 'pt'] as const;
export type StreamLocale = (typeof STREAM_LOCALES)[number];

const EN = {
  live: 'Live',
  paused: 'Break',
  ended: 'Full time',
  minute: "{minute}'",
  'stream-of': 'Live view: {home} v {away}',
  'connection-lost': 'Connection lost. Reconnecting…',
  'not-live': 'This event is no longer live.',
};

export type StreamTexts = Record<keyof typeof EN, string>;

export const STREAM_TEXTS: Readonly<Record<StreamLocale, StreamTexts>> = {
  en: EN,
  es: {
    live: 'En vivo',
    paused: 'Descanso',
    ended: 'Final',
    minute: "{minute}'",
    'stream-of': 'Vista en vivo: {home} - {away}',
    'connection-lost': 'Conexión perdida. Reconectando…',
    'not-live': 'Este evento ya no está en vivo.',
  },
  fr: {
    live: 'En direct',
    paused: 'Pause',
    ended: 'Terminé',
    minute: "{minute}'",
    'stream-of': 'Vue en direct : {home} - {away}',
    'connection-lost': 'Connexion perdue. Reconnexion…',
    'not-live': "Cet événement n'est plus en direct.",
  },
  pt: {
    live: 'Ao vivo',
    paused: 'Intervalo',
    ended: 'Terminado',
    minute: "{minute}'",
    'stream-of': 'Vista ao vivo: {home} - {away}',
    'connection-lost': 'Ligação perdida. A ligar de novo…',
    'not-live': 'Este evento já não está ao vivo.',
  },
};

export function streamLocale(locale: string | undefined): StreamLocale {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return (STREAM_LOCALES as readonly string[]).includes(language) ? (language as StreamLocale) : 'en';
}
