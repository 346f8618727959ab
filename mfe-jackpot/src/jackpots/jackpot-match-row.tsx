import { css } from '@emotion/react';
import { color, formatStartTime } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { jackpotSlip } from '../slip/jackpot-slip-store';
import type { JackpotMatch } from './jackpot-matches-model';
import { muted } from './styles';

const row = css`
  display: grid;
  grid-template-columns: 28px 1fr auto;
  align-items: center;
  gap: 8px;
  padding: 10px 0;
  border-bottom: 1px solid ${color('border')};
`;

const ordinalBadge = css`
  font-weight: 700;
  color: ${color('textMuted')};
  text-align: center;
`;

const picks = css`
  display: flex;
  gap: 6px;
`;

const pickButton = css`
  min-width: 44px;
  min-height: 44px;
  border-radius: 6px;
  border: 1px solid ${color('border')};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${color('selected')};
    color: ${color('selectedText')};
    border-color: ${color('selected')};
  }
  &:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: 2px;
  }
`;

export function JackpotMatchRow({
  jackpotId,
  match,
  pickedOutcomeIds,
}: {
  jackpotId: number;
  match: JackpotMatch;
  pickedOutcomeIds: ReadonlySet<number>;
}) {
  const { t, i18n } = useTranslation('jackpot');
  const { event, ordinal } = match;
  return (
    <li css={row} data-ordinal={ordinal}>
      <span css={ordinalBadge}>{ordinal}</span>
      <div>
        <div>{event?.description ?? '—'}</div>
        {event && <small css={muted}>{formatStartTime(event.startTime, i18n.language)}</small>}
      </div>
      {match.options.length === 0 ? (
        <small css={muted}>{t('no-market')}</small>
      ) : (
        <div css={picks}>
          {match.options.map((option) => (
            <button
              key={option.outcomeId}
              type="button"
              css={pickButton}
              aria-pressed={pickedOutcomeIds.has(option.outcomeId)}
              aria-label={t('pick-label', { ordinal, event: event?.description, outcome: option.description })}
              onClick={() => jackpotSlip().toggle(jackpotId, { ordinal, outcomeId: option.outcomeId })}
            >
              {t(`outcomes.${option.side}`)}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
