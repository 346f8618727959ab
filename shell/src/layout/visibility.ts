import { css } from '@emotion/react';
import { mq } from '@sportsbook/ui';

/** Parts of the frame that one layout of spec §2 has and the other has not. */
export const mobileOnly = css`
  ${mq.desktop} {
    display: none;
  }
`;

export const desktopOnly = css`
  display: none;
  ${mq.desktop} {
    display: flex;
  }
`;
