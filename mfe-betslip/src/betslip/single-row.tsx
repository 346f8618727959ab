import { Button } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import type { PlaceTerms } from '@sportsbook/stakes';
import type { TFunction } from 'i18next';
import { priceMove } from '../pricing/apply-pricing';
import { LimitMessage } from '../stake/limit-message';
import { StakeInput } from '../stake/stake-input';
import { betslipRuntime } from './betslip-runtime';
import type { SingleLine } from './slip-totals';
import { BetMessages } from './bet-messages';
import { TaxLines } from './tax-lines';
import { SLIP_PART } from './slip-style';
import { useBetslipSettings, useMoney, useOddsText, useSlip } from './use-slip';

/** The each-way box's words: the place terms' fraction and, where the market says, its places. */
const eachWayLabel = (terms: PlaceTerms, t: TFunction<'betslip'>): string =>
  terms.places === undefined ? t('each-way', { ...terms }) : t('each-way-places', { ...terms, places: terms.places });

interface SingleRowProps {
  line: SingleLine;
  error: boolean;
  onFocusStake: () => void;
  sameEventReason?: string;
}

/**
 * One single. `sameEventReason` is the id of the slip's message saying why there is no multiple,
 * given when another selection shares this one's event (spec §5): the row is marked and its stake
 * field points at the reason.
 */
export function SingleRow({ line, error, onFocusStake, sameEventReason }: SingleRowProps) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const { slip } = betslipRuntime();
  const stakeText = useSlip((s) => s.singleStakes[line.selection.outcomeId] ?? '');
  const { selection } = line;
  const closed = selection.outcomeState === 'C';
  const name = `${selection.outcomeDescription} (${selection.eventDescription})`;
  const messagesId = `betslip-${line.ref}-messages`;
  return (
    <li
      className={SLIP_PART.row}
      data-outcome-id={selection.outcomeId}
      data-ref={line.ref}
      data-same-event={sameEventReason !== undefined}
    >
      <span>
        <strong>{selection.outcomeDescription}</strong>
        <br />
        <span className={sameEventReason ? `${SLIP_PART.muted} ${SLIP_PART.warning}` : SLIP_PART.muted}>
          {sameEventReason && <span aria-hidden="true">⚠ </span>}
          {selection.marketDescription} · {selection.eventDescription}
        </span>
      </span>
      <SelectionOdds selection={selection} />
      <Button aria-label={t('remove', { selection: name })} onClick={() => slip.remove(selection.outcomeId)}>
        ×
      </Button>
      {closed && (
        <p role="status" className={`${SLIP_PART.wide} ${SLIP_PART.flush} ${SLIP_PART.warning}`}>
          {t('not-available')}
        </p>
      )}
      {selection.outcomeState === 'S' && (
        <p className={`${SLIP_PART.wide} ${SLIP_PART.muted} ${SLIP_PART.flush}`}>{t('suspended')}</p>
      )}
      {!closed && (
        <div className={SLIP_PART.stake}>
          <span className={SLIP_PART.muted}>
            {line.freeStake > 0
              ? t('free-bet-stake', { amount: money(line.freeStake) })
              : t('returns', { amount: money(line.potentialReturns) })}
          </span>
          <StakeInput
            label={t('stake-for', { selection: name })}
            value={stakeText}
            invalid={error || line.limitError !== null}
            describedBy={sameEventReason ? `${messagesId} ${sameEventReason}` : messagesId}
            onChange={(text, refused) => slip.setSingleStake(selection.outcomeId, text, refused)}
            onFocus={onFocusStake}
          />
        </div>
      )}
      {!closed && <SingleOptions line={line} />}
      <SingleMessages line={line} id={messagesId} />
    </li>
  );
}

/** The price, with an arrow and the old price read out when it moved. */
function SelectionOdds({ selection }: { selection: SingleLine['selection'] }) {
  const { t } = useTranslation('betslip');
  const odds = useOddsText();
  const move = priceMove(selection);
  return (
    <span data-testid="selection-odds" data-move={move ?? undefined}>
      {move === 'up' && (
        <span className={SLIP_PART.up} aria-label={t('odds-up', { from: odds(selection.previousDecimal ?? 0) })}>
          ▲{' '}
        </span>
      )}
      {move === 'down' && (
        <span className={SLIP_PART.down} aria-label={t('odds-down', { from: odds(selection.previousDecimal ?? 0) })}>
          ▼{' '}
        </span>
      )}
      {odds(selection.decimal)}
    </span>
  );
}

/** Each-way and free-bet choices, where the market and the wallet offer them. */
function SingleOptions({ line }: { line: SingleLine }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const { eachWayEnabled } = useBetslipSettings();
  const { slip } = betslipRuntime();
  const { selection } = line;
  return (
    <>
      {eachWayEnabled && selection.placeTerms && (
        <label className={`${SLIP_PART.wide} ${SLIP_PART.muted}`}>
          <input type="checkbox" checked={selection.eachWay} onChange={() => slip.toggleEachWay(selection.outcomeId)} />{' '}
          {eachWayLabel(selection.placeTerms, t)}
          {line.potentialPlaceWin > 0 && ` · ${t('place-returns', { amount: money(line.potentialPlaceWin) })}`}
        </label>
      )}
      {selection.maxFreeMoneyStake > 0 && (
        <label className={`${SLIP_PART.wide} ${SLIP_PART.muted}`}>
          {t('free-bet')}{' '}
          <select
            value={selection.freeBet ? 'freeBetMax' : 'freeBetNull'}
            onChange={(event) =>
              slip.chooseFreeBet(selection.outcomeId, event.target.value === 'freeBetMax' ? 'freeBetMax' : 'freeBetNull')
            }
          >
            <option value="freeBetNull">{t('free-bet-none')}</option>
            <option value="freeBetMax">{t('free-bet-max', { amount: money(selection.maxFreeMoneyStake) })}</option>
          </select>
        </label>
      )}
    </>
  );
}

/** Why the single cannot be placed as it is, and its tax lines where the brand taxes. */
function SingleMessages({ line, id }: { line: SingleLine; id: string }) {
  const errors = useSlip((s) => s.errors).filter((e) => e.ref === line.ref);
  return (
    <div className={SLIP_PART.wide} id={id}>
      {line.limitError && <LimitMessage kind={line.limitError} />}
      <BetMessages errors={errors} />
      <TaxLines
        stake={line.stake - line.freeStake}
        stakeAfterTax={line.stakeAfterTax}
        taxDeduction={line.potentialTaxDeduction}
        testId={`${line.ref}-tax`}
      />
    </div>
  );
}
