import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteFailure } from '../remote-health';

/**
 * Records which remote failed and at which step, then lets the error reach the remote's error
 * boundary (returning nothing), which shows the fallback with Retry.
 */
export default function reportErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sportsbook-report-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      recordRemoteFailure(id, lifecycle, error);
      return undefined;
    },
  };
}
