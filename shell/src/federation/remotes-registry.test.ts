import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, REMOTES_SCRIPT_ID, type RemotesManifest } from '@sportsbook/contracts';
import { fakeApi } from '@sportsbook/http/testing';
import type * as Registry from './remotes-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const manifest = (origin: string): RemotesManifest => ({
  brand: 'eu',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { manifest: `${origin}/${name}/mf-manifest.json` }]),
  ) as RemotesManifest['remotes'],
});

function writeIntoPage(text: string): void {
  const script = document.createElement('script');
  script.id = REMOTES_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

let asked = 0;
beforeEach(() => {
  asked = 0;
  document.getElementById(REMOTES_SCRIPT_ID)?.remove();
  jest.mocked(registerRemotes).mockClear();
  fakeApi((url) => {
    if (url.pathname !== '/remotes-manifest.json') return undefined;
    asked++;
    return { body: manifest('https://served.example') };
  });
});

/** A fresh copy of the registry: it reads the page once per page load. */
async function registry(): Promise<typeof Registry> {
  let loaded: typeof Registry | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./remotes-registry');
  });
  if (!loaded) throw new Error('the registry did not load');
  return loaded;
}

it('takes the manifest the server wrote into the page, without asking for it', async () => {
  writeIntoPage(JSON.stringify(manifest('https://written.example')));
  const remotes = await (await registry()).remotesReady();
  expect(remotes.remotes.mfe_live.manifest).toBe('https://written.example/mfe_live/mf-manifest.json');
  expect(asked).toBe(0);
  expect(jest.mocked(registerRemotes).mock.calls[0]?.[0]).toContainEqual({
    name: 'mfe_live',
    entry: 'https://written.example/mfe_live/mf-manifest.json',
  });
});

it('asks the server when the page has no manifest, or one it cannot read', async () => {
  expect((await (await registry()).remotesReady()).remotes.mfe_live.manifest).toBe(
    'https://served.example/mfe_live/mf-manifest.json',
  );
  writeIntoPage('{"brand": "eu", "remotes": {');
  expect((await (await registry()).remotesReady()).remotes.mfe_live.manifest).toBe(
    'https://served.example/mfe_live/mf-manifest.json',
  );
  expect(asked).toBe(2);
});
