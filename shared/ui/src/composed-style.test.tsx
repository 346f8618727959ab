/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { render } from '@testing-library/react';
import { composed } from './composed-style';

const base = css`
  padding: 8px;
`;
const wide = css`
  width: 100%;
`;

describe('a style composed of several', () => {
  it('is built once per combination of parts, so a render does not serialize it again', () => {
    const first = composed(base, wide);
    expect(composed(base, wide)).toBe(first);
    expect(composed(wide, base)).not.toBe(first);
    expect(composed(base, false, wide, null)).toBe(first);
  });

  it('styles an element as the array of its parts does', () => {
    const { getByTestId } = render(
      <>
        <p data-testid="composed" css={composed(base, wide)} />
        <p data-testid="array" css={[base, wide]} />
      </>,
    );
    for (const id of ['composed', 'array']) {
      const style = getComputedStyle(getByTestId(id));
      expect([style.padding, style.width]).toEqual(['8px', '100%']);
    }
  });

  it('keeps the later part winning where two set the same property', () => {
    const red = css`
      color: red;
    `;
    const blue = css`
      color: blue;
    `;
    const { getByTestId } = render(<p data-testid="p" css={composed(red, blue)} />);
    expect(getComputedStyle(getByTestId('p')).color).toBe('rgb(0, 0, 255)');
  });
});
