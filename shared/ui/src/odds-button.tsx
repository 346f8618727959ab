import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import type { SelectionRequest } from '@sportsbook/contracts';
import { formatOdds } from '@sportsbook/odds';
import { useEffect, useRef, useState } from 'react';
import { ODDS_BOX_STYLES, ODDS_CAPTION_STYLES, ODDS_PRICE_STYLES } from './first-paint-styles';
import { color } from './theme';
import { useBusSelection, useBusState } from './use-bus-state';

/** How long a moved price stays highlighted: long enough to notice, short enough not to go stale. */
export const PRICE_FLASH_MS = 1500;

export type PriceChange = 'up' | 'down';

/** The button's parts, styled through the button's own style. */
const PART = { caption: 'sb-odds-caption', price: 'sb-odds-price', lock: 'sb-odds-lock', arrow: 'sb-odds-arrow' } as const;

/**
 * A moved price is tinted while it is new, without an animation: a fade ticks the page's style every
 * frame for each moving button, which at full feed load on a phone's CPU cost about a tenth of the
 * main thread. The tint comes and goes in one style change each.
 *
 * The caption, lock and arrow are styled from here, so a button is one styled element: each element
 * with its own `css` renders two more components for emotion, and a coupon shows hundreds of buttons.
 */
const style = css`
  ${css(ODDS_BOX_STYLES)}
  cursor: pointer;
  &[data-price-change='up'] {
    border-color: ${color('up')};
    background: ${color('upTint')};
  }
  &[data-price-change='down'] {
    border-color: ${color('down')};
    background: ${color('downTint')};
  }
  /* After the tint: a picked price keeps the slip's colours, and its arrow still shows the move. */
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
  & .${PART.caption} {
    ${css(ODDS_CAPTION_STYLES)}
  }
  & .${PART.price} {
    ${css(ODDS_PRICE_STYLES)}
  }
  & .${PART.lock} {
    margin-right: 4px;
    vertical-align: -1px;
  }
  & .${PART.arrow} {
    font-size: 9px;
    margin-left: 3px;
  }
  &[data-price-change='up'] .${PART.arrow} {
    color: ${color('up')};
  }
  &[data-price-change='down'] .${PART.arrow} {
    color: ${color('down')};
  }
`;

/** Which way the price last moved while this button was on screen, for PRICE_FLASH_MS. */
function usePriceChange(decimal: number): PriceChange | null {
  const previous = useRef(decimal);
  const [change, setChange] = useState<PriceChange | null>(null);
  useEffect(() => {
    if (decimal === previous.current) return;
    setChange(decimal > previous.current ? 'up' : 'down');
    previous.current = decimal;
    const timer = setTimeout(() => setChange(null), PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [decimal]);
  return change;
}

/**
 * What an odds button is called: its visible text first (the caption, then the price), so a
 * player using voice control can say what they see (WCAG 2.5.3), then what the caption leaves
 * out (the outcome's full name) and, for a locked outcome, that it is suspended.
 */
export function oddsButtonName(visible: { caption?: string; odds: string }, description: string, lockedLabel?: string): string {
  const shown = [visible.caption, visible.odds].filter(Boolean).join(' ');
  return [shown, visible.caption === description ? undefined : description, lockedLabel].filter(Boolean).join(', ');
}

/**
 * An odds button anywhere on the page: pressing it asks the betslip (over the bus) to add the
 * selection, and it shows "selected" from the betslip's published state. The betslip decides
 * whether a second press removes it, so every page behaves the same. The price is shown in the
 * player's odds format (the `odds-format` topic), so a format change re-renders every price.
 */
export function OddsButton({
  selection,
  caption,
  locked = false,
  lockedLabel,
  negativeOdds = true,
  pick,
}: {
  selection: SelectionRequest;
  caption?: string;
  /** A suspended outcome: shown, but it cannot be added. */
  locked?: boolean;
  /** Translated word read out for a locked outcome, e.g. "Suspended". */
  lockedLabel?: string;
  /** The brand's negative-odds setting (spec §6 feature toggles). */
  negativeOdds?: boolean;
  /** A pick of something other than the slip (a bet builder's leg): its own pressed state and press. */
  pick?: { pressed: boolean; onPress: () => void };
}) {
  const inSlip = useBusSelection('betslip/selections', (slip) => slip?.outcomeIds.includes(selection.outcomeId) ?? false);
  const selected = pick ? pick.pressed : inSlip;
  const format = useBusState('odds-format')?.format ?? 'euro';
  const odds = formatOdds(selection.decimal, format, { negativeOdds });
  const change = usePriceChange(selection.decimal);
  const name = oddsButtonName({ caption, odds }, selection.outcomeDescription, locked ? lockedLabel : undefined);
  return (
    <button
      type="button"
      css={style}
      aria-pressed={selected}
      disabled={locked}
      aria-label={name}
      data-outcome-id={selection.outcomeId}
      data-price-change={change ?? undefined}
      onClick={() => (pick ? pick.onPress() : getBus().publish('betslip/add-selection', selection))}
    >
      {caption && <span className={PART.caption}>{caption}</span>}
      {/* Keeps the caption and the price two words in the button's text, as in its name. */}
      {caption && ' '}
      <span className={PART.price}>
        {locked && (
          <svg className={PART.lock} aria-hidden="true" width="10" height="12" viewBox="0 0 10 12" fill="currentColor">
            <path d="M2 5V3.5a3 3 0 0 1 6 0V5h1v7H1V5h1zm1.5 0h3V3.5a1.5 1.5 0 0 0-3 0V5z" />
          </svg>
        )}
        {odds}
        {change && (
          <span className={PART.arrow} aria-hidden="true">
            {change === 'up' ? '▲' : '▼'}
          </span>
        )}
      </span>
    </button>
  );
}
