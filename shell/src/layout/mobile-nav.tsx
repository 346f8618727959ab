import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { color, mq, useBusState } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { badgeFor, footerItems, footerTap, highlightedItem, kironCondition, type FooterItemId } from '../navigation/footer-items';
import { useSettings } from '../settings/settings-store';
import { setFrame, useFrame } from './frame-store';
import type { ShellKey } from '../i18n/shell-key';

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
  button {
    flex: 1;
    min-width: 0;
    min-height: 56px;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    padding: 0 2px;
    background: none;
    border: 0;
    color: ${color('text')};
    font: inherit;
    font-size: 13px;
    cursor: pointer;
  }
  button[aria-current='page'] {
    color: ${color('accent')};
  }
`;

const badge = (wide: boolean) => css`
  min-width: ${wide ? 32 : 20}px;
  padding: 0 ${wide ? 8 : 6}px;
  border-radius: 10px;
  background: ${color('accent')};
  color: ${color('accentText')};
  font-size: 12px;
  font-weight: 700;
`;

const LABEL_KEYS: Record<FooterItemId, ShellKey> = {
  menu: 'menu',
  live: 'live',
  sports: 'pre-events',
  betslip: 'betslip',
  'my-bets': 'my-bets',
  promotions: 'promotions',
  kiron: 'kiron',
  account: 'my-account',
};

/** The footer's items for this brand, its settings and the player's currency. */
function useFooterItems(currency: string, slipInPage: boolean, compact: boolean): FooterItemId[] {
  const enableMyBets = useSettings((s) => s?.enable_my_bets ?? true);
  const promotions = useSettings((s) => s?.enable_promotions ?? currentBrand.promotions);
  return footerItems({
    hamburgerMenu: currentBrand.hamburgerMenu,
    enableMyBets,
    kiron: kironCondition(currentBrand.kironVirtuals, currency),
    promotions,
    rootPage: currentBrand.rootPage,
    compact: currentBrand.compactFooter || compact,
    slipInPage,
  });
}

/** The mobile footer navigation of spec §2; its rules live in navigation/footer-items. */
export function MobileNav({ locale, slipInPage, compact }: { locale: string; slipInPage: boolean; compact: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useBusState('session');
  const count = useBusState('betslip/selections')?.outcomeIds.length ?? 0;
  const betslipOpen = useFrame((s) => s.betslipOpen);
  const sideMenuOpen = useFrame((s) => s.sideMenuOpen);
  const items = useFooterItems(session?.currency ?? currentBrand.currency, slipInPage, compact);
  const current = highlightedItem(items, { pathname, betslipOpen, myBetsModalOpen: false });
  const loggedIn = session?.loggedIn ?? false;

  const press = (id: FooterItemId) => {
    const action = footerTap(id, { locale, pathname, loggedIn, promotionsUrl: currentBrand.promotionsUrl });
    switch (action.kind) {
      case 'toggle-menu':
        return setFrame({ sideMenuOpen: !sideMenuOpen });
      case 'toggle-betslip':
        return getBus().publish('betslip/toggle', {});
      case 'login':
        return getBus().publish('login/requested', { returnTo: action.returnTo });
      case 'back':
        return navigate(-1);
      case 'navigate':
        if (/^https?:/.test(action.to)) window.location.assign(action.to);
        else navigate(action.to);
    }
  };

  return (
    <nav css={bar} aria-label={t('footer-navigation')}>
      {items.map((id) => {
        const shownBadge = id === 'betslip' ? badgeFor(count) : null;
        return (
          <button
            key={id}
            type="button"
            aria-current={current === id ? 'page' : undefined}
            aria-expanded={id === 'betslip' ? betslipOpen : id === 'menu' ? sideMenuOpen : undefined}
            onClick={() => press(id)}
          >
            {t(LABEL_KEYS[id])}
            {shownBadge && (
              <span css={badge(shownBadge.wide)} data-testid="betslip-badge">
                {shownBadge.text}
              </span>
            )}
          </button>
        );
      })}
    </nav>
  );
}
