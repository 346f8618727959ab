import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { FRAME_BODY_STYLES, LoadingState, mq, useBusState, useIsDesktop } from '@sportsbook/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from '@sportsbook/routing';
import { currentBrand, embedParentOrigin } from '../brands/current-brand';
import { embeddedBetslip, type Embedding } from '../embedded/embedding';
import { useParentBridge } from '../embedded/use-parent-bridge';
import { RemoteModule } from '../federation/remote-module';
import { isOfferedLocale, redirectForUnknownLocale } from '../locale';
import { usePageAttributes } from '../pages/use-page-attributes';
import { ApiOutageNotice, useApiRecoveries } from '../status/api-outage';
import { ToastArea } from '../toasts/toast-area';
import { BetslipOverlay, closeBetslip } from './betslip-overlay';
import { Footer } from './footer';
import { setFrame, useFrame } from './frame-store';
import { Header } from './header';
import { MobileNav } from './mobile-nav';
import { SlipBar } from './slip-bar';
import { CentreColumnBottom, RightColumn } from './right-column';

const closeLogin = () => setFrame({ loginOpen: false, loginReturnTo: null });

/** The side menu is asked for when a player opens it: the first paint does not need it. */
const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

/** Back to top has nothing to do before the player scrolls: its code comes with the first scroll. */
const BackToTop = lazy(() => import('./back-to-top').then((module) => ({ default: module.BackToTop })));

function BackToTopOnceScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  if (!scrolled) return null;
  return (
    <Suspense fallback={null}>
      <BackToTop />
    </Suspense>
  );
}

function SideMenuWhenOpen({ locale }: { locale: string }) {
  const open = useFrame((s) => s.sideMenuOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu locale={locale} />
    </Suspense>
  );
}

function LoginDialogWhenOpen() {
  const open = useFrame((s) => s.loginOpen);
  const returnTo = useFrame((s) => s.loginReturnTo) ?? undefined;
  if (!open) return null;
  return (
    <RemoteModule id="mfe_account/LoginDialog" props={{ open, onClose: closeLogin, returnTo }} dialog={{ onClose: closeLogin }} />
  );
}

/** The account's services serve a player (login data, wallet, terms, reality check): a visitor's page does without them. */
function AccountServicesForPlayers() {
  const player = useBusState('session')?.loggedIn === true;
  const restoring = useFrame((s) => s.restoringSession);
  if (!player && !restoring) return null;
  return <RemoteModule id="mfe_account/AccountServices" props={{}} />;
}

const page = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const body = css(FRAME_BODY_STYLES);

const leftMenu = css`
  display: none;
  ${mq.desktop} {
    display: block;
    padding-top: 16px;
  }
`;

/** Keeps the footer below the first screen until the page's content has arrived (layout shift). */
const mainColumn = css`
  min-width: 0;
  min-height: 100vh;
`;

/** Embedded, the page is as tall as its content: the parent sizes the frame to it (useParentBridge). */
const contentTall = css`
  min-height: 0;
`;

const skipLink = css`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 100;
    background: var(--sb-surface);
    padding: 8px;
  }
`;

/** Keeps i18next and the bus's locale topic in step with the locale in the URL. */
function useLocaleSync(locale: string) {
  const { i18n } = useTranslation('shell');
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    getBus().setState('locale', { locale });
  }, [i18n, locale]);
}

/** Menus and the betslip overlay belong to the page they were opened on (a locked slip stays, see closeBetslip). */
function useCloseOverlaysOnNavigation(pathname: string) {
  useEffect(() => {
    setFrame({ sideMenuOpen: false });
    closeBetslip();
  }, [pathname]);
}

/** Makes the in-app navigations asked for before or outside React (the maintenance redirect). */
function useRequestedRedirects() {
  const navigate = useNavigate();
  const redirectTo = useFrame((s) => s.redirectTo);
  useEffect(() => {
    if (!redirectTo) return;
    setFrame({ redirectTo: null });
    void navigate(redirectTo, { replace: true });
  }, [navigate, redirectTo]);
}

export function Layout({ embedding }: { embedding: Embedding }) {
  const { locale } = useParams();
  const { pathname, search } = useLocation();
  const { t } = useTranslation('shell');
  const restoringSession = useFrame((s) => s.restoringSession);
  const desktop = useIsDesktop();
  const valid = isOfferedLocale(locale);
  const { embedded } = embedding;
  const slip = embeddedBetslip(embedding);
  useLocaleSync(valid ? locale : 'en');
  useCloseOverlaysOnNavigation(pathname);
  useRequestedRedirects();
  useParentBridge(embedded, embedParentOrigin(currentBrand), slip.forwardSelections);
  usePageAttributes(pathname);
  // The page's content mounts afresh when the API comes back, so every box loads its data again.
  const recoveries = useApiRecoveries();

  if (!valid) {
    const target = redirectForUnknownLocale(pathname);
    return target ? <Navigate to={`${target}${search}`} replace /> : <Outlet />;
  }
  return (
    <div css={[page, embedded && contentTall]}>
      <a href="#main" css={skipLink}>
        {t('skip-to-content')}
      </a>
      <ApiOutageNotice />
      {!embedded && <Header locale={locale} />}
      <div css={body}>
        {desktop && (
          <aside css={leftMenu} aria-label={t('sports-menu')}>
            <RemoteModule id="mfe_prematch/SportsMenu" props={{ variant: 'desktop' }} />
          </aside>
        )}
        <main id="main" tabIndex={-1} css={[mainColumn, embedded && contentTall]} key={recoveries}>
          {restoringSession ? <LoadingState label={t('loading')} /> : <Outlet />}
          <CentreColumnBottom locale={locale} />
        </main>
        {desktop && <RightColumn locale={locale} slipInPage={slip.slipInPage} />}
      </div>
      {!embedded && <Footer locale={locale} />}
      <MobileNav locale={locale} slipInPage={slip.slipInPage} compact={slip.compactFooter} />
      <SideMenuWhenOpen locale={locale} />
      {slip.slipInPage && <BetslipOverlay />}
      {slip.slipInPage && !desktop && !embedded && <SlipBar locale={locale} />}
      <BackToTopOnceScrolled />
      <ToastArea />
      <AccountServicesForPlayers />
      <LoginDialogWhenOpen />
    </div>
  );
}
