import { css } from '@emotion/react';
import { color, formatMoney, mq, useBusState, useIsDesktop } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { HoverMenu } from './hover-menu';

const pill = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 4px 12px;
  border-radius: 18px;
  background: ${color('accent')};
  color: ${color('accentText')};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  ${mq.mobile} {
    padding: 4px 10px;
  }
`;

/**
 * Spec §2: Balance and Deposit pill linking to the cashier, with deposit and withdraw on hover. On
 * mobile the one-row header has room for the balance only; deposit and withdraw are in the side menu.
 */
export function BalancePill({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const desktop = useIsDesktop();
  const wallet = useBusState('wallet/balance');
  const cashier = `/${locale}${currentBrand.cashierUrl}`;
  const pillLink = (
    <Link to={cashier} css={pill} data-testid="balance-pill">
      <span>{wallet ? formatMoney(wallet.balance, wallet.currency, locale) : t('balance')}</span>
      {desktop && <span>{t('deposit')}</span>}
    </Link>
  );
  if (!desktop) return pillLink;
  return (
    <HoverMenu label={t('cashier-menu')} trigger={pillLink}>
      <li>
        <Link to={`${cashier}?action=deposit`}>{t('deposit')}</Link>
      </li>
      <li>
        <Link to={`${cashier}?action=withdraw`}>{t('withdraw')}</Link>
      </li>
    </HoverMenu>
  );
}
