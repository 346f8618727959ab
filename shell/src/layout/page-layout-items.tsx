import type { PageLayout, PageLayoutItem } from '@sportsbook/contracts';
import { AdvertSlot } from '../content/advert-slot';
import { HtmlWidget } from '../content/html-widget';
import { RemoteModule } from '../federation/remote-module';
import { matchesUrlPattern } from '../navigation/sub-navigation';

/** Without operator layouts the right column still holds the player's bets and slip. */
export const DEFAULT_RIGHT_COLUMN: PageLayoutItem[] = [
  { name: 'my_bets', id: 0 },
  { name: 'betslip', id: 0 },
];

/** The most specific page layout for a path: the longest matching pattern wins. */
export function pageLayoutFor(layouts: readonly PageLayout[], pathname: string): PageLayout | undefined {
  return layouts.filter((layout) => matchesUrlPattern(layout.url, pathname)).sort((a, b) => b.url.length - a.url.length)[0];
}

/** One page-layout item: the remotes' panels, or the operator's adverts and sanitized widgets. */
export function PageLayoutItemView({ item, locale, adverts }: { item: PageLayoutItem; locale: string; adverts: boolean }) {
  switch (item.name) {
    case 'my_bets':
      return <RemoteModule id="mfe_betslip/MyBets" props={{ variant: 'panel' }} />;
    case 'betslip':
      return <RemoteModule id="mfe_betslip/BetslipPanel" props={{}} />;
    case 'html_widget':
      return <HtmlWidget id={item.id} />;
    case 'advert':
      return adverts ? <AdvertSlot id={item.id} locale={locale} /> : null;
  }
}
