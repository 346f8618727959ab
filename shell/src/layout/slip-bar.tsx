import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { color, formatMoney, mq, useBusState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useFrame } from './frame-store';

/** Above the footer navigation, clear of Back to top on the right. */
const bar = css`
  position: fixed;
  left: 8px;
  right: 72px;
  bottom: 64px;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-radius: 22px;
  background: ${color('accent')};
  color: ${color('accentText')};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  ${mq.desktop} {
    display: none;
  }
`;

/**
 * On a phone, once the slip holds a selection and its sheet is closed: the count and what placing
 * would cost, as the betslip publishes them (`betslip/summary`); pressing it opens the sheet.
 */
export function SlipBar({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const summary = useBusState('betslip/summary');
  const open = useFrame((s) => s.betslipOpen);
  if (!summary || summary.count === 0 || open) return null;
  return (
    <button type="button" css={bar} data-testid="slip-bar" onClick={() => getBus().publish('betslip/toggle', { open: true })}>
      <span>{t('slip-bar.selections', { count: summary.count })}</span>
      <span>{t('slip-bar.total', { amount: formatMoney(summary.totalStake, summary.currency, locale) })}</span>
    </button>
  );
}
