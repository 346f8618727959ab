import type { AccountPrefs } from '@sportsbook/contracts';
import { Button, useBusState, fieldStyle } from '@sportsbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { StatusMessage } from '../shared-ui/status-message';
import { errorText, form } from '../shared-ui/styles';
import { changedPrefs, LAYOUTS, normaliseOddsFormat, oddsChoiceOf, parseDefaultStake, SORT_ORDERS, THEMES } from './preferences';
import type { AccountKey } from '../i18n/account-key';

export interface PreferencesFormProps {
  saved: AccountPrefs;
  onSave: (changes: Partial<AccountPrefs>) => Promise<void>;
}

type Outcome = { ok: boolean; key: AccountKey } | null;

/** Saves what changed; the answer is a translation key of the outcome. */
async function saveChanges(
  changes: Partial<AccountPrefs>,
  onSave: PreferencesFormProps['onSave'],
): Promise<NonNullable<Outcome>> {
  if (Object.keys(changes).length === 0) return { ok: true, key: 'preferences-unchanged' };
  try {
    await onSave(changes);
    return { ok: true, key: 'preferences-saved' };
  } catch {
    return { ok: false, key: 'preferences-save-error' };
  }
}

/** Spec §3 Player settings / Account preferences that a player edits. */
export function PreferencesForm({ saved, onSave }: PreferencesFormProps) {
  const { t } = useTranslation('account');
  // The page's brand offers its own odds formats (the shell publishes it before this remote loads).
  const odds = oddsChoiceOf(useBusState('brand'));
  const [edited, setEdited] = useState<AccountPrefs>({ ...saved, price_format: normaliseOddsFormat(saved.price_format, odds) });
  const [stakeText, setStakeText] = useState(String(saved.default_stake));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const stake = parseDefaultStake(stakeText);

  const change = <K extends keyof AccountPrefs>(key: K, value: AccountPrefs[K]) => {
    setEdited((current) => ({ ...current, [key]: value }));
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stake === null || busy) return;
    setBusy(true);
    setOutcome(await saveChanges(changedPrefs(saved, { ...edited, default_stake: stake }), onSave));
    setBusy(false);
  };

  const select = <K extends SelectedPref>(key: K, options: readonly string[]) => (
    <PreferenceSelect
      name={key}
      value={edited[key]}
      options={options}
      onChange={(value) => change(key, value as AccountPrefs[K])}
    />
  );

  return (
    <form onSubmit={submit} noValidate css={[form, { maxWidth: 420 }]}>
      {select('price_format', odds.offered)}
      <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          type="checkbox"
          checked={edited.accept_higher_odds}
          onChange={(e) => change('accept_higher_odds', e.target.checked)}
        />
        {t('preferences-accept_higher_odds')}
      </label>
      <DefaultStakeField
        text={stakeText}
        invalid={stake === null}
        onChange={(text) => {
          setStakeText(text);
          setOutcome(null);
        }}
      />
      {select('sort_by', SORT_ORDERS)}
      {select('layout', LAYOUTS)}
      {select('theme', THEMES)}
      {outcome && <StatusMessage ok={outcome.ok}>{t(outcome.key)}</StatusMessage>}
      <Button type="submit" variant="primary" disabled={stake === null || busy} aria-busy={busy}>
        {t('save')}
      </Button>
    </form>
  );
}

type SelectedPref = 'price_format' | 'layout' | 'sort_by' | 'theme';

/**
 * An option's label key. TypeScript cannot pair each preference with its own options' keys, so the
 * pairing is held by the unit test that renders every option (no T_[key]_T shown).
 */
const optionKey = (name: SelectedPref, option: string) => `preferences-${name}-${option}` as AccountKey;

function PreferenceSelect(props: {
  name: SelectedPref;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <label css={fieldStyle}>
      {t(`preferences-${props.name}`)}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {t(optionKey(props.name, option))}
          </option>
        ))}
      </select>
    </label>
  );
}

function DefaultStakeField({ text, invalid, onChange }: { text: string; invalid: boolean; onChange: (text: string) => void }) {
  const { t } = useTranslation('account');
  return (
    <>
      <label css={fieldStyle}>
        {t('preferences-default_stake')}
        <input type="text" inputMode="decimal" value={text} aria-invalid={invalid} onChange={(e) => onChange(e.target.value)} />
      </label>
      {invalid && (
        <p role="alert" css={errorText}>
          {t('preferences-error-stake')}
        </p>
      )}
    </>
  );
}
