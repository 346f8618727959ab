import { satisfy } from '@module-federation/runtime-core';
import fc from 'fast-check';
import semver from 'semver';

const release = fc.tuple(fc.nat({ max: 999 }), fc.nat({ max: 999 }), fc.nat({ max: 999 })).map((parts) => parts.join('.'));

// The federation runtime checks every shared-module import against the consumer's required range;
// patches/@module-federation__runtime-core@2.9.2.patch answers the usual case without its grammar.
describe("the runtime's check of a shared module's version", () => {
  it('accepts a release at the very version a caret range names without building the grammar', () => {
    const constructed = jest.spyOn(globalThis, 'RegExp');
    try {
      expect(satisfy('19.3.1', '^19.3.1')).toBe(true);
      expect(satisfy('0.1.0', '^0.1.0')).toBe(true);
      expect(constructed).not.toHaveBeenCalled();
    } finally {
      constructed.mockRestore();
    }
  });

  it('answers as semver does for a release and the caret range of its own version', () => {
    fc.assert(fc.property(release, (version) => satisfy(version, `^${version}`) === semver.satisfies(version, `^${version}`)));
  });

  it('answers as semver does for a release against the caret range of another', () => {
    fc.assert(
      fc.property(release, release, (version, named) => satisfy(version, `^${named}`) === semver.satisfies(version, `^${named}`)),
    );
  });

  it('leaves pre-releases, invalid versions and other ranges to the grammar', () => {
    expect(satisfy('1.0.0-beta.1', '^1.0.0-beta.1')).toBe(true);
    expect(satisfy('01.2.3', '^01.2.3')).toBe(false);
    expect(satisfy('19.2.0', '^19.3.1')).toBe(false);
    expect(satisfy('19.3.1', '~19.3.0')).toBe(true);
    expect(satisfy('20.0.0', '^19.3.1 || ^20.0.0')).toBe(true);
  });
});
