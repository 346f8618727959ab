/** The few words of the stream page, in every language of the site (SUPPORTED_LOCALES). */
import type { Locale } from '@sportsbook/contracts';

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

export const STREAM_TEXTS: Readonly<Record<Locale, StreamTexts>> = {
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
  vi: {
    live: 'Trực tiếp',
    paused: 'Tạm nghỉ',
    ended: 'Hết trận',
    minute: "{minute}'",
    'stream-of': 'Xem trực tiếp: {home} - {away}',
    'connection-lost': 'Mất kết nối. Đang kết nối lại…',
    'not-live': 'Trận đấu này không còn diễn ra trực tiếp.',
  },
  th: {
    live: 'สด',
    paused: 'พัก',
    ended: 'จบการแข่งขัน',
    minute: "{minute}'",
    'stream-of': 'ถ่ายทอดสด: {home} - {away}',
    'connection-lost': 'การเชื่อมต่อขาดหาย กำลังเชื่อมต่อใหม่…',
    'not-live': 'การแข่งขันนี้ไม่ได้ถ่ายทอดสดแล้ว',
  },
  zh: {
    live: '直播',
    paused: '休息',
    ended: '已结束',
    minute: "{minute}'",
    'stream-of': '实时画面：{home} 对 {away}',
    'connection-lost': '连接中断。正在重新连接…',
    'not-live': '该赛事已不在进行中。',
  },
  id: {
    live: 'Langsung',
    paused: 'Jeda',
    ended: 'Selesai',
    minute: "{minute}'",
    'stream-of': 'Tayangan langsung: {home} - {away}',
    'connection-lost': 'Koneksi terputus. Menyambungkan ulang…',
    'not-live': 'Pertandingan ini sudah tidak berlangsung.',
  },
};
