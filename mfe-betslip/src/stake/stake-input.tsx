import { css } from '@emotion/react';
import { decimalSeparatorOf, stakeFromInput, stakeTextForLocale } from '@sportsbook/stakes';
import { color, controlStyle } from '@sportsbook/ui';
import { useId, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';

const input = [
  controlStyle,
  css`
    width: 100%;
    min-height: 36px;
    text-align: right;
  `,
];

const refusal = css`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${color('danger')};
  text-align: left;
`;

/**
 * The stake field of spec §5, in the player's locale: "10,5" is ten and a half in Spanish, and a
 * character that cannot be part of an amount is refused with a message instead of being wiped. The
 * store keeps the canonical text (normalised there); this shows it with the locale's separator.
 */
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
  const { t, i18n } = useTranslation('betslip');
  const separator = decimalSeparatorOf(i18n.language);
  const [refused, setRefused] = useState<string | null>(null);
  const refusalId = useId();
  const accept = (typed: string) => {
    const check = stakeFromInput(typed, separator);
    if (!check.ok) {
      setRefused(check.character);
      return;
    }
    setRefused(null);
    onChange(check.text);
  };
  return (
    <>
      <input
        css={input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || refused !== null ? 'true' : 'false'}
        aria-describedby={[describedBy, refused !== null ? refusalId : undefined].filter(Boolean).join(' ') || undefined}
        value={stakeTextForLocale(value, separator)}
        disabled={disabled}
        onChange={(event) => accept(event.target.value)}
        onFocus={onFocus}
      />
      {refused !== null && (
        <p id={refusalId} role="alert" css={refusal}>
          {t('stake-character-refused', { character: refused, separator })}
        </p>
      )}
    </>
  );
}
