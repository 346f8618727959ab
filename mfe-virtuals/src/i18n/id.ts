import type { VirtualsStrings } from './translations';

/** Indonesian: its own chunk, fetched only when a player picks the language. */
const id: VirtualsStrings = {
  title: 'Permainan virtual: {{provider}}',
  loading: 'Memuat permainan…',
  error: 'Permainan tidak dapat dimuat.',
  retry: 'Coba lagi',
  'not-configured': 'Penyedia permainan "{{provider}}" tidak tersedia di situs ini.',
  'currency-unavailable': 'Permainan virtual tidak tersedia untuk mata uang akun Anda.',
  demo: 'Mode demo: Anda bermain dengan kredit virtual.',
  login: 'Masuk untuk bermain dengan uang asli',
  'login-required': 'Masuk untuk memainkan {{provider}}.',
};

export default id;
