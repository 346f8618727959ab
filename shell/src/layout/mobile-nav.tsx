import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { color, mq, useBusState } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const bar = css`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 20;
  display: flex;
  justify-content: space-around;
  background: ${color('surface')};
  border-top: 1px solid ${color('border')};
  ${mq.desktop} {
    display: none;
  }
  a,
  button {
    flex: 1;
    min-height: 56px;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    background: none;
    border: 0;
    color: ${color('text')};
    font: inherit;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${color('accent')};
  }
`;

const badge = css`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${color('accent')};
  color: ${color('accentText')};
  font-size: 12px;
  font-weight: 700;
`;

/** The mobile footer navigation of spec §2 (the full rule set lands with the shell issue). */
export function MobileNav({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const count = useBusState('betslip/selections')?.outcomeIds.length ?? 0;
  return (
    <nav css={bar} aria-label={t('footer-navigation')}>
      <NavLink to={`/${locale}/live/sport/`}>{t('live')}</NavLink>
      <NavLink to={`/${locale}/sports`}>{t('sports')}</NavLink>
      <button type="button" onClick={() => getBus().publish('betslip/toggle', {})}>
        {t('betslip')}
        {count > 0 && <span css={badge}>{count > 99 ? '99+' : count}</span>}
      </button>
      <NavLink to={`/${locale}/jackpot`}>{t('jackpot')}</NavLink>
    </nav>
  );
}
