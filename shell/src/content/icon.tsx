import { css } from '@emotion/react';
import { useState } from 'react';
import { iconUrl } from '@sportsbook/contracts';

const box = (size: number) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size}px;
  height: ${size}px;
  line-height: 1;
  flex: none;
`;

/**
 * A decorative icon from /m/next/svgs/{type}/{name}.svg in a box of fixed size. Where the image
 * service has no such icon, the text glyph takes the same box, so nothing moves either way.
 */
export function Icon({ type, name, glyph, size = 20 }: { type: string; name: string; glyph: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span aria-hidden="true" css={box(size)}>
        {glyph}
      </span>
    );
  }
  return <img src={iconUrl(type, name)} width={size} height={size} alt="" css={box(size)} onError={() => setFailed(true)} />;
}

const tinted = (url: string, size: number) => css`
  display: inline-block;
  flex: none;
  width: ${size}px;
  height: ${size}px;
  background: currentColor;
  -webkit-mask: url('${url}') center / contain no-repeat;
  mask: url('${url}') center / contain no-repeat;
`;

/**
 * A decorative icon drawn in the text's colour (an image's strokes cannot follow the theme or a
 * current item's accent); the label beside it carries the meaning, so a missing icon loses nothing.
 */
export function TintedIcon({ type, name, size = 22 }: { type: string; name: string; size?: number }) {
  return <span aria-hidden="true" css={tinted(iconUrl(type, name), size)} />;
}
