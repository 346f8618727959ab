import type { VirtualsStrings } from './translations';

/** Simplified Chinese: its own chunk, fetched only when a player picks the language. */
const zh: VirtualsStrings = {
  title: '虚拟游戏：{{provider}}',
  loading: '正在加载游戏…',
  error: '无法加载游戏。',
  retry: '重试',
  'not-configured': '本网站不提供游戏供应商“{{provider}}”。',
  'currency-unavailable': '您的账户币种不支持虚拟游戏。',
  demo: '试玩模式：您正在使用虚拟额度游戏。',
  login: '登录后使用真钱游戏',
  'login-required': '登录后即可玩 {{provider}}。',
};

export default zh;
