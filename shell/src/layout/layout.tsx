import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { isSupportedLocale, mq } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { RemoteModule } from '../federation/remote-module';
import { redirectForUnknownLocale } from '../locale';
import { BetslipOverlay } from './betslip-overlay';
import { Footer } from './footer';
import { Header } from './header';
import { MobileNav } from './mobile-nav';

const page = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const body = css`
  flex: 1;
  width: 100%;
  max-width: 1700px;
  margin: 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding: 0 12px 80px;
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1fr) 380px;
    padding-bottom: 24px;
  }
  ${mq.extraWide} {
    grid-template-columns: minmax(0, 1fr) 420px;
  }
`;

const rightColumn = css`
  display: none;
  ${mq.desktop} {
    display: block;
    padding-top: 16px;
  }
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
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    getBus().setState('locale', { locale });
  }, [i18n, locale]);
}

export function Layout() {
  const { locale } = useParams();
  const { pathname, search } = useLocation();
  const { t } = useTranslation('shell');
  const [loginOpen, setLoginOpen] = useState(false);
  const valid = isSupportedLocale(locale);
  useLocaleSync(valid ? locale : 'en');

  if (!valid) {
    const target = redirectForUnknownLocale(pathname);
    return target ? <Navigate to={`${target}${search}`} replace /> : <Outlet />;
  }
  return (
    <div css={page}>
      <a href="#main" css={skipLink}>
        {t('skip-to-content')}
      </a>
      <Header locale={locale} loginOpen={loginOpen} onToggleLogin={() => setLoginOpen((open) => !open)} />
      <div css={body}>
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <aside css={rightColumn} aria-label={t('betslip')} data-testid="right-column">
          <RemoteModule id="mfe_betslip/BetslipPanel" props={{}} />
        </aside>
      </div>
      <Footer />
      <MobileNav locale={locale} />
      <BetslipOverlay />
      {loginOpen && <RemoteModule id="mfe_account/LoginDialog" props={{ open: loginOpen, onClose: () => setLoginOpen(false) }} />}
    </div>
  );
}
