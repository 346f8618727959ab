import { css } from '@emotion/react';
import { buttonStyle, color, mq } from '@sportsbook/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteModule } from '../federation/remote-module';
import { setFrame, useFrame } from './frame-store';

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

const close = () => setFrame({ sideMenuOpen: false });

/** Mobile side menu: the sports menu of the prematch remote in a drawer over a backdrop. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const open = useFrame((s) => s.sideMenuOpen);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  return (
    <div css={backdrop} onClick={(event) => event.target === event.currentTarget && close()}>
      <div css={drawer} role="dialog" aria-modal="true" aria-label={t('menu')}>
        <button type="button" css={buttonStyle} onClick={close} autoFocus>
          {t('close')}
        </button>
        <RemoteModule id="mfe_prematch/SportsMenu" props={{ variant: 'mobile', onNavigate: close }} />
      </div>
    </div>
  );
}
