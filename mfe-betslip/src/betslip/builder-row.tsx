import { Button } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { priceMove } from '../pricing/apply-pricing';
import { LimitMessage } from '../stake/limit-message';
import { StakeInput } from '../stake/stake-input';
import { BetMessages } from './bet-messages';
import { SLIP_PART } from './slip-style';
import { betslipRuntime } from './betslip-runtime';
import type { BuilderLine } from './slip-totals';
import { useMoney, useOddsText, useSlip } from './use-slip';
import type { ReactNode } from 'react';

/** A bet builder: its match, its legs, one price for them all, and its own stake. */
export function BuilderRow({ line, onFocusStake }: { line: BuilderLine; onFocusStake: () => void }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const oddsText = useOddsText();
  const { slip } = betslipRuntime();
  const { builder } = line;
  const stakeText = useSlip((s) => s.builderStakes[builder.eventId] ?? '');
  const errors = useSlip((s) => s.errors).filter((e) => e.ref === line.ref);
  const name = t('bet-builder-of', { event: builder.eventDescription });
  const move = priceMove(builder);
  const messagesId = `betslip-${line.ref}-messages`;
  return (
    <li className={SLIP_PART.row} data-builder-event={builder.eventId} data-ref={line.ref}>
      <span>
        <strong>{t('bet-builder')}</strong>
        <br />
        <span className={SLIP_PART.muted}>{builder.eventDescription}</span>
      </span>
      <strong data-testid="builder-odds" data-move={move ?? undefined}>
        {oddsText(builder.decimal)}
      </strong>
      <Button aria-label={t('remove', { selection: name })} onClick={() => slip.removeBuilder(builder.eventId)}>
        ×
      </Button>
      <ul className={SLIP_PART.legs} aria-label={t('bet-builder-legs', { event: builder.eventDescription })}>
        {builder.legs.map((leg) => (
          <li key={leg.outcomeId}>
            {leg.outcomeDescription} <span className={SLIP_PART.muted}>· {leg.marketDescription}</span>
          </li>
        ))}
      </ul>
      {line.refused && (
        <p role="status" className={`${SLIP_PART.wide} ${SLIP_PART.flush} ${SLIP_PART.warning}`}>
          {t('bet-builder-refused')}
        </p>
      )}
      <div className={SLIP_PART.stake}>
        <span className={SLIP_PART.muted}>{t('returns', { amount: money(line.potentialReturns) })}</span>
        <StakeInput
          label={t('stake-for', { selection: name })}
          value={stakeText}
          invalid={errors.length > 0 || line.limitError !== null}
          describedBy={messagesId}
          onChange={(text, refused) => slip.setBuilderStake(builder.eventId, text, refused)}
          onFocus={onFocusStake}
        />
      </div>
      <div className={SLIP_PART.wide} id={messagesId}>
        {line.limitError && <LimitMessage kind={line.limitError} />}
        <BetMessages errors={errors} />
      </div>
    </li>
  );
}

/** The slip's bet builders, each with its stake; loaded with the first builder, as the slip's systems are. */
export function BuilderSection({
  lines,
  onFocusStake,
}: {
  lines: readonly BuilderLine[];
  onFocusStake: (line: BuilderLine) => void;
}): ReactNode {
  const { t } = useTranslation('betslip');
  return (
    <ul className={SLIP_PART.list} aria-label={t('bet-builder')}>
      {lines.map((line) => (
        <BuilderRow key={line.builder.eventId} line={line} onFocusStake={() => onFocusStake(line)} />
      ))}
    </ul>
  );
}
