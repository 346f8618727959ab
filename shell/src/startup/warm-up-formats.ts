import { warmUpFormats } from '@sportsbook/ui';
import { currentBrand } from '../brands/current-brand';
import { localeFromPath } from '../locale';

/**
 * Loads the page's date and money formats off the page's thread. The first Intl formatter of a page
 * loads the browser's locale and time-zone data, 15–40 ms on a desktop and four times that on a
 * phone, on the thread that asks, and the browser keeps that data for the whole process: built
 * first in a worker, the same formatters then cost the page's thread well under a millisecond, so
 * neither the shell nor the home page's highlights pay it before their first paint. The
 * page's thread builds them itself once the worker is done, or at once where a worker cannot start.
 */
export function warmUpPageFormats(): void {
  const locale = localeFromPath(window.location.pathname);
  const { currency } = currentBrand;
  const onPageThread = () => warmUpFormats(locale, currency);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./format-warm-up.worker.ts', import.meta.url), { name: 'format-warm-up' });
  } catch {
    onPageThread();
    return;
  }
  const done = () => {
    worker.terminate();
    onPageThread();
  };
  worker.onmessage = done;
  worker.onerror = done;
  worker.postMessage({ locale, currency });
}
