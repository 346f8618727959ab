import { currencyScale } from './currency';

/** Quick-stake chips per currency (spec §9): four values each, with a default row. */
const TABLE: ReadonlyArray<readonly [readonly string[], readonly number[]]> = [
  [
    ['EUR', 'GBP', 'USD', 'KES', 'GHS', 'PHP'],
    [5, 25, 100, 500],
  ],
  [['IDR'], [50, 250, 1000, 5000]],
  [['INR'], [250, 1000, 5000, 25000]],
  [['KRW'], [5000, 25000, 100000, 500000]],
  [
    ['MYR', 'PLN', 'TRY'],
    [25, 100, 500, 2500],
  ],
  [
    ['RMB', 'CNY'],
    [50, 250, 1000, 5000],
  ],
  [['RUB'], [250, 1000, 5000, 25000]],
  [
    ['THB', 'VND', 'LAK', 'MMK', 'KHR'],
    [100, 500, 2500, 10000],
  ],
];

export const DEFAULT_QUICK_STAKES: readonly number[] = [10, 25, 100, 500];

const isChipRow = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length === 4 && value.every((v) => typeof v === 'number' && Number.isFinite(v) && v > 0);

/**
 * The chips for a currency: from the operator's JSON setting (`{"EUR":[5,10,20,50],"default":[...]}`)
 * when it names that currency and is well formed, otherwise the spec table, otherwise the default row.
 */
export function quickStakes(currency: string, setting?: string | null): readonly number[] {
  const code = currency.toUpperCase();
  if (setting) {
    try {
      const parsed: unknown = JSON.parse(setting);
      if (typeof parsed === 'object' && parsed !== null) {
        const row: unknown = (parsed as Record<string, unknown>)[code];
        if (isChipRow(row)) return row;
      }
    } catch {
      // A malformed operator setting falls back to the spec's table, as §9 says.
    }
  }
  return TABLE.find(([codes]) => codes.includes(code))?.[1] ?? DEFAULT_QUICK_STAKES;
}

/** The chips as amounts of the currency: the ×1000 currencies count their chips in thousands (spec §9). */
export const quickStakeAmounts = (currency: string, setting?: string | null): number[] =>
  quickStakes(currency, setting).map((chip) => chip * currencyScale(currency));
