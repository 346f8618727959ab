import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';

export const form = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const errorText = css`
  color: ${color('danger')};
  margin: 0;
  font-size: 14px;
`;

export const mutedText = css`
  color: ${color('textMuted')};
  margin: 0;
`;
