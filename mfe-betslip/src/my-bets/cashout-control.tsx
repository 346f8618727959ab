import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { parseStake } from '@sportsbook/stakes';
import { Button } from '@sportsbook/ui';
import { useBetslipSettings, useMoney, useSession } from '../betslip/use-slip';
import { StakeInput } from '../stake/stake-input';
import { autoTargetFits, minimumStakeLeft, previewPart } from './cashout-terms';
import type { ListedBet } from './jackpot-bet';
import { useMyBetsTranslation } from './use-my-bets-translation';

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-top: 6px;
`;
const field = css`
  display: grid;
  gap: 4px;
  width: 100%;
  max-width: 260px;
`;
const note = css`
  margin: 0;
  font-size: 13px;
`;

type Mode = 'offer' | 'whole' | 'part';

/**
 * Cash out (spec §9 lightweight confirm): the whole offer after one confirmation naming
 * the amount, or a part of it the player types, shown with the stake that stays on the bet.
 */
export function CashoutControl({
  bet,
  offer,
  disabled,
  onCashout,
}: {
  bet: ListedBet;
  offer: number;
  disabled: boolean;
  onCashout: (part?: number) => void;
}) {
  const { t } = useMyBetsTranslation();
  const money = useMoney();
  const [mode, setMode] = useState<Mode>('offer');
  const amount = money(offer);
  const done = (part?: number) => {
    setMode('offer');
    onCashout(part);
  };
  if (mode === 'part')
    return <PartCashout bet={bet} offer={offer} disabled={disabled} onCashout={done} onKeep={() => setMode('offer')} />;
  if (mode === 'whole') {
    return (
      <div role="group" aria-label={t('cashout.question', { amount })} css={row}>
        <span>{t('cashout.question', { amount })}</span>
        <Button disabled={disabled} onClick={() => done()}>
          {t('cashout.confirm', { amount })}
        </Button>
        <Button onClick={() => setMode('offer')}>{t('cashout.keep')}</Button>
      </div>
    );
  }
  return (
    <div css={row}>
      <Button disabled={disabled} onClick={() => setMode('whole')}>
        {t('cashout.button', { amount })}
      </Button>
      <Button disabled={disabled} onClick={() => setMode('part')}>
        {t('cashout.part-button')}
      </Button>
    </div>
  );
}

/** A typed amount with its label shown and named alike, and a note under it that the field refers to. */
function AmountField({
  label,
  text,
  onText,
  hint,
}: {
  label: string;
  text: string;
  onText: (text: string) => void;
  hint: string;
}) {
  const hintId = useId();
  return (
    <div css={field}>
      <span aria-hidden="true">{label}</span>
      <StakeInput label={label} value={text} describedBy={hintId} onChange={onText} />
      <p id={hintId} css={note} aria-live="polite">
        {hint}
      </p>
    </div>
  );
}

type PartHintKey = 'cashout.stake-left' | 'cashout.part-leaves-too-little' | 'cashout.part-too-small' | 'cashout.part-hint';

/** What the part field says under it: the stake that rides on, why the part is refused, or what can be taken. */
function partHint(
  preview: ReturnType<typeof previewPart>,
  { part, offer, minimum }: { part: number; offer: number; minimum: number },
  say: (key: PartHintKey, amount?: number) => string,
): string {
  if ('stakeLeft' in preview) return say('cashout.stake-left', preview.stakeLeft);
  if (preview.refused === 'stake-left-below-minimum') return say('cashout.part-leaves-too-little', minimum);
  if (preview.refused === 'part-too-small' && part > 0) return say('cashout.part-too-small');
  return say('cashout.part-hint', offer);
}

function PartCashout({
  bet,
  offer,
  disabled,
  onCashout,
  onKeep,
}: {
  bet: ListedBet;
  offer: number;
  disabled: boolean;
  onCashout: (part: number) => void;
  onKeep: () => void;
}) {
  const { t } = useMyBetsTranslation();
  const money = useMoney();
  const settings = useBetslipSettings();
  const { currency } = useSession();
  const [text, setText] = useState('');
  const part = parseStake(text);
  const minimum = minimumStakeLeft(bet, settings, currency);
  const preview = previewPart(bet.totalStake, offer, part, minimum);
  const hint = partHint(preview, { part, offer, minimum }, (key, amount) =>
    amount === undefined ? t(key) : t(key, { amount: money(amount) }),
  );
  return (
    <div role="group" aria-label={t('cashout.part-title')} css={row}>
      <AmountField label={t('cashout.part-label')} text={text} onText={setText} hint={hint} />
      <Button disabled={disabled || !('stakeLeft' in preview)} onClick={() => onCashout(part)}>
        {part > 0 ? t('cashout.confirm', { amount: money(part) }) : t('cashout.part-button')}
      </Button>
      <Button onClick={onKeep}>{t('cashout.keep')}</Button>
    </div>
  );
}

/**
 * Auto cash out: the value at which the book cashes the bet out by itself, set or
 * removed here and carried out by the API whether or not the page is open.
 */
export function AutoCashoutControl({
  bet,
  offer,
  disabled,
  onSet,
}: {
  bet: ListedBet;
  offer: number;
  disabled: boolean;
  onSet: (target: number | null) => void;
}) {
  const { t } = useMyBetsTranslation();
  const money = useMoney();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const current = typeof bet.autoCashoutAt === 'number' ? bet.autoCashoutAt : null;
  if (current !== null) {
    return (
      <div css={row}>
        <span data-testid="auto-cashout">{t('my-bets.auto-cashout-at', { amount: money(current) })}</span>
        <Button disabled={disabled} onClick={() => onSet(null)}>
          {t('cashout.auto-remove')}
        </Button>
      </div>
    );
  }
  if (!editing) {
    return (
      <div css={row}>
        <Button disabled={disabled} onClick={() => setEditing(true)}>
          {t('cashout.auto-button')}
        </Button>
      </div>
    );
  }
  const target = parseStake(text);
  const fits = autoTargetFits(target, offer, bet.potentialReturns);
  const hint = t('cashout.auto-hint', { min: money(offer), max: money(bet.potentialReturns) });
  return (
    <div role="group" aria-label={t('cashout.auto-button')} css={row}>
      <AmountField label={t('cashout.auto-label')} text={text} onText={setText} hint={hint} />
      <Button
        disabled={disabled || !fits}
        onClick={() => {
          setEditing(false);
          onSet(target);
        }}
      >
        {target > 0 ? t('cashout.auto-set', { amount: money(target) }) : t('cashout.auto-button')}
      </Button>
      <Button onClick={() => setEditing(false)}>{t('cashout.auto-cancel')}</Button>
    </div>
  );
}
