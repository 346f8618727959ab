import type { VirtualsStrings } from './translations';

/** Thai: its own chunk, fetched only when a player picks the language. */
const th: VirtualsStrings = {
  title: 'เกมเสมือนจริง: {{provider}}',
  loading: 'กำลังโหลดเกม…',
  error: 'ไม่สามารถโหลดเกมได้',
  retry: 'ลองอีกครั้ง',
  'not-configured': 'ผู้ให้บริการเกม “{{provider}}” ไม่มีให้บริการบนเว็บไซต์นี้',
  'currency-unavailable': 'เกมเสมือนจริงไม่รองรับสกุลเงินในบัญชีของคุณ',
  demo: 'โหมดทดลองเล่น: คุณกำลังเล่นด้วยเครดิตจำลอง',
  login: 'เข้าสู่ระบบเพื่อเล่นด้วยเงินจริง',
  'login-required': 'เข้าสู่ระบบเพื่อเล่น {{provider}}',
};

export default th;
