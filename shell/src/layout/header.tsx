import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import {
  Button,
  color,
  HEADER_ROW_PX,
  HEADER_SECOND_ROW_PX,
  LOGO_MAX,
  mq,
  useServerData,
  useBusState,
  useIsDesktop,
} from '@sportsbook/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { NavLink } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { fetchExternalHeader, type PreparedExternalHeader } from '../content/external-header';
import { Icon } from '../content/icon';
import { ResizedImage } from '../content/resized-image';
import { RemoteModule } from '../federation/remote-module';
import { useSettings } from '../settings/settings-store';
import { ExternalHeader } from './external-header';
import { setFrame, useFrame } from './frame-store';
import { desktopOnly, mobileOnly } from './visibility';
import { JoinLink } from './join-link';
import { LanguageDropdown } from './language-dropdown';
import { MainNavigation } from './main-navigation';

const header = css`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${color('surface')};
  border-bottom: 1px solid ${color('border')};
`;

/**
 * Every row has a fixed height, whatever arrives later (the logo from settings, the session's
 * controls, the search remote), so the page below never moves (layout shift). On mobile
 * the header is one row: the logo gives way to the controls, and what has no room
 * (language, Join, search, the account menu) is in the side menu.
 */
const ROW = HEADER_ROW_PX;
const SECOND_ROW = HEADER_SECOND_ROW_PX;
/** The sticky desktop header's height (two rows and the border): what stays in view starts below it. */
export const DESKTOP_HEADER_HEIGHT = ROW + SECOND_ROW + 1;

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 12px;
  padding: 0 12px;
  ${mq.mobile} {
    flex-wrap: nowrap;
    column-gap: 8px;
    /* With the border, the whole header is one 56 px row. */
    height: ${ROW - 1}px;
  }
`;

/** The logo box is the size of the brand's logo (at most 160×40) before and after it loads. */
const logo = css`
  display: flex;
  align-items: center;
  width: ${LOGO_MAX.width}px;
  height: ${ROW}px;
  overflow: hidden;
  font-weight: 800;
  font-size: 18px;
  text-decoration: none;
  color: ${color('accent')};
  white-space: nowrap;
  text-overflow: ellipsis;
  img {
    display: block;
    max-width: ${LOGO_MAX.width}px;
    max-height: ${LOGO_MAX.height}px;
    width: auto;
    height: auto;
  }
  ${mq.mobile} {
    flex: 0 1 auto;
    min-width: 0;
    width: auto;
    max-width: ${LOGO_MAX.mobileWidth}px;
    img {
      max-width: 100%;
    }
  }
`;

/** Holds the external header's place while it loads (it is at least one row high). */
const externalPending = css`
  height: ${ROW}px;
`;

const hamburger = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
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
  justify-content: flex-end;
  gap: 8px;
  height: ${ROW}px;
  ${mq.mobile} {
    flex: none;
  }
`;

/** Second row on desktop, but right after the logo in tab order. */
const subNav = css`
  order: 10;
  flex-basis: 100%;
  height: ${SECOND_ROW}px;
  align-items: center;
`;

/** The brand's externally hosted header on desktop (spec §2): loading, shown, or not used (off or failed). */
type ExternalHeaderState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; header: PreparedExternalHeader };

function useExternalHeader(path: string | null): ExternalHeaderState {
  const loaded = useServerData<PreparedExternalHeader | null>(['external-header', path], (signal) =>
    path ? fetchExternalHeader(path, signal) : Promise.resolve(null),
  );
  if (!path) return { kind: 'none' };
  if (loaded.status === 'loading') return { kind: 'loading' };
  if (loaded.status === 'ready' && loaded.data) return { kind: 'ready', header: loaded.data };
  // Whatever went wrong, the native header takes over: the player always has one.
  if (loaded.status === 'error') console.error('[shell] the external header failed; showing the native one', loaded.error);
  return { kind: 'none' };
}

/** The operator's header and the account controls share one row: the operator's markup cannot offer them. */
const operatorRow = css`
  display: flex;
  align-items: center;
  min-height: ${ROW}px;
  & > :first-of-type {
    flex: 1;
    min-width: 0;
  }
  & > :last-of-type {
    padding: 0 12px;
  }
`;

/** Language and Login/Join, or the logged-in controls. */
function HeaderActions({ locale }: { locale: string }) {
  return (
    <div css={actions}>
      <div css={currentBrand.hamburgerMenu ? desktopOnly : undefined}>
        <LanguageDropdown locale={locale} />
      </div>
      <AccountActions locale={locale} />
    </div>
  );
}

/**
 * Spec §2 Header: logo, hamburger, search, language, Login/Join or the logged-in controls, sub-navigation.
 * An external header on desktop replaces the native one (it used to stack over it), with
 * only the account controls beside it in the same row; its own links are the navigation.
 */
export function Header({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const desktop = useIsDesktop();
  const sideMenuOpen = useFrame((s) => s.sideMenuOpen);
  const external = useExternalHeader(desktop ? currentBrand.externalHeaderPath : null);
  if (external.kind !== 'none') {
    return (
      <header css={header}>
        <div css={operatorRow}>
          {external.kind === 'ready' ? <ExternalHeader header={external.header} /> : <div css={externalPending} />}
          <HeaderActions locale={locale} />
        </div>
      </header>
    );
  }
  return (
    <header css={header}>
      <div css={bar}>
        <BrandLogo locale={locale} />
        <div css={[desktopOnly, subNav]}>
          <MainNavigation locale={locale} />
        </div>
        {desktop && (
          <div css={search}>
            <RemoteModule id="mfe_prematch/EventSearch" props={{}} />
          </div>
        )}
        <HeaderActions locale={locale} />
        {currentBrand.hamburgerMenu && (
          <Button
            css={[hamburger, mobileOnly]}
            aria-label={t('menu')}
            aria-expanded={sideMenuOpen}
            onClick={() => setFrame({ sideMenuOpen: !sideMenuOpen })}
          >
            <Icon type="ui" name="menu" glyph="☰" />
          </Button>
        )}
      </div>
    </header>
  );
}

function BrandLogo({ locale }: { locale: string }) {
  const logoImage = useSettings((s) => s?.branding?.main_logo);
  return (
    <NavLink to={`/${locale}/`} css={logo} end aria-label={currentBrand.name}>
      {logoImage ? (
        <ResizedImage path={logoImage.logo_url} width={logoImage.width} height={logoImage.height} />
      ) : (
        currentBrand.name
      )}
    </NavLink>
  );
}

/** The balance and the profile menu come with the session: a visitor's first paint does without their code. */
const PlayerControls = lazy(() => import('./player-controls').then((module) => ({ default: module.PlayerControls })));

/** Login and Join for a guest; the balance and the profile menu for a player. */
function AccountActions({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const loggedIn = useBusState('session')?.loggedIn ?? false;
  const loginOpen = useFrame((s) => s.loginOpen);
  if (loggedIn)
    return (
      <Suspense fallback={null}>
        <PlayerControls locale={locale} />
      </Suspense>
    );
  return (
    <>
      <Button
        aria-expanded={loginOpen}
        // Opened through the bus like every remote's request, so the remotes can ready what a login brings.
        onClick={() =>
          loginOpen ? setFrame({ loginOpen: false, loginReturnTo: null }) : getBus().publish('login/requested', {})
        }
      >
        {loginOpen ? t('close') : t('login')}
      </Button>
      <JoinLink locale={locale} style={currentBrand.hamburgerMenu && desktopOnly} />
    </>
  );
}

/** `login/requested` from any remote opens the dialog, which takes the player where the request says after the login. */
export const listenForLoginRequests = () =>
  getBus().on('login/requested', ({ returnTo }) => setFrame({ loginOpen: true, loginReturnTo: returnTo ?? null }));
