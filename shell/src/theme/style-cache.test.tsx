import { CacheProvider, css } from '@emotion/react';
import { render } from '@testing-library/react';
import { TintedIcon } from '../content/icon';
import { styleCache } from './style-cache';

/** The rules emotion hands the page's style sheet from now on, as text. */
function recordRules(): () => string {
  const insert = jest.spyOn(styleCache.sheet, 'insert');
  return () => insert.mock.calls.map(([rule]) => rule).join('');
}

afterEach(() => jest.restoreAllMocks());

it('writes the page styles as written, with no vendor-prefixed copies of them', () => {
  const insertedRules = recordRules();
  render(
    <CacheProvider value={styleCache}>
      <div
        css={css`
          display: flex;
          transition: opacity 0.2s;
          user-select: none;
        `}
      />
    </CacheProvider>,
  );
  const rules = insertedRules();
  expect(rules).toContain('display:flex;transition:opacity 0.2s;user-select:none;');
  expect(rules).not.toMatch(/-webkit-|-ms-|-moz-/);
});

it('keeps the tinted icon drawn where a browser still reads only the prefixed mask', () => {
  const insertedRules = recordRules();
  render(
    <CacheProvider value={styleCache}>
      <TintedIcon type="sports" name="football" />
    </CacheProvider>,
  );
  expect(insertedRules()).toMatch(/-webkit-mask:url\([^)]*football\.svg[^)]*\)[^;]*;mask:url\(/);
});
