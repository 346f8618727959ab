import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** Waits before each retry of a manifest: a remote that is restarting gets a little longer each time. */
export const MANIFEST_BACKOFF_MS = [300, 900, 2700];
const SCRIPT_RETRIES = 2;
const SCRIPT_RETRY_DELAY_MS = 500;

async function fetchWithBackoff(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= MANIFEST_BACKOFF_MS.length; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, MANIFEST_BACKOFF_MS[attempt - 1]));
    try {
      const response = await fetch(url, { ...init, cache: 'no-cache' });
      // A 4xx is final: retrying a missing file only delays the fallback.
      if (response.status < 500) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Module Federation's retry plugin retries a remote's entry script and module factories; the
 * manifest fetch is ours, with backoff and a 4xx taken as final (the plugin's own fetch retry, in the
 * newest version the registry has, waits a fixed second and retries a 404 as well).
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const scripts = RetryPlugin({ script: { retryTimes: SCRIPT_RETRIES, retryDelay: SCRIPT_RETRY_DELAY_MS } });
  return {
    ...(scripts as ModuleFederationRuntimePlugin),
    name: 'sportsbook-retry',
    fetch: (url, init) => fetchWithBackoff(url, init),
  };
}
