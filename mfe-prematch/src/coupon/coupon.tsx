import { css } from '@emotion/react';
import type { SportEvent } from '@sportsbook/contracts';
import { color, composed, useRowsInSlices } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { couponSections } from './coupon-sections';
import { columnClass, couponContainer, couponGrid, GRID_PART } from './coupon-grid';
import { CouponRow } from './coupon-row';
import { setRaceTo, useRaceTo } from './race-to-store';
import {
  RACE_COLUMN,
  RACE_TO_OPTIONS,
  markerConfigFor,
  withRaceTo,
  type CouponColumn,
  type RaceToPoints,
} from './sports-marker-config';
import { isOutcomeKey } from '../i18n/prematch-key';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const section = css`
  background: ${color('surface')};
  border-radius: 8px;
  overflow: hidden;
`;

/** A column's outcome labels, styled through the header (see GRID_PART). */
const LABELS = 'sb-coupon-labels';

const header = css`
  padding: 8px 12px;
  background: ${color('surfaceRaised')};
  font-size: 13px;
  font-weight: 600;
  & > .${LABELS} {
    display: flex;
    justify-content: space-around;
    font-weight: 400;
    color: ${color('textMuted')};
  }
`;

const rows = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const raceSelect = css`
  min-height: 32px;
  width: 100%;
  border-radius: 6px;
  border: 1px solid ${color('border')};
  background: ${color('surface')};
  color: ${color('text')};
  font: inherit;
`;

/** The race-to column's header is the player's choice of target (spec §3: 5, 10, 15 or 20 points). */
function RaceToHeader({ index }: { index: number }) {
  const { t } = useTranslation('prematch');
  const points = useRaceTo();
  return (
    <div className={columnClass(index)}>
      <select
        css={raceSelect}
        aria-label={t('column-race-to')}
        value={points}
        onChange={(e) => setRaceTo(Number(e.target.value) as RaceToPoints)}
      >
        {RACE_TO_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t('race-to', { points: option })}
          </option>
        ))}
      </select>
    </div>
  );
}

function ColumnHeader({ columns, index }: { columns: readonly CouponColumn[]; index: number }) {
  const column = columns[index] as CouponColumn;
  const { t } = useTranslation('prematch');
  if (column.id === RACE_COLUMN) return <RaceToHeader index={index} />;
  return (
    <div className={`${LABELS} ${columnClass(index)}`} title={t(column.labelKey)}>
      {column.outcomeLabels.length === 0
        ? t(column.labelKey)
        : column.outcomeLabels.map((label) => <span key={label}>{isOutcomeKey(label) ? t(label) : label}</span>)}
    </div>
  );
}

/**
 * A coupon: events in sections with the columns of their sport's marker config. One list with a
 * nested list per section keeps the page's structure readable to assistive technology.
 */
export function Coupon({
  events,
  label,
  groupBy,
  couponLayout,
}: {
  events: readonly SportEvent[];
  label: string;
  groupBy: 'league' | 'sport';
  couponLayout?: string;
}) {
  const raceTo = useRaceTo();
  const shown = useRowsInSlices(events.length);
  return (
    <ul css={list} aria-label={label} aria-busy={shown < events.length}>
      {couponSections(events.slice(0, shown), groupBy).map((group) => {
        const config = withRaceTo(markerConfigFor(group.sportCode, couponLayout), raceTo);
        return (
          <li key={`${group.key}:${group.events[0]?.id ?? 0}`} css={composed(section, couponContainer)}>
            <div css={composed(header, couponGrid(config.columns))}>
              <span className={GRID_PART.info}>{group.title}</span>
              {config.columns.map((column, index) => (
                <ColumnHeader key={column.id} columns={config.columns} index={index} />
              ))}
              <span className={GRID_PART.more} />
            </div>
            <ul css={rows} aria-label={group.title}>
              {group.events.map((event) => (
                <CouponRow key={event.id} event={event} config={config} showLeague={groupBy === 'sport'} />
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
