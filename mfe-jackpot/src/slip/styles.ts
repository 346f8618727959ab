import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';

export const summaryList = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  margin: 0;
  dt {
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const alertText = css`
  color: ${color('danger')};
  margin: 8px 0;
`;
