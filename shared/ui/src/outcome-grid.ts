import { css } from '@emotion/react';
import { mq } from './theme';

// A module of its own: the kit has no side effects, so an app that never shows a grid of odds never carries it.
/** The grid a market's odds buttons sit in when there are many: two a row on a phone, three on a desktop. */
export const outcomeGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 6px;
  ${mq.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
