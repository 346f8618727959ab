import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { color } from './theme';

/** The kit's button look, also for a link that acts as a button (the header's Auto Exclusion). */
export const buttonStyle = css`
  min-height: 36px;
  padding: 6px 14px;
  border-radius: 6px;
  border: 1px solid ${color('border')};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** The one call to action of a form or dialog (log in, save, accept, place): the accent colour. */
// One style, not an array of two: an array is joined and hashed again at every render of the button.
export const primaryButtonStyle = css`
  ${buttonStyle};
  background: ${color('accent')};
  color: ${color('accentText')};
  border-color: ${color('accent')};
  font-weight: 600;
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'secondary' | 'primary';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button of every app. A caller may place it (width, margin) through `css`, which comes
 * after the kit's styles, but its colours and states are the kit's.
 */
export function Button({ variant = 'secondary', type = 'button', ...props }: ButtonProps) {
  return <button type={type} css={variant === 'primary' ? primaryButtonStyle : buttonStyle} {...props} />;
}
