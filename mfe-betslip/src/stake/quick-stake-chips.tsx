import { css } from '@emotion/react';
import { quickStakeAmounts } from '@sportsbook/stakes';
import { Button } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useBetslipSettings, useMoney, useSession } from '../betslip/use-slip';

const row = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 6px;
  margin: 8px 0;
`;

/** Spec §9 quick-stake chips for the player's currency; a chip sets the active bet's stake. */
export function QuickStakeChips({ target, onPick }: { target: string; onPick: (amount: number) => void }) {
  const { t } = useTranslation('betslip');
  const { currency } = useSession();
  const { quickStakesSetting } = useBetslipSettings();
  const money = useMoney();
  return (
    <div css={row} role="group" aria-label={t('quick-stakes', { bet: target })}>
      {quickStakeAmounts(currency, quickStakesSetting).map((amount) => (
        <Button key={amount} css={[{ padding: '6px 4px', fontSize: 13 }]} onClick={() => onPick(amount)}>
          {money(amount)}
        </Button>
      ))}
    </div>
  );
}
