import { useTranslation } from '@sportsbook/translation';
import { SLIP_PART } from './slip-style';
import { useBetslipSettings, useMoney } from './use-slip';

/**
 * A staked bet's tax lines, each only where the brand levies that tax (spec §5): "Stake after tax"
 * with a stake tax, "Tax on winnings" with a winnings tax, none on an untaxed brand, whatever the
 * stake (an each-way bet's double stake is not a tax).
 */
export function TaxLines({
  stake,
  stakeAfterTax,
  taxDeduction,
  testId,
}: {
  stake: number;
  stakeAfterTax: number;
  taxDeduction: number;
  testId?: string;
}) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const { tax } = useBetslipSettings();
  const lines = [
    tax.stakeRatePercentage > 0 ? t('stake-after-tax', { amount: money(stakeAfterTax) }) : null,
    tax.taxReturnsPercentage > 0 ? t('tax-on-winnings', { amount: money(taxDeduction) }) : null,
  ].filter((line): line is string => line !== null);
  if (!(stake > 0) || lines.length === 0) return null;
  return (
    <p className={`${SLIP_PART.muted} ${SLIP_PART.note}`} data-testid={testId}>
      {lines.join(' · ')}
    </p>
  );
}
