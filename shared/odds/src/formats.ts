import { ODDS_FORMATS, type OddsFormat } from '@sportsbook/contracts';
import { formatDecimalOdds } from './decimal';
import { formatFractionalOdds, fractionDecimal, ladderStep } from './fractional';

/**
 * Spec §5: only these odds types are allowed; the legacy default 'uk' (and anything unknown) becomes
 * euro. Fractional odds are chosen by their own name, so an old 'uk' default does not
 * turn into them unasked.
 */
export function normalizeOddsFormat(value: string | null | undefined): OddsFormat {
  const lower = value?.trim().toLowerCase();
  return (ODDS_FORMATS as readonly string[]).includes(lower ?? '') ? (lower as OddsFormat) : 'euro';
}

/** Formats whose prices go below zero on one side of evens (spec §5 negative odds). */
export const NEGATIVE_ODDS_FORMATS: readonly OddsFormat[] = ['us', 'malay', 'indo'];

/**
 * The format a price is actually shown in. Where the brand has negative odds switched off, a format
 * that needs them cannot be shown honestly, so the whole coupon falls back to decimal rather than
 * mixing signs or formats within one column.
 */
export function effectiveOddsFormat(format: OddsFormat, negativeOdds: boolean): OddsFormat {
  return !negativeOdds && NEGATIVE_ODDS_FORMATS.includes(format) ? 'euro' : format;
}

/** The numeric value of a decimal price in another format (rounded the way it is shown). */
export function convertOdds(decimal: number, format: OddsFormat): number {
  const profit = decimal - 1;
  switch (format) {
    case 'euro':
      return decimal;
    case 'fractional': {
      const step = ladderStep(decimal);
      return step ? round(fractionDecimal(step) - 1, 4) : 0;
    }
    case 'hk':
      return round(profit, 2);
    case 'us':
      return decimal >= 2 ? Math.round(profit * 100) : Math.round(-100 / profit);
    case 'malay':
      return decimal <= 2 ? round(profit, 2) : round(-1 / profit, 2);
    case 'indo':
      return decimal >= 2 ? round(profit, 2) : round(-1 / profit, 2);
  }
}

const round = (value: number, places: number): number => {
  const factor = 10 ** places;
  // Nudging by epsilon keeps 0.005-style halves from rounding down through binary error.
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
};

export interface FormatOddsOptions {
  /** Brand setting; when off, us, malay and indo fall back to euro (see effectiveOddsFormat). */
  negativeOdds?: boolean;
}

/** A decimal price as the player reads it in their chosen format: 2.00 → us "+100", 1.50 → indo "-2.00", 2.63 → "13/8". */
export function formatOdds(decimal: number, format: OddsFormat, { negativeOdds = true }: FormatOddsOptions = {}): string {
  const shown = effectiveOddsFormat(format, negativeOdds);
  if (shown === 'euro') return formatDecimalOdds(decimal);
  if (shown === 'fractional') return formatFractionalOdds(decimal);
  const value = convertOdds(decimal, shown);
  if (shown === 'us') return value > 0 ? `+${value}` : `${value}`;
  return value.toFixed(2);
}
