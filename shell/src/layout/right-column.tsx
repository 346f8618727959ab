import { css } from '@emotion/react';
import { mq } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useLocation } from '@sportsbook/routing';
import { useSettings } from '../settings/settings-store';
import { DESKTOP_HEADER_HEIGHT } from './header';
import { DEFAULT_RIGHT_COLUMN, PageLayoutItemView, pageLayoutFor } from './page-layout-items';

/** Sticky under the header, so the slip stays in view while the coupon scrolls (its own scroll when taller). */
const column = css`
  display: none;
  ${mq.desktop} {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding-top: 16px;
    position: sticky;
    top: ${DESKTOP_HEADER_HEIGHT}px;
    align-self: start;
    max-height: calc(100vh - ${DESKTOP_HEADER_HEIGHT}px);
    overflow-y: auto;
    /* Items keep their height and the column scrolls; shrunk, the slip would spill under the adverts. */
    & > * {
      flex-shrink: 0;
    }
  }
`;

const bottom = css`
  margin-top: 24px;
`;

function useLayout() {
  const { pathname } = useLocation();
  const layouts = useSettings((s) => s?.page_layouts);
  const adverts = useSettings((s) => s?.enable_adverts ?? false);
  return { layout: layouts ? pageLayoutFor(layouts, pathname) : undefined, adverts };
}

/** Desktop right column (spec §2), in the order the page layout gives. */
export function RightColumn({ locale, slipInPage }: { locale: string; slipInPage: boolean }) {
  const { t } = useTranslation('shell');
  const { layout, adverts } = useLayout();
  // When the embedding app hosts the slip, the page shows none of its own.
  const items = (layout?.right_column ?? DEFAULT_RIGHT_COLUMN).filter((item) => slipInPage || item.name !== 'betslip');
  return (
    <aside css={column} aria-label={t('betslip')} data-testid="right-column">
      {items.map((item, index) => (
        <PageLayoutItemView key={`${item.name}-${item.id}-${index}`} item={item} locale={locale} adverts={adverts} />
      ))}
    </aside>
  );
}

/** Operator items under the page's own content. */
export function CentreColumnBottom({ locale }: { locale: string }) {
  const { layout, adverts } = useLayout();
  const items = layout?.centre_column_bottom ?? [];
  if (items.length === 0) return null;
  return (
    <div css={bottom}>
      {items.map((item, index) => (
        <PageLayoutItemView key={`${item.name}-${item.id}-${index}`} item={item} locale={locale} adverts={adverts} />
      ))}
    </div>
  );
}
