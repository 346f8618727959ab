/**
 * What the operator console and the automatic rollback read about each remote version a brand serves:
 * the shell's beacons aggregated by brand × remote × version. Counts only, never a player's data.
 */
export interface HealthPoint {
  /** Start of the interval, ms since the epoch. */
  at: number;
  loads: number;
  /** Loads whose remote failed to load, plus errors its error boundary caught. */
  errors: number;
  /** p75 of the time from navigation to the remote's first render in the interval; null with no render. */
  renderP75Ms: number | null;
}

export interface VersionHealth {
  brand: string;
  remote: string;
  version: string;
  loads: number;
  loadFailures: number;
  boundaryErrors: number;
  /** (loadFailures + boundaryErrors) / loads; 0 with no load. */
  errorRate: number;
  renderP75Ms: number | null;
  /** Oldest first, one point per interval over the last hours. */
  series: HealthPoint[];
}

export interface VersionHealthReader {
  /** Every version of the brand's remotes seen in the kept window. */
  health(brand: string): VersionHealth[];
}
