import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';

export const card = css`
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: 10px;
  padding: 14px;
`;

export const muted = css`
  color: ${color('textMuted')};
`;

export const primaryAction = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 8px 16px;
  border: 0;
  border-radius: 8px;
  background: ${color('accent')};
  color: ${color('accentText')};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${color('text')};
    outline-offset: 2px;
  }
`;
