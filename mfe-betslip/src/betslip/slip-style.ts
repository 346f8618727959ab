import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';

/** The slip's parts, styled through the slip's own style (see `slipStyle`). */
export const SLIP_PART = {
  title: 'sb-slip-title',
  lockReason: 'sb-slip-lock-reason',
  /** Groups the slip's controls so a lock disables them all at once, without a visible frame. */
  controls: 'sb-slip-controls',
  warning: 'sb-slip-warning',
  up: 'sb-slip-up',
  down: 'sb-slip-down',
  list: 'sb-slip-list',
  /** A single's or a bet builder's row: name, price and remove on top, stake below. */
  row: 'sb-slip-row',
  /** A multiple's or a system's row: name and stake side by side. */
  stakedRow: 'sb-slip-staked-row',
  muted: 'sb-slip-muted',
  wide: 'sb-slip-wide',
  stake: 'sb-slip-stake',
  flush: 'sb-slip-flush',
  note: 'sb-slip-note',
  legs: 'sb-slip-legs',
  reason: 'sb-slip-reason',
  summary: 'sb-slip-summary',
  status: 'sb-slip-status',
  changed: 'sb-slip-changed',
  fullWidth: 'sb-slip-full-width',
  actions: 'sb-slip-actions',
  chips: 'sb-slip-chips',
  options: 'sb-slip-options',
  /** Why a bet cannot be placed as it is. */
  message: 'sb-slip-message',
} as const;

/**
 * The whole slip's look as one style on its panel, its parts picked out by class. Each element with a
 * `css` of its own renders two more components for emotion, and object styles are serialized again at
 * every render: the first selection mounted 28 such elements in the press that added it, and every
 * stake typed re-rendered them (add to slip ≤ 50 ms at 4× CPU). The style is inserted with
 * the empty slip, so a press inserts none.
 */
export const slipStyle = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 12px;
  & .${SLIP_PART.title} {
    font-size: 16px;
    margin: 0 0 8px;
  }
  & .${SLIP_PART.controls} {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  & .${SLIP_PART.lockReason} {
    margin: 0 0 8px;
    font-weight: 600;
  }
  & .${SLIP_PART.list} {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & .${SLIP_PART.row}, & .${SLIP_PART.stakedRow} {
    display: grid;
    gap: 4px 8px;
    align-items: center;
    padding: 8px 0;
    border-bottom: 1px solid ${color('border')};
  }
  & .${SLIP_PART.row} {
    grid-template-columns: minmax(0, 1fr) auto auto;
  }
  & .${SLIP_PART.stakedRow} {
    grid-template-columns: minmax(0, 1fr) minmax(90px, 130px);
  }
  & .${SLIP_PART.wide} {
    grid-column: 1 / -1;
  }
  & .${SLIP_PART.stake} {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(90px, 130px);
    gap: 8px;
    align-items: center;
  }
  & .${SLIP_PART.legs} {
    grid-column: 1 / -1;
    margin: 0;
    padding-left: 18px;
    font-size: 13px;
  }
  & .${SLIP_PART.muted}, & .${SLIP_PART.status} {
    font-size: 12px;
    color: ${color('textMuted')};
  }
  & .${SLIP_PART.flush} {
    margin: 0;
  }
  & .${SLIP_PART.note} {
    margin: 2px 0 0;
  }
  & .${SLIP_PART.warning} {
    color: ${color('danger')};
  }
  & .${SLIP_PART.up} {
    color: ${color('up')};
  }
  & .${SLIP_PART.down} {
    color: ${color('down')};
  }
  & .${SLIP_PART.reason} {
    font-size: 13px;
    color: ${color('textMuted')};
  }
  & .${SLIP_PART.summary} {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px;
    margin: 8px 0;
  }
  & .${SLIP_PART.status} {
    margin: 0;
    min-height: 1.4em;
  }
  & .${SLIP_PART.changed} {
    margin: 8px 0;
  }
  & .${SLIP_PART.changed} > p {
    margin: 0 0 4px;
  }
  & .${SLIP_PART.fullWidth} {
    width: 100%;
    margin-top: 8px;
  }
  & .${SLIP_PART.actions} {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    margin-top: 8px;
  }
  & .${SLIP_PART.chips} {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 6px;
    margin: 8px 0;
  }
  & .${SLIP_PART.chips} > button {
    padding: 6px 4px;
    font-size: 13px;
  }
  & .${SLIP_PART.message} {
    margin: 4px 0 0;
    font-size: 13px;
    color: ${color('danger')};
  }
  & .${SLIP_PART.options} {
    display: grid;
    gap: 6px;
    margin-top: 8px;
    font-size: 13px;
    color: ${color('textMuted')};
  }
`;
