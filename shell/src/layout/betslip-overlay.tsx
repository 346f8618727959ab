import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { Button, ModalDialog, color, mq, useBusState, useIsDesktop } from '@sportsbook/ui';
import { useEffect } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { RemoteModule } from '../federation/remote-module';
import { betslipCloseRefusal } from './betslip-lock';
import { frameStore, setFrame, useFrame } from './frame-store';

/** A bottom sheet: the modal dialog drawn from the foot of the screen. */
const sheet = css`
  width: 100%;
  max-height: 85vh;
  margin: auto 0 0;
  overflow: auto;
  background: ${color('background')};
  border-radius: 12px 12px 0 0;
  padding: 8px 12px 16px;
  ${mq.desktop} {
    display: none;
  }
`;

/** Always in the DOM, so screen readers already watch it when a refusal is written into it. */
const notice = css`
  margin: 8px 0;
  padding: 8px 12px;
  border-radius: 6px;
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  &:empty {
    margin: 0;
    padding: 0;
  }
`;

/**
 * Every way of closing the sheet (Close, Escape, the backdrop, `betslip/toggle`, a route change) goes
 * through here, so none of them can close the slip while the betslip holds its lock.
 */
export function closeBetslip(): boolean {
  const refusal = betslipCloseRefusal(getBus().getState('betslip/lock'));
  if (refusal) {
    setFrame({ betslipCloseRefused: refusal });
    return false;
  }
  setFrame({ betslipOpen: false, betslipCloseRefused: null });
  return true;
}

/** Follows `betslip/toggle` from the footer or from the betslip itself. */
export const listenForBetslipToggle = () =>
  getBus().on('betslip/toggle', ({ open }) => {
    if (open ?? !frameStore.getState().betslipOpen) setFrame({ betslipOpen: true });
    else closeBetslip();
  });

/** Mobile only: the betslip as a modal bottom sheet (focus kept in it, the page behind inert). */
export function BetslipOverlay() {
  const { t } = useTranslation('shell');
  const open = useFrame((s) => s.betslipOpen);
  const refused = useFrame((s) => s.betslipCloseRefused);
  const locked = useBusState('betslip/lock')?.locked ?? false;
  const desktop = useIsDesktop();
  // The refusal stands only as long as the lock: once the bet is through, the slip may close.
  useEffect(() => {
    if (!locked && frameStore.getState().betslipCloseRefused) setFrame({ betslipCloseRefused: null });
  }, [locked]);
  if (!open || desktop) return null;
  return (
    <ModalDialog label={t('betslip')} onCancel={closeBetslip} closeOnBackdrop style={sheet}>
      <Button onClick={closeBetslip}>{t('close')}</Button>
      <p role="status" aria-live="polite" css={notice} data-testid="betslip-close-refused">
        {refused && locked ? t(refused) : ''}
      </p>
      <RemoteModule id="mfe_betslip/BetslipPanel" props={{}} />
    </ModalDialog>
  );
}
