import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const DELAYS_MS = [300, 1000];

/**
 * Retries a remote's manifest fetch on a network error or a 5xx, so a remote that is restarting or
 * briefly overloaded still loads. A 4xx is final: retrying a missing file only delays the fallback.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sportsbook-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= DELAYS_MS.length; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, DELAYS_MS[attempt - 1]));
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
