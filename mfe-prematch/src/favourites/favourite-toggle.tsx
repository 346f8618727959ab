import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { toggleFavourite, useIsFavourite } from './favourites-store';

const star = css`
  min-width: 36px;
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  color: ${color('textMuted')};
  font-size: 20px;
  cursor: pointer;
  &[data-favourite='true'] {
    color: ${color('accent')};
  }
  &:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: 2px;
  }
`;

/**
 * The star of an event. Its name says what a press does (add or remove) rather than using
 * aria-pressed, which pages and tests reserve for odds buttons.
 */
export function FavouriteToggle({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useTranslation('prematch');
  const favourite = useIsFavourite(eventId);
  return (
    <button
      type="button"
      css={star}
      data-favourite={favourite}
      aria-label={t(favourite ? 'remove-favourite' : 'add-favourite', { event: eventName })}
      onClick={() => toggleFavourite(eventId)}
    >
      <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
    </button>
  );
}
