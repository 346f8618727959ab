import { css } from '@emotion/react';
import { decimalSeparatorOf, stakeFromInput, stakeTextForLocale, type StakeInputCheck } from '@sportsbook/stakes';
import { color, controlStyle } from '@sportsbook/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';

const input = [
  controlStyle,
  css`
    width: 100%;
    min-height: 36px;
    text-align: right;
  `,
];

const refusalStyle = css`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${color('danger')};
  text-align: left;
`;

/** What the field refused and why: it keeps showing the text as typed, never another number. */
type Refusal = Exclude<StakeInputCheck, { ok: true }>;

function RefusalMessage({ id, refusal, separator }: { id: string; refusal: Refusal; separator: '.' | ',' }) {
  const { t } = useTranslation('betslip');
  return (
    <p id={id} role="alert" css={refusalStyle}>
      {refusal.reason === 'character'
        ? t('stake-character-refused', { character: refusal.character, separator })
        : t('stake-separators-refused', { typed: refusal.typed, separator, example: `2${separator}50` })}
    </p>
  );
}

/**
 * The stake field of spec §5, in the player's locale: "10,5" is ten and a half in Spanish. Text that
 * is no amount there ("2,50" in English, "-5", "1e3") stays as typed with a message saying why, and
 * the slip is told the stake is refused (onChange('', true)), so it holds no stake and cannot be
 * placed until the player writes an amount. The store keeps the canonical text; this shows it with
 * the locale's separator.
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
  onChange: (text: string, refused: boolean) => void;
  onFocus?: () => void;
}) {
  const { i18n } = useTranslation('betslip');
  const separator = decimalSeparatorOf(i18n.language);
  const [draft, setDraft] = useState<{ typed: string; refusal: Refusal } | null>(null);
  const refusalId = useId();
  // A stake the slip sets itself (a quick stake, Reuse) replaces what was refused.
  useEffect(() => {
    if (value !== '') setDraft(null);
  }, [value]);
  const accept = (typed: string) => {
    const check = stakeFromInput(typed, separator);
    if (!check.ok) {
      setDraft({ typed, refusal: check });
      onChange('', true);
      return;
    }
    setDraft(null);
    onChange(check.text, false);
  };
  return (
    <>
      <input
        css={input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || draft !== null ? 'true' : 'false'}
        aria-describedby={[describedBy, draft !== null ? refusalId : undefined].filter(Boolean).join(' ') || undefined}
        value={draft ? draft.typed : stakeTextForLocale(value, separator)}
        disabled={disabled}
        onChange={(event) => accept(event.target.value)}
        onFocus={onFocus}
      />
      {draft !== null && <RefusalMessage id={refusalId} refusal={draft.refusal} separator={separator} />}
    </>
  );
}
