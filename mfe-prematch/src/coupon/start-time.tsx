import { css } from '@emotion/react';
import { color, formatStartTime } from '@sportsbook/ui';

const time = css`
  font-size: 12px;
  color: ${color('textMuted')};
`;

/** The start time in the player's locale and the browser's time zone (Intl); the row above knows the locale. */
export function StartTime({ iso, locale }: { iso: string; locale: string }) {
  return (
    <time css={time} dateTime={iso}>
      {formatStartTime(iso, locale)}
    </time>
  );
}
