import fs from 'node:fs';
import path from 'node:path';
import { EXPOSED_MODULES, REMOTE_NAMES, type ExposedModuleId } from '@sportsbook/contracts';

const ROOT = path.resolve(__dirname, '..');

/** Reads a remote's exposes from its webpack config: the keys and the adapter files they point at. */
function exposesOf(remote: string): Record<string, string> {
  const config = fs.readFileSync(path.join(ROOT, remote.replace('_', '-'), 'webpack.config.ts'), 'utf8');
  const block = /exposes:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/'\.\/(\w+)':\s*'([^']+)'/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

describe.each(REMOTE_NAMES)('%s', (remote) => {
  const exposes = exposesOf(remote);
  const contracted = (Object.keys(EXPOSED_MODULES) as ExposedModuleId[]).filter((id) => EXPOSED_MODULES[id] === remote);

  it('exposes exactly the modules the contract lists', () => {
    expect(
      Object.keys(exposes)
        .map((key) => `${remote}/${key}`)
        .sort(),
    ).toEqual([...contracted].sort());
  });

  it.each(Object.entries(exposes))(
    './%s is a thin adapter exporting a default component, its build version and its contract',
    (_key, file) => {
      const source = fs.readFileSync(path.join(ROOT, remote.replace('_', '-'), file), 'utf8');
      expect(source).toMatch(/export default \w+/);
      expect(source).toMatch(/export const version = __APP_VERSION__/);
      expect(source).toContain("export { CONTRACT_VERSION as contract } from '@sportsbook/contracts'");
      expect(file).toMatch(/^\.\/src\/exposes\/[a-z-]+\.tsx$/);
    },
  );
});
