import type { MyBetsStrings } from './my-bets-translations';

/** Indonesian My Bets strings: their own chunk, fetched only when a player picks the language. */
const id: MyBetsStrings = {
  retry: 'Coba lagi',
  'my-bets': {
    title: 'Taruhan Saya',
    'tab-open': 'Berjalan',
    'tab-settled': 'Selesai',
    loading: 'Memuat taruhan Anda…',
    error: 'Taruhan Anda tidak dapat dimuat.',
    'no-open': 'Anda tidak memiliki taruhan berjalan.',
    'no-settled': 'Anda belum memiliki taruhan yang selesai.',
    login: 'Masuk untuk melihat taruhan Anda.',
    'login-button': 'Masuk',
    bet: 'Taruhan {{reference}}',
    reference: 'Ref. {{reference}}',
    'type-single': 'Single',
    'type-multi': 'Parlay ({{count}} pilihan)',
    'type-jackpot': 'Jackpot',
    'type-jackpot-named': 'Jackpot: {{name}}',
    'jackpot-picks': 'Pilihan jackpot',
    'jackpot-match': 'Pertandingan {{ordinal}} · {{event}}',
    'jackpot-lines_one': '{{count}} baris × {{amount}}',
    'jackpot-lines_other': '{{count}} baris × {{amount}}',
    returned: 'Dibayar {{amount}}',
    'result-WON': 'Menang',
    'result-LOST': 'Kalah',
    'result-VOID': 'Batal',
    'result-CASHED_OUT': 'Di-cash out',
    'in-countdown_one': '{{count}} taruhan menunggu konfirmasi',
    'in-countdown_other': '{{count}} taruhan menunggu konfirmasi',
  },
  cashout: {
    button: 'Cash out {{amount}}',
    question: 'Cash out taruhan ini sebesar {{amount}}?',
    confirm: 'Konfirmasi cash out {{amount}}',
    keep: 'Pertahankan taruhan',
    success: 'Cash out berhasil.',
    'invalid-amount': 'Jumlah cash out tidak valid.',
    'values-changed': 'Nilai cash out telah berubah. Periksa dan coba lagi.',
    error: 'Cash out gagal. Muat ulang dan coba lagi.',
  },
};

export default id;
