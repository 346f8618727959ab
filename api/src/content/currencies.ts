/** Spec §3 Currency list (precision = decimals shown; the thousands currencies show none). */
import type { Currency } from '@sportsbook/contracts';

const row = (id: number, isoCode: string, symbol: string, precision = 2): Currency => ({ id, isoCode, symbol, precision });

export const CURRENCIES: readonly Currency[] = [
  row(1, 'EUR', '€'),
  row(2, 'GBP', '£'),
  row(3, 'USD', '$'),
  row(4, 'KES', 'KSh'),
  row(5, 'GHS', 'GH₵'),
  row(6, 'PHP', '₱'),
  row(7, 'IDR', 'Rp', 0),
  row(8, 'INR', '₹'),
  row(9, 'KRW', '₩', 0),
  row(10, 'MYR', 'RM'),
  row(11, 'PLN', 'zł'),
  row(12, 'TRY', '₺'),
  row(13, 'CNY', '¥'),
  row(14, 'RUB', '₽'),
  row(15, 'THB', '฿'),
  row(16, 'VND', '₫', 0),
  row(17, 'LAK', '₭', 0),
  row(18, 'MMK', 'K', 0),
  row(19, 'KHR', '៛', 0),
  row(20, 'USDT', '₮'),
];
