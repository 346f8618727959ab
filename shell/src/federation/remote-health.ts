/** What the federation runtime reported about failing remotes, for logs and the fallback's detail. */
export interface RemoteFailure {
  id: string;
  lifecycle: string;
  message: string;
  at: number;
}

const failures: RemoteFailure[] = [];

export function recordRemoteFailure(id: string, lifecycle: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  failures.push({ id, lifecycle, message, at: Date.now() });
  if (failures.length > 50) failures.shift();
  console.error(`[federation] ${id} failed at ${lifecycle}: ${message}`);
}

export const remoteFailures = (): readonly RemoteFailure[] => failures;
