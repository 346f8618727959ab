import type { VirtualsStrings } from './translations';

/** Vietnamese: its own chunk, fetched only when a player picks the language. */
const vi: VirtualsStrings = {
  title: 'Trò chơi ảo: {{provider}}',
  loading: 'Đang tải trò chơi…',
  error: 'Không thể tải trò chơi.',
  retry: 'Thử lại',
  'not-configured': 'Nhà cung cấp trò chơi “{{provider}}” không khả dụng trên trang này.',
  'currency-unavailable': 'Trò chơi ảo không khả dụng với loại tiền tệ của tài khoản bạn.',
  demo: 'Chế độ chơi thử: bạn đang chơi bằng tín dụng ảo.',
  login: 'Đăng nhập để chơi bằng tiền thật',
  'login-required': 'Đăng nhập để chơi {{provider}}.',
};

export default vi;
