import { quickStakeAmounts } from '@sportsbook/stakes';
import { Button } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { SLIP_PART } from '../betslip/slip-style';
import { useBetslipSettings, useMoney, useSession } from '../betslip/use-slip';

/** Spec §9 quick-stake chips for the player's currency; a chip sets the active bet's stake. */
export function QuickStakeChips({ target, onPick }: { target: string; onPick: (amount: number) => void }) {
  const { t } = useTranslation('betslip');
  const { currency } = useSession();
  const { quickStakesSetting } = useBetslipSettings();
  const money = useMoney();
  return (
    <div className={SLIP_PART.chips} role="group" aria-label={t('quick-stakes', { bet: target })}>
      {quickStakeAmounts(currency, quickStakesSetting).map((amount) => (
        <Button key={amount} onClick={() => onPick(amount)}>
          {money(amount)}
        </Button>
      ))}
    </div>
  );
}
