import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { Button, color, ModalDialog, useBusState, useIsDesktop } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { RemoteModule } from '../federation/remote-module';
import { virtualGamesLinkShown } from '../navigation/virtual-games';
import { useSettings } from '../settings/settings-store';
import { accountLinks } from './account-links';
import { setFrame } from './frame-store';
import { JoinLink } from './join-link';
import { LanguageList } from './language-dropdown';
import { showLanguageSelector } from './language-layout';
import { LogoutButton } from './profile-menu';
import type { ShellKey } from '../i18n/shell-key';

/** A drawer from the left edge, full height, over a dimmed page. */
const drawer = css`
  inset: 0 auto 0 0;
  margin: 0;
  width: min(320px, 85vw);
  height: 100%;
  overflow: auto;
  padding: 8px 12px 80px;
  background: ${color('background')};
`;

const group = css`
  list-style: none;
  margin: 12px 0;
  padding: 0 0 12px;
  border-bottom: 1px solid ${color('border')};
  a,
  button {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    min-height: 44px;
    padding: 10px 4px;
    border: 0;
    background: none;
    color: ${color('text')};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a[aria-current='true'] {
    color: ${color('accent')};
  }
  button:disabled {
    color: ${color('textMuted')};
    cursor: not-allowed;
  }
`;

const visitorActions = css`
  display: flex;
  gap: 8px;
  margin: 12px 0;
  & > * {
    flex: 1;
    justify-content: center;
  }
`;

const groupTitle = css`
  margin: 16px 4px 0;
  font-size: 13px;
  color: ${color('textMuted')};
`;

const close = () => setFrame({ sideMenuOpen: false });

/** A visitor logs in or joins from here; a player has the account menu the desktop header offers. */
function AccountGroup({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const session = useBusState('session');
  if (!session?.loggedIn) {
    return (
      <div css={visitorActions}>
        <Button
          onClick={() => {
            setFrame({ sideMenuOpen: false });
            getBus().publish('login/requested', {});
          }}
        >
          {t('login')}
        </Button>
        <JoinLink locale={locale} onClick={close} />
      </div>
    );
  }
  const links = accountLinks(locale, currentBrand);
  return (
    <>
      <h2 css={groupTitle}>{t('my-account-of', { name: session.username ?? '' })}</h2>
      <ul css={group} aria-label={t('account-menu')}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} onClick={close}>
              {t(link.key)}
            </Link>
          </li>
        ))}
        <li>
          <LogoutButton />
        </li>
      </ul>
    </>
  );
}

/** The sections the footer has no room for. */
function SectionLinks({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const currency = useBusState('session')?.currency ?? currentBrand.currency;
  const promotions = useSettings((s) => s?.enable_promotions ?? currentBrand.promotions) && currentBrand.promotions;
  const sections: Array<{ key: ShellKey; to: string }> = [{ key: 'jackpot', to: `/${locale}/jackpot` }];
  if (virtualGamesLinkShown(currency)) sections.push({ key: 'virtuals', to: `/${locale}/sports/kiron` });
  if (promotions) sections.push({ key: 'promotions', to: currentBrand.promotionsUrl ?? `/${locale}/promotions` });
  return (
    <ul css={group}>
      {sections.map((section) => (
        <li key={section.key}>
          <Link to={section.to} onClick={close}>
            {t(section.key)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Mobile side menu: what the one-row header and the footer have no room for (the account, search,
 * sections, language), then the prematch remote's sports menu. A modal dialog: focus stays inside,
 * Escape or a tap beside it closes it, and focus goes back to the button that opened it.
 */
export function SideMenu({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  // Mounted while open (the layout); a phone turned into a wide screen has no side menu.
  if (useIsDesktop()) return null;
  return (
    <ModalDialog label={t('menu')} onCancel={close} closeOnBackdrop style={drawer}>
      <Button onClick={close} autoFocus>
        {t('close')}
      </Button>
      <AccountGroup locale={locale} />
      <RemoteModule id="mfe_prematch/EventSearch" props={{}} />
      <SectionLinks locale={locale} />
      {showLanguageSelector(currentBrand.languages.length) && (
        <>
          <h2 css={groupTitle}>{t('language')}</h2>
          <LanguageList locale={locale} style={group} onPick={close} />
        </>
      )}
      <RemoteModule id="mfe_prematch/SportsMenu" props={{ variant: 'mobile', onNavigate: close }} />
    </ModalDialog>
  );
}
