import { useStoreInTransition } from '@sportsbook/ui';
import { createStore } from 'zustand/vanilla';

interface RemoteVersions {
  versions: Record<string, string>;
  record: (remote: string, version: string) => void;
}

/** Build version of every remote module the page has loaded, for the footer and support tickets. */
export const remoteVersions = createStore<RemoteVersions>((set) => ({
  versions: {},
  record: (remote, version) =>
    set((s) => (s.versions[remote] === version ? s : { versions: { ...s.versions, [remote]: version } })),
}));

/** Remotes report their versions while the first page renders: each joins it as a transition. */
export const useRemoteVersions = (): Record<string, string> => useStoreInTransition(remoteVersions, (s) => s.versions);
