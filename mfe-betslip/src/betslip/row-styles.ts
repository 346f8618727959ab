import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';

/** The layout of a bet's row on the slip (a single, a bet builder): name, price and remove on top, stake below. */
export const betRow = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  gap: 4px 8px;
  align-items: center;
  padding: 8px 0;
  border-bottom: 1px solid ${color('border')};
`;
export const muted = css`
  font-size: 12px;
  color: ${color('textMuted')};
`;
export const wide = css`
  grid-column: 1 / -1;
`;
export const stakeRow = css`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(90px, 130px);
  gap: 8px;
  align-items: center;
`;
