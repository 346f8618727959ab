import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { buttonStyle, color, mq } from '@sportsbook/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteModule } from '../federation/remote-module';
import { frameStore, setFrame, useFrame } from './frame-store';
import { useIsDesktop } from './use-is-desktop';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 30;
  background: rgba(0, 0, 0, 0.55);
  display: flex;
  align-items: flex-end;
  ${mq.desktop} {
    display: none;
  }
`;

const sheet = css`
  width: 100%;
  max-height: 85vh;
  overflow: auto;
  background: ${color('background')};
  border-radius: 12px 12px 0 0;
  padding: 8px 12px 16px;
`;

const close = () => setFrame({ betslipOpen: false });

/** Follows `betslip/toggle` from the footer or from the betslip itself. */
export const listenForBetslipToggle = () =>
  getBus().on('betslip/toggle', ({ open }) => setFrame({ betslipOpen: open ?? !frameStore.getState().betslipOpen }));

/** Mobile only: the betslip as a backdrop overlay. */
export function BetslipOverlay() {
  const { t } = useTranslation('shell');
  const open = useFrame((s) => s.betslipOpen);
  const desktop = useIsDesktop();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open || desktop) return null;
  return (
    <div css={backdrop} onClick={(event) => event.target === event.currentTarget && close()}>
      <div css={sheet} role="dialog" aria-modal="true" aria-label={t('betslip')}>
        <button type="button" css={buttonStyle} onClick={close}>
          {t('close')}
        </button>
        <RemoteModule id="mfe_betslip/BetslipPanel" props={{}} />
      </div>
    </div>
  );
}
