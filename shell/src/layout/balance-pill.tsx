import { css } from '@emotion/react';
import { color, formatMoney, useBusState } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
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
`;

/** Spec §2: Balance and Deposit pill linking to the cashier, with deposit and withdraw on hover. */
export function BalancePill({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const wallet = useBusState('wallet/balance');
  const cashier = `/${locale}${currentBrand.cashierUrl}`;
  return (
    <HoverMenu
      label={t('cashier-menu')}
      trigger={
        <Link to={cashier} css={pill} data-testid="balance-pill">
          <span>{wallet ? formatMoney(wallet.balance, wallet.currency, locale) : t('balance')}</span>
          <span>{t('deposit')}</span>
        </Link>
      }
    >
      <li>
        <Link to={`${cashier}?action=deposit`}>{t('deposit')}</Link>
      </li>
      <li>
        <Link to={`${cashier}?action=withdraw`}>{t('withdraw')}</Link>
      </li>
    </HoverMenu>
  );
}
