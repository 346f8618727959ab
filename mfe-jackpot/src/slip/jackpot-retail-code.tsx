import type { Jackpot } from '@sportsbook/contracts';
import { Button, formatStartTime } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { muted } from '../jackpots/styles';
import { jackpotSlip, type RetailCode } from './jackpot-slip-store';
import { alertText } from './styles';

/** A code for the priced slip, to bet it over the counter in a shop. */
export function JackpotRetailCode({ jackpot, priced, code }: { jackpot: Jackpot; priced: boolean; code: RetailCode | null }) {
  const { t, i18n } = useTranslation('jackpot');
  return (
    <>
      <Button disabled={!priced || code?.status === 'pending'} onClick={() => void jackpotSlip().requestRetailCode(jackpot)}>
        {t('slip.retail')}
      </Button>
      {code?.status === 'ready' && (
        <p role="status" css={{ margin: 0 }}>
          <strong>{t('slip.retail-code', { code: code.code })}</strong>{' '}
          <small css={muted}>{t('slip.retail-expires', { time: formatStartTime(code.expiresAt, i18n.language) })}</small>
        </p>
      )}
      {code?.status === 'failed' && (
        <p role="alert" css={alertText}>
          {t(`errors.${code.errorKey}`)}
        </p>
      )}
    </>
  );
}
