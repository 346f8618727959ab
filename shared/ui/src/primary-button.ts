import { css } from '@emotion/react';
import { buttonStyle } from './states';
import { color } from './theme';

/** The one call to action of a form or dialog (log in, save, accept): the kit's button in the accent colour. */
export const primaryButtonStyle = [
  buttonStyle,
  css`
    background: ${color('accent')};
    color: ${color('accentText')};
    border-color: ${color('accent')};
    font-weight: 600;
  `,
];
