import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { color, mq, useBusState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useLocation, useNavigate } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { badgeFor, footerItems, footerTap, highlightedItem, kironCondition, type FooterItemId } from '../navigation/footer-items';
import { useSettings } from '../settings/settings-store';
import { TintedIcon } from '../content/icon';
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
    position: relative;
    flex: 1 1 0;
    min-width: 0;
    min-height: 56px;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    padding: 4px 2px;
    background: none;
    border: 0;
    color: ${color('text')};
    font: inherit;
    font-size: 11px;
    line-height: 1.2;
    cursor: pointer;
  }
  button[aria-current='page'] {
    color: ${color('accent')};
    font-weight: 700;
  }
`;

/** A short label stays inside its item: at most two lines, broken anywhere a word is too long. */
const label = css`
  max-width: 100%;
  overflow-wrap: anywhere;
  text-align: center;
`;

const badge = (wide: boolean) => css`
  position: absolute;
  top: 2px;
  left: calc(50% + 6px);
  min-width: ${wide ? 30 : 18}px;
  padding: 0 ${wide ? 6 : 4}px;
  border-radius: 9px;
  background: ${color('accent')};
  color: ${color('accentText')};
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
`;

const ITEMS: Record<FooterItemId, { label: ShellKey; icon: string }> = {
  menu: { label: 'footer-menu', icon: 'menu' },
  live: { label: 'footer-live', icon: 'live' },
  sports: { label: 'footer-sports', icon: 'sports' },
  betslip: { label: 'footer-betslip', icon: 'betslip' },
  'my-bets': { label: 'footer-my-bets', icon: 'my-bets' },
  kiron: { label: 'footer-virtuals', icon: 'virtuals' },
  account: { label: 'footer-account', icon: 'user' },
};

/** The footer's items for this brand, its settings and the player's currency. */
function useFooterItems(currency: string, slipInPage: boolean, compact: boolean): FooterItemId[] {
  const enableMyBets = useSettings((s) => s?.enable_my_bets ?? true);
  return footerItems({
    hamburgerMenu: currentBrand.hamburgerMenu,
    enableMyBets,
    kiron: kironCondition(currentBrand.kironVirtuals, currency),
    rootPage: currentBrand.rootPage,
    compact: currentBrand.compactFooter || compact,
    slipInPage,
  });
}

/**
 * The slip's count on its footer button: the slip's own (selections and bet builders) once it runs,
 * its selections before. Only the badge follows the slip, not the whole bar (an odds press re-rendered
 * every footer button).
 */
function SlipBadge() {
  const selections = useBusState('betslip/selections')?.outcomeIds.length ?? 0;
  const shown = badgeFor(useBusState('betslip/summary')?.count ?? selections);
  if (!shown) return null;
  return (
    <span css={badge(shown.wide)} data-testid="betslip-badge">
      {shown.text}
    </span>
  );
}

/** The mobile footer navigation of spec §2; its rules live in navigation/footer-items. */
export function MobileNav({ locale, slipInPage, compact }: { locale: string; slipInPage: boolean; compact: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useBusState('session');
  const betslipOpen = useFrame((s) => s.betslipOpen);
  const sideMenuOpen = useFrame((s) => s.sideMenuOpen);
  const items = useFooterItems(session?.currency ?? currentBrand.currency, slipInPage, compact);
  const current = highlightedItem(items, { pathname, betslipOpen, myBetsModalOpen: false });
  const loggedIn = session?.loggedIn ?? false;

  const press = (id: FooterItemId) => {
    const action = footerTap(id, { locale, pathname, loggedIn });
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
        return navigate(action.to);
    }
  };

  return (
    <nav css={bar} aria-label={t('footer-navigation')} data-testid="footer-navigation">
      {items.map((id) => {
        return (
          <button
            key={id}
            type="button"
            aria-current={current === id ? 'page' : undefined}
            aria-expanded={id === 'betslip' ? betslipOpen : id === 'menu' ? sideMenuOpen : undefined}
            onClick={() => press(id)}
          >
            <TintedIcon type="ui" name={ITEMS[id].icon} />
            <span css={label}>{t(ITEMS[id].label)}</span>
            {id === 'betslip' && <SlipBadge />}
          </button>
        );
      })}
    </nav>
  );
}
