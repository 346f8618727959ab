import { css } from '@emotion/react';
import { PSEUDO_SPORT } from '@sportsbook/contracts';
import { useTranslation } from '@sportsbook/translation';
import { CouponPage } from '../coupon/coupon-page';
import { HomeHighlights } from './home-highlights';

const subheading = css`
  font-size: 16px;
  margin: 12px 0 8px;
`;

/** /sports/10001: highlights, then the popular events of the featured leagues. */
export function HomepagePage() {
  const { t } = useTranslation('prematch');
  return (
    <CouponPage
      title={t('homepage')}
      listLabel={t('popular-events')}
      scope={{ eventPathIds: String(PSEUDO_SPORT.homepage) }}
      groupBy="sport"
    >
      <h2 css={subheading}>{t('highlights')}</h2>
      <HomeHighlights />
      <h2 css={subheading}>{t('popular-events')}</h2>
    </CouponPage>
  );
}
