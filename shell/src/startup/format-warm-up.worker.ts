import { warmUpFormats } from '@sportsbook/ui/format';

/** The worker's side: the page's thread names the locale and currency, and hears when they are loaded. */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ locale: string; currency: string }>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = ({ data }) => {
  warmUpFormats(data.locale, data.currency);
  scope.postMessage('loaded');
};
