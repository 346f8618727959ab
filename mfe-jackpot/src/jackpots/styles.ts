import { css } from '@emotion/react';
import { color, primaryButtonStyle } from '@sportsbook/ui';

export const card = css`
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: 10px;
  padding: 14px;
`;

export const muted = css`
  color: ${color('textMuted')};
`;

/** A link that leads on (play a jackpot, see my bets): drawn as the kit's primary button. */
export const primaryLink = [
  primaryButtonStyle,
  css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    text-decoration: none;
  `,
];
