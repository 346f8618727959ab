import type { MyBetsStrings } from './my-bets-translations';

/** Simplified Chinese My Bets strings: their own chunk, fetched only when a player picks the language. */
const zh: MyBetsStrings = {
  retry: '重试',
  'my-bets': {
    title: '我的投注',
    'tab-open': '未结算',
    'tab-settled': '已结算',
    loading: '正在加载您的投注…',
    error: '无法加载您的投注。',
    'no-open': '您没有未结算的投注。',
    'no-settled': '您还没有已结算的投注。',
    login: '登录后查看您的投注。',
    'login-button': '登录',
    bet: '投注 {{reference}}',
    reference: '注单号 {{reference}}',
    'type-single': '单关',
    'type-multi': '串关（{{count}} 场）',
    'type-jackpot': '奖池',
    'type-jackpot-named': '奖池：{{name}}',
    'jackpot-picks': '奖池选项',
    'jackpot-match': '第 {{ordinal}} 场 · {{event}}',
    'jackpot-lines_one': '{{count}} 注 × {{amount}}',
    'jackpot-lines_other': '{{count}} 注 × {{amount}}',
    returned: '已返还 {{amount}}',
    'result-WON': '赢',
    'result-LOST': '输',
    'result-VOID': '无效',
    'result-CASHED_OUT': '已提前结算',
    'in-countdown_one': '{{count}} 笔投注等待确认',
    'in-countdown_other': '{{count}} 笔投注等待确认',
  },
  cashout: {
    button: '提前结算 {{amount}}',
    question: '以 {{amount}} 兑现这笔投注？',
    confirm: '确认兑现 {{amount}}',
    keep: '保留投注',
    success: '提前结算成功。',
    'invalid-amount': '提前结算金额无效。',
    'values-changed': '提前结算金额已变动，请检查后重试。',
    error: '提前结算失败，请刷新后重试。',
  },
};

export default zh;
