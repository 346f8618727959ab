import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import type { SelectionRequest } from '@sportsbook/contracts';
import { formatDecimalOdds } from '@sportsbook/odds';
import { color } from './theme';
import { useBusState } from './use-bus-state';

const style = css`
  min-width: 64px;
  min-height: 44px;
  padding: 4px 8px;
  border-radius: 6px;
  border: 1px solid ${color('border')};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  &[aria-pressed='true'] {
    background: ${color('selected')};
    color: ${color('selectedText')};
    border-color: ${color('selected')};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: 2px;
  }
`;

const label = css`
  font-size: 11px;
  opacity: 0.8;
`;

/**
 * An odds button anywhere on the page: pressing it asks the betslip (over the bus) to add the
 * selection, and it shows "selected" from the betslip's published state. The betslip decides
 * whether a second press removes it, so every page behaves the same.
 */
export function OddsButton({
  selection,
  caption,
  locked = false,
}: {
  selection: SelectionRequest;
  caption?: string;
  locked?: boolean;
}) {
  const selected = useBusState('betslip/selections')?.outcomeIds.includes(selection.outcomeId) ?? false;
  const odds = formatDecimalOdds(selection.decimal);
  return (
    <button
      type="button"
      css={style}
      aria-pressed={selected}
      disabled={locked}
      aria-label={`${selection.outcomeDescription} ${odds}`}
      data-outcome-id={selection.outcomeId}
      onClick={() => getBus().publish('betslip/add-selection', selection)}
    >
      {caption && <span css={label}>{caption}</span>}
      <span>{odds}</span>
    </button>
  );
}
