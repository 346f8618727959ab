import { css } from '@emotion/react';
import { color, mq, useBusState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Navigate, NavLink, Route, Routes, useMatch, useParams } from '@sportsbook/routing';
import { BalancesPage } from '../wallet/balances-page';
import { BetsPage } from './bets-page';
import { CashierPage } from '../cashier/cashier-page';
import { PreferencesPage } from '../preferences/preferences-page';
import { ProfilePage } from '../profile/profile-page';
import { RegistrationPage } from '../registration/registration-page';
import { SaferPlayPage } from '../safer-play/safer-play-page';
import { TransactionsPage } from '../transactions/transactions-page';
import { LoginRequired } from './login-required';

const SECTIONS = [
  { key: 'nav-profile', to: '' },
  { key: 'nav-bets', to: 'bets' },
  { key: 'nav-balances', to: 'balances' },
  { key: 'nav-cashier', to: 'cashier' },
  { key: 'nav-transactions', to: 'transactions' },
  { key: 'nav-preferences', to: 'preferences' },
  { key: 'nav-safer-play', to: 'safer-play' },
] as const;

const layout = css`
  display: grid;
  /* A column as wide as the page, not as its widest table: wide content scrolls in its own box. */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding: 16px 0;
  ${mq.desktop} {
    grid-template-columns: 200px minmax(0, 1fr);
  }
`;

const nav = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  ${mq.desktop} {
    flex-direction: column;
  }
  a {
    padding: 8px 10px;
    border-radius: 6px;
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: ${color('surfaceRaised')};
    color: ${color('accent')};
  }
`;

/** Routed under /{locale}/account/* by the shell: the player's account area (spec §2 /account routes). */
export function AccountPages() {
  const { t } = useTranslation('account');
  const { locale = 'en' } = useParams();
  const session = useBusState('session');
  // A visitor may join, and read the safer-gambling page before they do.
  const joining = useMatch('/:locale/account/join');
  const saferPlay = useMatch('/:locale/account/safer-play');
  if (joining) return <RegistrationPage />;
  if (saferPlay && !session?.loggedIn) return <SaferPlayPage />;
  if (!session?.loggedIn || !session.accountId) return <LoginRequired />;
  const base = `/${locale}/account`;
  return (
    <div css={layout}>
      <nav css={nav} aria-label={t('account-navigation')}>
        {SECTIONS.map((section) => (
          <NavLink key={section.key} to={section.to ? `${base}/${section.to}` : base} end>
            {t(section.key)}
          </NavLink>
        ))}
      </nav>
      <section>
        <Routes>
          <Route index element={<ProfilePage accountId={session.accountId} />} />
          <Route path="bets" element={<BetsPage />} />
          <Route path="balances" element={<BalancesPage />} />
          <Route path="cashier" element={<CashierPage />} />
          <Route path="transactions" element={<TransactionsPage />} />
          <Route path="preferences" element={<PreferencesPage accountId={session.accountId} />} />
          <Route path="safer-play" element={<SaferPlayPage />} />
          <Route path="*" element={<Navigate to={base} replace />} />
        </Routes>
      </section>
    </div>
  );
}
