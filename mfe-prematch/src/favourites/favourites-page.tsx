import { css } from '@emotion/react';
import { PSEUDO_SPORT } from '@sportsbook/contracts';
import { Button, EmptyState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { CouponPage } from '../coupon/coupon-page';
import { favouritesStore, useFavouriteIds } from './favourites-store';

const heading = css`
  font-size: 20px;
  margin: 16px 0 4px;
`;

/** /sports/10000: the player's favourite events, kept in this browser. */
export function FavouritesPage() {
  const { t } = useTranslation('prematch');
  const ids = useFavouriteIds();
  if (ids.length === 0) {
    return (
      <section aria-label={t('favourites')}>
        <h1 css={heading}>{t('favourites')}</h1>
        <EmptyState>{t('no-favourites')}</EmptyState>
      </section>
    );
  }
  return (
    <CouponPage
      title={t('favourites')}
      listLabel={t('favourites')}
      scope={{ eventPathIds: String(PSEUDO_SPORT.favourites), ids: ids.join(',') }}
      groupBy="sport"
    >
      <Button onClick={() => favouritesStore.getState().clear()}>{t('clear-favourites')}</Button>
    </CouponPage>
  );
}
