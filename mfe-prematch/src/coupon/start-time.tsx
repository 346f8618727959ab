import { css } from '@emotion/react';
import { color, formatStartTime } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';

const time = css`
  font-size: 12px;
  color: ${color('textMuted')};
`;

/** The start time in the player's locale and the browser's time zone (Intl). */
export function StartTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <time css={time} dateTime={iso}>
      {formatStartTime(iso, i18n.language)}
    </time>
  );
}
