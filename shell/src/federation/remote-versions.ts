import { create } from 'zustand';

/** Build version of every remote module the page has loaded, for the footer and support tickets. */
export const useRemoteVersions = create<{ versions: Record<string, string>; record: (remote: string, version: string) => void }>(
  (set) => ({
    versions: {},
    record: (remote, version) =>
      set((s) => (s.versions[remote] === version ? s : { versions: { ...s.versions, [remote]: version } })),
  }),
);
