import { handOverRuntime } from './provide-to-remotes';

// A remote's build leaves the federation runtime to its host (experiments.externalRuntime), so six
// remotes do not each ship and start a copy. The remote's own dev page has no shell: this script,
// loaded before the page's entry, is the host's part.
handOverRuntime('standalone');
