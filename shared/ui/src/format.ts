/**
 * Building an Intl formatter costs far more than using one (milliseconds on a slow phone, and a
 * coupon formats a start time per row and a price per button), so each is built once per locale
 * and option set.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const startTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, build: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

/** Money in the player's locale and currency. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return cached(
    moneyFormats,
    `${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  ).format(amount);
}

/** A start time in the player's locale and time zone. */
export function formatStartTime(iso: string, locale: string, timeZone?: string): string {
  const format = cached(
    startTimeFormats,
    `${locale}|${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        ...(timeZone ? { timeZone } : {}),
      }),
  );
  return format.format(new Date(iso));
}

/**
 * Builds the page's first date and money formats ahead of need. The first Intl formatter of a page
 * loads the browser's locale and time-zone data (15–40 ms on a desktop, four times that on a
 * phone), whichever app or worker of the page asks first; the shell has a worker pay it
 * (shell/src/startup/warm-up-formats.ts), which keeps it off the page's thread altogether.
 */
export function warmUpFormats(locale: string, currency: string): void {
  formatStartTime(new Date(0).toISOString(), locale);
  formatMoney(0, currency, locale);
}
