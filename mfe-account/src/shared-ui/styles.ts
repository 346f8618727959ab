import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';

export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  input[type='text'],
  input[type='password'],
  input[type='date'],
  input[type='number'],
  select {
    min-height: 40px;
    padding: 6px 10px;
    border-radius: 6px;
    border: 1px solid ${color('border')};
    background: ${color('background')};
    color: ${color('text')};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${color('danger')};
  }
`;

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
