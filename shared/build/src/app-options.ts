import type { ServiceName } from '@sportsbook/contracts';

/** What an app's webpack config declares; the build and the monolith's module map both read it. */
export interface AppOptions {
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** Federation name: `shell` or a remote name such as `mfe_live`. */
  name: ServiceName;
  /** Remotes only: exposed module key → source file, relative to `dir`. */
  exposes?: Record<string, string>;
  /** Host only: runtime plugin files, one concern each. */
  runtimePlugins?: string[];
  /** Page title of the app's own HTML page (the site for the shell, the team's dev page for a remote). */
  title: string;
}
