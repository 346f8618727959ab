import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { Button, color, controlStyle } from '@sportsbook/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { slipModel } from '../betslip/slip-model';
import { slipTotals } from '../betslip/slip-totals';
import { useBetslipSettings, useOddsFormat, useSession, useSlip } from '../betslip/use-slip';
import { retailCodes } from '../api-calls/retail-codes';

const box = css`
  margin-top: 12px;
  padding-top: 8px;
  border-top: 1px solid ${color('border')};
  font-size: 13px;
`;
const field = [
  controlStyle,
  css`
    flex: 1;
  `,
];

type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'code'; code: string } | { kind: 'loaded'; count: number } | { kind: 'error' };

type CodeSelection = Awaited<ReturnType<typeof retailCodes>>['selections'][number];

/** Adds a code's selections that the slip does not hold yet, and counts them. */
function addNewSelections(selections: readonly CodeSelection[]): number {
  const present = new Set(
    betslipRuntime()
      .slip.store.getState()
      .selections.map((s) => s.outcomeId),
  );
  const fresh = selections.filter((s) => !present.has(s.outcomeId));
  // Through the bus, like any page's odds button, so the slip has one way in.
  fresh.forEach((s) =>
    getBus().publish('betslip/add-selection', {
      outcomeId: s.outcomeId,
      marketId: s.marketId,
      eventId: s.eventId,
      eventDescription: s.eventDescription,
      marketDescription: s.marketDescription,
      outcomeDescription: s.outcomeDescription,
      decimal: s.decimal,
      isLive: s.isLive,
    }),
  );
  return fresh.length;
}

/** Retail (booking) codes: share the slip as a code, or load a slip from one (spec §7). */
export function RetailCode() {
  const { t } = useTranslation('betslip');
  const inputId = useId();
  const { slip } = betslipRuntime();
  const settings = useBetslipSettings();
  const { currency } = useSession();
  const oddsFormat = useOddsFormat();
  const hasSelections = useSlip((s) => s.selections.length > 0);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const book = () => {
    const state = slip.store.getState();
    setStatus({ kind: 'busy' });
    retailCodes({ model: slipModel(state, slipTotals(state, settings, currency, oddsFormat)) }).then(
      (response) => setStatus({ kind: 'code', code: response.code }),
      () => setStatus({ kind: 'error' }),
    );
  };

  const load = (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{4,16}$/.test(wanted)) {
      setStatus({ kind: 'error' });
      return;
    }
    setStatus({ kind: 'busy' });
    retailCodes({ code: wanted }).then(
      (response) => {
        setStatus({ kind: 'loaded', count: addNewSelections(response.selections) });
        setCode('');
      },
      () => setStatus({ kind: 'error' }),
    );
  };

  return (
    <div css={box}>
      {hasSelections && (
        <Button onClick={book} disabled={status.kind === 'busy'}>
          {t('retail.book')}
        </Button>
      )}
      <form onSubmit={load} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, marginTop: 8 }}>
        <label htmlFor={inputId} css={{ flexBasis: '100%', color: color('textMuted') }}>
          {t('retail.code-label')}
        </label>
        <input id={inputId} css={field} value={code} onChange={(event) => setCode(event.target.value)} />
        <Button type="submit" disabled={status.kind === 'busy' || code.trim() === ''}>
          {t('retail.load')}
        </Button>
      </form>
      <RetailStatus status={status} />
    </div>
  );
}

function RetailStatus({ status }: { status: Status }) {
  const { t } = useTranslation('betslip');
  return (
    <div role="status" aria-live="polite">
      {status.kind === 'code' && (
        <p>
          {t('retail.your-code')} <strong data-testid="retail-code">{status.code}</strong>
        </p>
      )}
      {status.kind === 'loaded' && <p>{t('retail.loaded', { count: status.count })}</p>}
      {status.kind === 'error' && <p css={{ color: color('danger') }}>{t('retail.error')}</p>}
    </div>
  );
}
