import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { BET_BUILDER_LEGS, BET_BUILDER_MARKETS, type Market, type Outcome, type SportEvent } from '@sportsbook/contracts';
import { isAbortError } from '@sportsbook/http';
import { formatOdds } from '@sportsbook/odds';
import { Button, OddsButton, color, useBusState } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useOddsConfig } from '../odds/odds-config-store';
import { toSelection } from '../odds/to-selection';
import { useNegativeOdds } from '../settings/prematch-settings-store';
import { priceBuilder } from '../api-calls/builder-price';
import { MarketBox } from './market-box';

const summary = css`
  display: grid;
  gap: 6px;
  margin: 12px 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${color('surfaceRaised')};
  p {
    margin: 0;
  }
`;
type Quote = { state: 'none' } | { state: 'pricing' } | { state: 'priced'; decimal: number } | { state: 'refused'; code: string };

/** The API's price for the legs picked so far; nothing to ask below two legs. */
function useBuilderQuote(picked: readonly number[]): Quote {
  const [quote, setQuote] = useState<Quote>({ state: 'none' });
  const key = picked.join(',');
  useEffect(() => {
    const legs = key === '' ? [] : key.split(',').map(Number);
    if (legs.length < BET_BUILDER_LEGS.min) return setQuote({ state: 'none' });
    const controller = new AbortController();
    setQuote({ state: 'pricing' });
    priceBuilder(legs, controller.signal).then(
      ({ decimal, errors }) =>
        setQuote(decimal === null ? { state: 'refused', code: errors[0]?.code ?? '' } : { state: 'priced', decimal }),
      (error: unknown) => {
        if (!isAbortError(error)) setQuote({ state: 'refused', code: 'unavailable' });
      },
    );
    return () => controller.abort();
  }, [key]);
  return quote;
}

/** Picking a second outcome of a market replaces the first: a builder takes one per market. */
function toggled(picked: readonly number[], market: Market, outcome: Outcome): number[] {
  if (picked.includes(outcome.id)) return picked.filter((id) => id !== outcome.id);
  const others = picked.filter((id) => !market.outcomes.some((o) => o.id === id));
  return others.length >= BET_BUILDER_LEGS.max ? others : [...others, outcome.id];
}

/**
 * The bet builder of a football match: the player picks outcomes of the markets a
 * builder takes, the book prices them together, and the builder goes to the slip as one bet.
 */
export function BetBuilder({ event, markets }: { event: SportEvent; markets: readonly Market[] }) {
  const { t } = useTranslation('prematch');
  const config = useOddsConfig();
  const negativeOdds = useNegativeOdds();
  const [picked, setPicked] = useState<number[]>([]);
  const [added, setAdded] = useState(false);
  const quote = useBuilderQuote(picked);
  const eligible = markets.filter((m) => m.period.fullAbbreviation === 'FT' && m.marketTypeCode in BET_BUILDER_MARKETS);
  const legs = eligible.flatMap((market) =>
    market.outcomes.filter((o) => picked.includes(o.id)).map((outcome) => ({ market, outcome })),
  );
  const add = () => {
    if (quote.state !== 'priced') return;
    getBus().publish('betslip/add-builder', {
      eventId: event.id,
      eventDescription: event.description,
      legs: legs.map(({ market, outcome }) => ({
        outcomeId: outcome.id,
        marketDescription: market.description,
        outcomeDescription: outcome.description,
      })),
      decimal: quote.decimal,
    });
    setPicked([]);
    setAdded(true);
  };
  return (
    <>
      <BuilderSummary quote={quote} count={legs.length} added={added} onAdd={add} onClear={() => setPicked([])} />
      {eligible.map((market) => (
        <MarketBox
          key={market.id}
          event={event}
          market={market}
          renderOutcome={(outcome) => (
            <OddsButton
              key={outcome.id}
              selection={toSelection(event, market, outcome, config)}
              caption={outcome.description}
              locked={market.status === 'SUSPENDED'}
              lockedLabel={t('suspended')}
              negativeOdds={negativeOdds}
              pick={{
                pressed: picked.includes(outcome.id),
                onPress: () => {
                  setAdded(false);
                  setPicked((current) => toggled(current, market, outcome));
                },
              }}
            />
          )}
        />
      ))}
    </>
  );
}

/** How many legs are picked, their price together or why there is none, and the button that adds them. */
function BuilderSummary({
  quote,
  count,
  added,
  onAdd,
  onClear,
}: {
  quote: Quote;
  count: number;
  added: boolean;
  onAdd: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('prematch');
  const format = useBusState('odds-format')?.format ?? 'euro';
  const negativeOdds = useNegativeOdds();
  const status =
    quote.state === 'priced'
      ? t('builder-price', { count, price: formatOdds(quote.decimal, format, { negativeOdds }) })
      : quote.state === 'pricing'
        ? t('builder-pricing')
        : quote.state === 'refused'
          ? t(quote.code === 'RES-00218' ? 'builder-not-combinable' : 'builder-unavailable')
          : added
            ? t('builder-added')
            : t('builder-pick', { min: BET_BUILDER_LEGS.min, max: BET_BUILDER_LEGS.max });
  return (
    <div css={summary}>
      <p role="status" data-testid="builder-status">
        {status}
      </p>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button variant="primary" disabled={quote.state !== 'priced'} onClick={onAdd}>
          {t('builder-add')}
        </Button>
        {count > 0 && <Button onClick={onClear}>{t('builder-clear')}</Button>}
      </div>
    </div>
  );
}
