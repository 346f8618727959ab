import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { color } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@sportsbook/routing';
import { useStore } from 'zustand';
import { currentBrand } from '../brands/current-brand';
import { Icon } from '../content/icon';
import { logoutStore } from '../session/logout';
import { useSettings } from '../settings/settings-store';
import { HoverMenu } from './hover-menu';

const icon = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${color('surfaceRaised')};
  text-decoration: none;
`;

/** Spec §2: the logged-in profile icon with its dropdown; partner integration changes two targets. */
function profileLinks(locale: string, partnerIntegration: boolean) {
  return {
    profile: partnerIntegration ? `/${locale}/user/info/personal-data` : `/${locale}/account`,
    bets: `/${locale}/account/bets`,
    balances: `/${locale}/account/balances`,
    transactions: partnerIntegration ? `/${locale}/user/history/transactions` : `/${locale}/account/transactions`,
  };
}

export function ProfileMenu({ locale, username }: { locale: string; username: string | null }) {
  const { t } = useTranslation('shell');
  const logoutEnabled = useSettings((s) => s?.display_logout_button ?? false);
  const loggingOut = useStore(logoutStore, (s) => s.loggingOut);
  const links = profileLinks(locale, currentBrand.partnerIntegration);
  return (
    <HoverMenu
      label={t('account-menu')}
      trigger={
        <Link to={`/${locale}/account`} css={icon} aria-label={t('my-account-of', { name: username ?? '' })}>
          <Icon type="ui" name="user" glyph="👤" />
        </Link>
      }
    >
      <li>
        <Link to={links.profile}>{t('my-profile')}</Link>
      </li>
      <li>
        <Link to={links.bets}>{t('my-bets')}</Link>
      </li>
      <li>
        <Link to={links.balances}>{t('balances')}</Link>
      </li>
      <li>
        <Link to={links.transactions}>{t('transactions')}</Link>
      </li>
      <li>
        <button
          type="button"
          disabled={!logoutEnabled || loggingOut}
          onClick={() => getBus().publish('session/logout', { reason: 'user' })}
        >
          {t('logout')}
        </button>
      </li>
    </HoverMenu>
  );
}
