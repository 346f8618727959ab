import { css } from '@emotion/react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { color } from './theme';

/** The look of every text box and select: one border, focus ring and invalid state for all apps. */
export const controlStyle = css`
  box-sizing: border-box;
  min-height: 40px;
  min-width: 0;
  padding: 6px 10px;
  border-radius: 6px;
  border: 1px solid ${color('border')};
  background: ${color('background')};
  color: ${color('text')};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${color('danger')};
  }
  &:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: 1px;
  }
`;

/** A label above its control, the visible text first so it starts the control's accessible name. */
export const fieldStyle = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  input:not([type='checkbox']):not([type='radio']),
  select {
    ${controlStyle};
  }
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** The kit's text field: its label, then the box. Errors and hints are the caller's, tied by aria-describedby. */
export function TextField({ label, type = 'text', ...input }: TextFieldProps) {
  return (
    <label css={fieldStyle}>
      {label}
      <input type={type} {...input} />
    </label>
  );
}
