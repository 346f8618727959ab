import { css, type SerializedStyles } from '@emotion/react';
import { keptStyle } from '@sportsbook/ui';

/**
 * The coupon's columns depend on the width the shell gives the centre column, not the viewport
 * (a 1280 px desktop with both side columns leaves ~640 px), so the layout uses container queries:
 * a phone-narrow coupon puts the prices under the teams, wider ones add market columns as they fit.
 */
/** The widest coupon that puts the prices under the teams. */
export const NARROW_MAX = 479;
const INFO_MIN = 140;
const MORE_WIDTH = 40;
const GAP = 8;
const ROW_PADDING = 24;
const BUTTON_WIDTH = 64;
const BUTTON_GAP = 4;
/** A column without outcome labels (a sport's main market) is sized for three outcomes. */
const DEFAULT_OUTCOMES = 3;

type Column = { outcomeLabels: readonly unknown[] };

/** Fixed track widths keep every row of a section, and its header, aligned to the same columns. */
export const columnTrack = (outcomes: number): number => {
  const n = outcomes > 0 ? outcomes : DEFAULT_OUTCOMES;
  return n * BUTTON_WIDTH + (n - 1) * BUTTON_GAP;
};

/** The container width from which market column i fits beside the teams (the first always does). */
export function columnThresholds(columns: readonly Column[]): number[] {
  let width = ROW_PADDING + INFO_MIN + MORE_WIDTH + GAP;
  return columns.map((column) => {
    width += columnTrack(column.outcomeLabels.length) + GAP;
    return width;
  });
}

export const couponContainer = css`
  container-type: inline-size;
`;

/**
 * The parts of a coupon grid (a section's header or an event's row). The grid's own style places them
 * by class, so a row is one styled element: each element with a `css` of its own costs emotion two
 * more components per render, and a coupon has hundreds of cells.
 */
export const GRID_PART = { info: 'sb-coupon-info', more: 'sb-coupon-more' } as const;

/** Market column `index` of a coupon grid. */
export const columnClass = (index: number): string => `sb-coupon-column-${index}`;

const gridsByOutcomeCounts = new Map<string, SerializedStyles>();

/** The grid of a section's header and rows, one per set of columns (their outcome counts size it), kept for every row. */
export const couponGrid = (columns: readonly Column[]): SerializedStyles =>
  keptStyle(gridsByOutcomeCounts, columns.map((column) => column.outcomeLabels.length).join(','), () => gridOf(columns));

/**
 * Teams (or the section title) first; on a narrow coupon they share the first line with the "more"
 * link and the first market goes under them. The other markets show once they fit.
 */
function gridOf(columns: readonly Column[]): SerializedStyles {
  const tracks = columns.map((column) => `${columnTrack(column.outcomeLabels.length)}px`);
  const widths = columnThresholds(columns);
  return css`
    display: grid;
    gap: 6px ${GAP}px;
    align-items: center;
    grid-template-columns: minmax(0, 1fr) ${MORE_WIDTH}px;
    @container (min-width: ${NARROW_MAX + 1}px) {
      grid-template-columns: minmax(${INFO_MIN}px, 1fr) ${tracks[0] ?? ''} ${MORE_WIDTH}px;
    }
    ${widths
      .slice(1)
      .map(
        (width, i) => `
    @container (min-width: ${width}px) {
      grid-template-columns: minmax(${INFO_MIN}px, 1fr) ${tracks.slice(0, i + 2).join(' ')} ${MORE_WIDTH}px;
    }
    @container (max-width: ${width - 1}px) {
      & > .${columnClass(i + 1)} {
        display: none !important;
      }
    }`,
      )
      .join('')}
    @container (max-width: ${NARROW_MAX}px) {
      & > .${GRID_PART.info} {
        grid-column: 1;
        grid-row: 1;
      }
      & > .${GRID_PART.more} {
        grid-column: 2;
        grid-row: 1;
      }
      & > .${columnClass(0)} {
        grid-column: 1 / -1;
        grid-row: 2;
      }
    }
  `;
}
