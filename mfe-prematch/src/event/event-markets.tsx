import { css } from '@emotion/react';
import type { Market, MarketGroup, SportEvent } from '@sportsbook/contracts';
import { EmptyState, Tabs, color, tabPanelProps } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import type { TFunction } from 'i18next';
import { BetBuilder } from './bet-builder';
import { MarketBox } from './market-box';
import { groupMarketsByPeriod, isShownMarket } from './market-groups';
import { marketsMatching, marketsOfTab, tabsOf } from './market-tabs';

const periodStyle = css`
  margin: 16px 0;
  h2 {
    font-size: 15px;
    margin: 0 0 8px;
    color: ${color('textMuted')};
  }
`;

const search = css`
  display: grid;
  gap: 4px;
  margin: 12px 0 8px;
  font-size: 14px;
  input {
    min-height: 40px;
    padding: 0 10px;
    border: 1px solid ${color('border')};
    border-radius: 6px;
    background: ${color('surface')};
    color: ${color('text')};
    font: inherit;
  }
`;

type EventTab = MarketGroup | 'builder';

const periodName = (period: string, t: TFunction<'prematch'>): string => t(`period-name-${period}`, { defaultValue: period });

/** Markets under a heading per period, the sport's featured types first. */
function PeriodGroups({
  event,
  markets,
  featured,
}: {
  event: SportEvent;
  markets: readonly Market[];
  featured: readonly string[];
}) {
  const { t } = useTranslation('prematch');
  return groupMarketsByPeriod(markets, featured).map((group) => (
    <section key={group.period} css={periodStyle} aria-label={periodName(group.period, t)}>
      <h2>{periodName(group.period, t)}</h2>
      {group.markets.map((market) => (
        <MarketBox key={market.id} event={event} market={market} />
      ))}
    </section>
  ));
}

function SearchResults({ event, markets, query }: { event: SportEvent; markets: readonly Market[]; query: string }) {
  const { t, i18n } = useTranslation('prematch');
  const found = marketsMatching(markets, query, i18n.language);
  return (
    <>
      <p role="status">
        {found.length === 0 ? t('market-search-none', { query }) : t('market-search-count', { count: found.length })}
      </p>
      {found.map((market) => (
        <MarketBox key={market.id} event={event} market={market} />
      ))}
    </>
  );
}

/**
 * Every market of an event. A deep catalogue comes in tabs (only the open tab renders, so a
 * 50-market event costs what its first tab costs) with a search across all of them.
 */
export function EventMarkets({ event, featured }: { event: SportEvent; featured: readonly string[] }) {
  const { t } = useTranslation('prematch');
  const shown = event.markets.filter(isShownMarket);
  // A match that takes bet builders has a tab for building one.
  const tabs: EventTab[] = [...tabsOf(shown), ...(event.betBuilderEvent ? (['builder'] as const) : [])];
  const [chosen, setChosen] = useState<EventTab>('main');
  const [query, setQuery] = useState('');
  if (shown.length === 0) return <EmptyState>{t('no-markets')}</EmptyState>;
  if (tabs.length < 2) return <PeriodGroups event={event} markets={shown} featured={featured} />;
  const active = tabs.includes(chosen) ? chosen : (tabs[0] as EventTab);
  const idPrefix = `markets-${event.id}`;
  return (
    <>
      <label css={search}>
        {t('market-search')}
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {query.trim() ? (
        <SearchResults event={event} markets={shown} query={query} />
      ) : (
        <>
          <Tabs
            tabs={tabs.map((tab) => ({ id: tab, label: t(`market-group-${tab}`) }))}
            active={active}
            onSelect={setChosen}
            idPrefix={idPrefix}
            label={t('market-tabs')}
          />
          <div {...tabPanelProps(idPrefix, active)}>
            {active === 'builder' ? (
              <BetBuilder event={event} markets={shown} />
            ) : (
              <PeriodGroups event={event} markets={marketsOfTab(shown, active)} featured={featured} />
            )}
          </div>
        </>
      )}
    </>
  );
}
