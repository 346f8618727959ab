import { css } from '@emotion/react';
import { Button, color, mq, useBusState } from '@sportsbook/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { RemoteModule } from '../federation/remote-module';
import { virtualGamesLinkShown } from '../navigation/virtual-games';
import { useSettings } from '../settings/settings-store';
import { setFrame, useFrame } from './frame-store';
import type { ShellKey } from '../i18n/shell-key';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 30;
  background: rgba(0, 0, 0, 0.55);
  ${mq.desktop} {
    display: none;
  }
`;

const drawer = css`
  width: min(320px, 85vw);
  height: 100%;
  overflow: auto;
  padding: 8px 12px 80px;
  background: ${color('background')};
`;

const links = css`
  list-style: none;
  margin: 12px 0;
  padding: 0 0 12px;
  border-bottom: 1px solid ${color('border')};
  a {
    display: block;
    padding: 10px 4px;
    text-decoration: none;
  }
`;

const close = () => setFrame({ sideMenuOpen: false });

/** Mobile side menu: the sections the footer has no room for, then the prematch remote's sports menu. */
export function SideMenu({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const open = useFrame((s) => s.sideMenuOpen);
  const currency = useBusState('session')?.currency ?? currentBrand.currency;
  const promotions = useSettings((s) => s?.enable_promotions ?? currentBrand.promotions) && currentBrand.promotions;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  const sections: Array<{ key: ShellKey; to: string }> = [{ key: 'jackpot', to: `/${locale}/jackpot` }];
  if (virtualGamesLinkShown(currency)) sections.push({ key: 'virtuals', to: `/${locale}/sports/kiron` });
  if (promotions) sections.push({ key: 'promotions', to: currentBrand.promotionsUrl ?? `/${locale}/promotions` });
  return (
    <div css={backdrop} onClick={(event) => event.target === event.currentTarget && close()}>
      <div css={drawer} role="dialog" aria-modal="true" aria-label={t('menu')}>
        <Button onClick={close} autoFocus>
          {t('close')}
        </Button>
        <ul css={links}>
          {sections.map((section) => (
            <li key={section.key}>
              <Link to={section.to} onClick={close}>
                {t(section.key)}
              </Link>
            </li>
          ))}
        </ul>
        <RemoteModule id="mfe_prematch/SportsMenu" props={{ variant: 'mobile', onNavigate: close }} />
      </div>
    </div>
  );
}
