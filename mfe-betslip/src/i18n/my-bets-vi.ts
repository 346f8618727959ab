import type { MyBetsStrings } from './my-bets-translations';

/** Vietnamese My Bets strings: their own chunk, fetched only when a player picks the language. */
const vi: MyBetsStrings = {
  retry: 'Thử lại',
  'my-bets': {
    title: 'Cược của tôi',
    'tab-open': 'Đang chờ',
    'tab-settled': 'Đã thanh toán',
    loading: 'Đang tải các cược của bạn…',
    error: 'Không thể tải các cược của bạn.',
    'no-open': 'Bạn không có cược nào đang chờ.',
    'no-settled': 'Bạn chưa có cược nào đã thanh toán.',
    login: 'Đăng nhập để xem các cược của bạn.',
    'login-button': 'Đăng nhập',
    bet: 'Cược {{reference}}',
    reference: 'Mã {{reference}}',
    'type-single': 'Cược đơn',
    'type-multi': 'Cược xiên ({{count}} lựa chọn)',
    'type-jackpot': 'Jackpot',
    'type-jackpot-named': 'Jackpot: {{name}}',
    'jackpot-picks': 'Lựa chọn jackpot',
    'jackpot-match': 'Trận {{ordinal}} · {{event}}',
    'jackpot-lines_one': '{{count}} dòng × {{amount}}',
    'jackpot-lines_other': '{{count}} dòng × {{amount}}',
    returned: 'Đã trả {{amount}}',
    'result-WON': 'Thắng',
    'result-LOST': 'Thua',
    'result-VOID': 'Hủy',
    'result-CASHED_OUT': 'Đã cash out',
    'in-countdown_one': '{{count}} cược đang chờ xác nhận',
    'in-countdown_other': '{{count}} cược đang chờ xác nhận',
  },
  cashout: {
    button: 'Cash out {{amount}}',
    question: 'Rút tiền cược này với {{amount}}?',
    confirm: 'Xác nhận rút {{amount}}',
    keep: 'Giữ cược',
    success: 'Cash out thành công.',
    'invalid-amount': 'Số tiền cash out không hợp lệ.',
    'values-changed': 'Giá trị cash out đã thay đổi. Vui lòng kiểm tra và thử lại.',
    error: 'Cash out thất bại. Vui lòng làm mới và thử lại.',
  },
};

export default vi;
