import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import type { PlayTimeView } from '@sportsbook/contracts';
import { useNavigate } from '@sportsbook/routing';
import { Button, ModalDialog, addTranslations, formatMoney, mq, useBusState } from '@sportsbook/ui';
import { useId } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { cashierTranslations } from '../i18n/cashier-translations';

// This dialog loads on its own when a check falls due, so its strings come with it, not with every page.
addTranslations('cashier', cashierTranslations);

const dialog = css`
  width: 100%;
  margin: auto 0;
  ${mq.desktop} {
    width: 420px;
    margin: auto;
    border-radius: 12px;
  }
`;

/** How long the session has run, in the player's words ("65 minutes", "65 minutos"). */
const minutesPlayed = (view: PlayTimeView, locale: string, now: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    Math.max(0, Math.floor((now - Date.parse(view.sessionStartedAt)) / 60_000)),
  );

/** The reality check: time played and this session's net result; continue, see the history, or log out. */
export default function RealityCheckDialog({ view, onContinue }: { view: PlayTimeView; onContinue: () => void }) {
  const { t, i18n } = useTranslation('cashier');
  const locale = useBusState('locale')?.locale ?? i18n.language;
  const navigate = useNavigate();
  const titleId = useId();
  const net = formatMoney(view.returned - view.staked, view.currency, i18n.language);
  return (
    <ModalDialog labelledBy={titleId} onCancel={onContinue} style={dialog} testId="reality-check">
      <h2 id={titleId} css={{ marginTop: 0 }}>
        {t('reality-check-title')}
      </h2>
      <p>{t('reality-check-time', { time: minutesPlayed(view, i18n.language, Date.now()) })}</p>
      <p>{t('reality-check-result', { net, staked: formatMoney(view.staked, view.currency, i18n.language) })}</p>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button variant="primary" onClick={onContinue}>
          {t('reality-check-continue')}
        </Button>
        <Button
          onClick={() => {
            onContinue();
            navigate(`/${locale}/account/transactions`);
          }}
        >
          {t('reality-check-history')}
        </Button>
        <Button onClick={() => getBus().publish('session/logout', { reason: 'user' })}>{t('reality-check-logout')}</Button>
      </div>
    </ModalDialog>
  );
}
