import type { BetslipError } from '@sportsbook/contracts';
import { useTranslation } from '@sportsbook/translation';
import { resultMessageKey } from '../placement/result-codes';
import { SLIP_PART } from './slip-style';

/** The §8 result messages that concern one bet (by its ref), shown next to it. */
export function BetMessages({ errors, id }: { errors: readonly BetslipError[]; id?: string }) {
  const { t } = useTranslation('betslip');
  if (errors.length === 0) return null;
  return (
    <div id={id} role="alert">
      {errors.map((error) => (
        <p key={`${error.code}-${error.ref ?? ''}`} className={SLIP_PART.message} data-code={error.code}>
          {t(resultMessageKey(error.code))}
        </p>
      ))}
    </div>
  );
}
