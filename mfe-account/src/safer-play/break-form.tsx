import { PLAY_BREAK_KINDS, PLAY_BREAK_LENGTHS, type PlayBreakKind, type PlayBreakRequest } from '@sportsbook/contracts';
import { Button, fieldStyle } from '@sportsbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { form } from '../shared-ui/styles';

/** A time-out or self-exclusion, chosen on purpose: the button waits for the player to confirm they cannot undo it. */
export function BreakForm({ onTake }: { onTake: (request: PlayBreakRequest) => Promise<void> }) {
  const { t } = useTranslation('cashier');
  const [kind, setKind] = useState<PlayBreakKind>('TIME_OUT');
  const [length, setLength] = useState<PlayBreakRequest['length']>(PLAY_BREAK_LENGTHS.TIME_OUT[0]);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);

  const chooseKind = (next: PlayBreakKind) => {
    setKind(next);
    setLength(PLAY_BREAK_LENGTHS[next][0]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    await onTake({ kind, length }).finally(() => setBusy(false));
  };

  return (
    <form onSubmit={submit} css={[form, { maxWidth: 420 }]} aria-label={t('break-heading')}>
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <legend css={{ padding: 0, marginBottom: 8 }}>{t('break-kind')}</legend>
        {PLAY_BREAK_KINDS.map((k) => (
          <label key={k} css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <input type="radio" name="break-kind" value={k} checked={kind === k} onChange={() => chooseKind(k)} />
            {t(`break-kind-${k}`)}
          </label>
        ))}
      </fieldset>
      <label css={fieldStyle}>
        {t('break-length')}
        <select value={length} onChange={(e) => setLength(e.target.value as PlayBreakRequest['length'])}>
          {PLAY_BREAK_LENGTHS[kind].map((l) => (
            <option key={l} value={l}>
              {t(`break-length-${l}`)}
            </option>
          ))}
        </select>
      </label>
      <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        {t('break-confirm')}
      </label>
      <Button type="submit" variant="primary" disabled={!confirmed || busy} aria-busy={busy}>
        {t('break-take')}
      </Button>
    </form>
  );
}
