import type { AccountPrefs } from '@sportsbook/contracts';
import { Button, useBusState, fieldStyle } from '@sportsbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../shared-ui/status-message';
import { errorText, form } from '../shared-ui/styles';
import { changedPrefs, LAYOUTS, normaliseOddsFormat, oddsChoiceOf, parseDefaultStake, SORT_ORDERS, THEMES } from './preferences';

export interface PreferencesFormProps {
  saved: AccountPrefs;
  onSave: (changes: Partial<AccountPrefs>) => Promise<void>;
}

type Outcome = { ok: boolean; message: string } | null;

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
    const changes = changedPrefs(saved, { ...edited, default_stake: stake });
    if (Object.keys(changes).length === 0) {
      setOutcome({ ok: true, message: t('preferences-unchanged') });
      return;
    }
    setBusy(true);
    try {
      await onSave(changes);
      setOutcome({ ok: true, message: t('preferences-saved') });
    } catch {
      setOutcome({ ok: false, message: t('preferences-save-error') });
    } finally {
      setBusy(false);
    }
  };

  const select = <K extends 'price_format' | 'layout' | 'sort_by' | 'theme'>(key: K, options: readonly string[]) => (
    <label css={fieldStyle}>
      {t(`preferences-${key}`)}
      <select value={edited[key]} onChange={(e) => change(key, e.target.value as AccountPrefs[K])}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`preferences-${key}-${option}`)}
          </option>
        ))}
      </select>
    </label>
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
      <label css={fieldStyle}>
        {t('preferences-default_stake')}
        <input
          type="text"
          inputMode="decimal"
          value={stakeText}
          aria-invalid={stake === null}
          onChange={(e) => {
            setStakeText(e.target.value);
            setOutcome(null);
          }}
        />
      </label>
      {stake === null && (
        <p role="alert" css={errorText}>
          {t('preferences-error-stake')}
        </p>
      )}
      {select('sort_by', SORT_ORDERS)}
      {select('layout', LAYOUTS)}
      {select('theme', THEMES)}
      {outcome && <StatusMessage ok={outcome.ok}>{outcome.message}</StatusMessage>}
      <Button type="submit" variant="primary" disabled={stake === null || busy} aria-busy={busy}>
        {t('save')}
      </Button>
    </form>
  );
}
