import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { buttonStyle, color, mq, useBusState } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { currentBrand } from '../brands/current-brand';
import { RemoteModule } from '../federation/remote-module';
import { useSettings } from '../settings/settings-store';
import { BalancePill } from './balance-pill';
import { setFrame, useFrame } from './frame-store';
import { LanguageDropdown } from './language-dropdown';
import { MainNavigation } from './main-navigation';
import { ProfileMenu } from './profile-menu';
import { useIsDesktop } from './use-is-desktop';

const header = css`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${color('surface')};
  border-bottom: 1px solid ${color('border')};
`;

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 8px 12px;
`;

const logo = css`
  font-weight: 800;
  font-size: 18px;
  text-decoration: none;
  color: ${color('accent')};
  white-space: nowrap;
  img {
    display: block;
    max-height: 36px;
    width: auto;
  }
`;

const mobileOnly = css`
  ${mq.desktop} {
    display: none;
  }
`;

const desktopOnly = css`
  display: none;
  ${mq.desktop} {
    display: flex;
  }
`;

const search = css`
  flex: 1;
  max-width: 360px;
  ${mq.mobile} {
    display: none;
  }
`;

const actions = css`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** Second row on desktop, but right after the logo in tab order. */
const subNav = css`
  order: 10;
  flex-basis: 100%;
`;

const joinStyle = css`
  ${buttonStyle};
  display: inline-flex;
  align-items: center;
  text-decoration: none;
  background: ${color('accent')};
  color: ${color('accentText')};
`;

/** Spec §2 Header: logo, hamburger, search, language, Login/Join or the logged-in controls, sub-navigation. */
export function Header({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const loggedIn = useBusState('session')?.loggedIn ?? false;
  const username = useBusState('session')?.username ?? null;
  const loginOpen = useFrame((s) => s.loginOpen);
  const desktop = useIsDesktop();
  const sideMenuOpen = useFrame((s) => s.sideMenuOpen);
  const logoImage = useSettings((s) => s?.branding?.main_logo);
  const showJoin = useSettings((s) => s?.enable_registration_button ?? true) && currentBrand.registrationUrl !== null;
  return (
    <header css={header}>
      <div css={bar}>
        <NavLink to={`/${locale}/`} css={logo} end aria-label={currentBrand.name}>
          {logoImage ? (
            <img src={logoImage.logo_url} width={logoImage.width} height={logoImage.height} alt="" />
          ) : (
            currentBrand.name
          )}
        </NavLink>
        {currentBrand.hamburgerMenu && (
          <button
            type="button"
            css={[buttonStyle, mobileOnly]}
            aria-label={t('menu')}
            aria-expanded={sideMenuOpen}
            onClick={() => setFrame({ sideMenuOpen: !sideMenuOpen })}
          >
            ☰
          </button>
        )}
        <div css={[desktopOnly, subNav]}>
          <MainNavigation locale={locale} />
        </div>
        {desktop && (
          <div css={search}>
            <RemoteModule id="mfe_prematch/EventSearch" props={{}} />
          </div>
        )}
        <div css={actions}>
          <LanguageDropdown locale={locale} />
          {loggedIn ? (
            <>
              {currentBrand.autoExclusionUrl && currentBrand.partnerIntegration && (
                <Link to={`/${locale}${currentBrand.autoExclusionUrl}`} css={[buttonStyle, desktopOnly]}>
                  {t('auto-exclusion')}
                </Link>
              )}
              <BalancePill locale={locale} />
              <div css={desktopOnly}>
                <ProfileMenu locale={locale} username={username} />
              </div>
            </>
          ) : (
            <>
              <button
                type="button"
                css={buttonStyle}
                aria-expanded={loginOpen}
                onClick={() => setFrame({ loginOpen: !loginOpen })}
              >
                {loginOpen ? t('close') : t('login')}
              </button>
              {showJoin && (
                <Link to={`/${locale}${currentBrand.registrationUrl ?? ''}`} css={joinStyle}>
                  {t('join')}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
}

/** `login/requested` from any remote opens the dialog. */
export const listenForLoginRequests = () => getBus().on('login/requested', () => setFrame({ loginOpen: true }));
