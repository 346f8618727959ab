import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';

const input = css`
  width: 100%;
  min-width: 0;
  min-height: 36px;
  padding: 6px 8px;
  border-radius: 6px;
  border: 1px solid ${color('border')};
  background: ${color('background')};
  color: ${color('text')};
  font: inherit;
  text-align: right;
  &[aria-invalid='true'] {
    border-color: ${color('danger')};
  }
  &:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: 1px;
  }
`;

/** The stake field of spec §5; the slip store normalises what is typed, this only shows it. */
export function StakeInput({
  label,
  value,
  invalid,
  describedBy,
  disabled,
  onChange,
  onFocus,
}: {
  label: string;
  value: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  onChange: (text: string) => void;
  onFocus?: () => void;
}) {
  return (
    <input
      css={input}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      aria-invalid={invalid ? 'true' : 'false'}
      aria-describedby={describedBy}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onFocus={onFocus}
    />
  );
}
