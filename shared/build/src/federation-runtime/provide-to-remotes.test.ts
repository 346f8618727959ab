import { getInstance, init } from '@module-federation/enhanced/runtime';
import { handOverRuntime, type RuntimeHolder } from './provide-to-remotes';

const holder = globalThis as RuntimeHolder;

describe("the federation a host hands to its remotes' containers", () => {
  const shell = init({ name: 'shell', remotes: [] });
  handOverRuntime('shell');
  const hosted = holder._SB_HOST_FEDERATION!;

  it("starts a container's own instance and leaves the shell's as the one its loadRemote runs on", () => {
    const container = hosted.runtime.init({ name: 'mfe_one', remotes: [] });
    expect(container).not.toBe(shell);
    expect(container.name).toBe('mfe_one');
    expect(getInstance()).toBe(shell);
    // The remotes the shell registers are the shell's, not the container's.
    shell.registerRemotes([{ name: 'mfe_two', entry: 'http://localhost:1/mf-manifest.json' }]);
    expect(shell.options.remotes.map((remote) => remote.name)).toContain('mfe_two');
    expect(container.options.remotes).toHaveLength(0);
  });

  it('gives a container started twice the same instance, with its new options', () => {
    const first = hosted.runtime.init({ name: 'mfe_three', remotes: [] });
    const again = hosted.runtime.init({ name: 'mfe_three', remotes: [], shareStrategy: 'loaded-first' });
    expect(again).toBe(first);
    expect(again.options.shareStrategy).toBe('loaded-first');
  });

  it("hands over the bundler runtime whole, with the container entry's start the host leaves out of its own", () => {
    for (const part of ['consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init'] as const)
      expect(typeof hosted.bundlerRuntime[part]).toBe('function');
    expect(holder._FEDERATION_RUNTIME_CORE_FROM?.name).toBe('shell');
  });

  it('keeps the first host that hands it over', () => {
    const before = holder._SB_HOST_FEDERATION;
    handOverRuntime('standalone');
    expect(holder._SB_HOST_FEDERATION).toBe(before);
    expect(holder._FEDERATION_RUNTIME_CORE_FROM?.name).toBe('shell');
  });
});
