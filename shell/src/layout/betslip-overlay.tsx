import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { buttonStyle, color, mq } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteModule } from '../federation/remote-module';

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

/** Mobile only: the betslip as a backdrop overlay, opened from the footer or by the betslip itself. */
export function BetslipOverlay() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  useEffect(() => getBus().on('betslip/toggle', ({ open: wanted }) => setOpen((current) => wanted ?? !current)), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open || window.matchMedia('(min-width: 1024px)').matches) return null;
  return (
    <div css={backdrop} onClick={(event) => event.target === event.currentTarget && setOpen(false)}>
      <div css={sheet} role="dialog" aria-modal="true" aria-label={t('betslip')}>
        <button type="button" css={buttonStyle} onClick={() => setOpen(false)}>
          {t('close')}
        </button>
        <RemoteModule id="mfe_betslip/BetslipPanel" props={{}} />
      </div>
    </div>
  );
}
