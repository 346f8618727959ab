import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link } from '@sportsbook/routing';
import { useStore } from 'zustand';
import { currentBrand } from '../brands/current-brand';
import { Icon } from '../content/icon';
import { logoutStore } from '../session/logout';
import { useSettings } from '../settings/settings-store';
import { accountLinks } from './account-links';
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

/** Spec §2: the logged-in profile icon with its dropdown. */
export function ProfileMenu({ locale, username }: { locale: string; username: string | null }) {
  const { t } = useTranslation('shell');
  return (
    <HoverMenu
      label={t('account-menu')}
      trigger={
        <Link to={`/${locale}/account`} css={icon} aria-label={t('my-account-of', { name: username ?? '' })}>
          <Icon type="ui" name="user" glyph="👤" />
        </Link>
      }
    >
      {accountLinks(locale, currentBrand).map((link) => (
        <li key={link.key}>
          <Link to={link.to}>{t(link.key)}</Link>
        </li>
      ))}
      <li>
        <LogoutButton />
      </li>
    </HoverMenu>
  );
}

/** Logout, offered only when the operator's display_logout_button setting is on (spec §2). */
export function LogoutButton() {
  const { t } = useTranslation('shell');
  const logoutEnabled = useSettings((s) => s?.display_logout_button ?? false);
  const loggingOut = useStore(logoutStore, (s) => s.loggingOut);
  return (
    <button
      type="button"
      disabled={!logoutEnabled || loggingOut}
      onClick={() => getBus().publish('session/logout', { reason: 'user' })}
    >
      {t('logout')}
    </button>
  );
}
