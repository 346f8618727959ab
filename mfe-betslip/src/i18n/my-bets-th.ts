import type { MyBetsStrings } from './my-bets-translations';

/** Thai My Bets strings: their own chunk, fetched only when a player picks the language. */
const th: MyBetsStrings = {
  retry: 'ลองอีกครั้ง',
  'my-bets': {
    title: 'การเดิมพันของฉัน',
    'tab-open': 'ยังไม่ได้ผล',
    'tab-settled': 'ได้ผลแล้ว',
    loading: 'กำลังโหลดการเดิมพันของคุณ…',
    error: 'ไม่สามารถโหลดการเดิมพันของคุณได้',
    'no-open': 'คุณไม่มีการเดิมพันที่ยังไม่ได้ผล',
    'no-settled': 'คุณยังไม่มีการเดิมพันที่ได้ผลแล้ว',
    login: 'เข้าสู่ระบบเพื่อดูการเดิมพันของคุณ',
    'login-button': 'เข้าสู่ระบบ',
    bet: 'เดิมพัน {{reference}}',
    reference: 'อ้างอิง {{reference}}',
    'type-single': 'เดิมพันเดี่ยว',
    'type-multi': 'สเต็ป ({{count}} คู่)',
    'type-jackpot': 'แจ็คพอต',
    'type-jackpot-named': 'แจ็คพอต: {{name}}',
    'jackpot-picks': 'ตัวเลือกแจ็คพอต',
    'jackpot-match': 'คู่ที่ {{ordinal}} · {{event}}',
    'jackpot-lines_one': '{{count}} ชุด × {{amount}}',
    'jackpot-lines_other': '{{count}} ชุด × {{amount}}',
    returned: 'จ่ายคืน {{amount}}',
    'result-WON': 'ชนะ',
    'result-LOST': 'แพ้',
    'result-VOID': 'โมฆะ',
    'result-CASHED_OUT': 'แคชเอาท์แล้ว',
    'in-countdown_one': '{{count}} เดิมพันรอการยืนยัน',
    'in-countdown_other': '{{count}} เดิมพันรอการยืนยัน',
  },
  cashout: {
    button: 'แคชเอาท์ {{amount}}',
    question: 'ถอนเงินเดิมพันนี้ที่ {{amount}} หรือไม่',
    confirm: 'ยืนยันถอนเงิน {{amount}}',
    keep: 'เก็บเดิมพันไว้',
    success: 'แคชเอาท์สำเร็จ',
    'invalid-amount': 'จำนวนเงินแคชเอาท์ไม่ถูกต้อง',
    'values-changed': 'มูลค่าแคชเอาท์มีการเปลี่ยนแปลง โปรดตรวจสอบแล้วลองอีกครั้ง',
    error: 'แคชเอาท์ไม่สำเร็จ โปรดรีเฟรชแล้วลองอีกครั้ง',
  },
};

export default th;
