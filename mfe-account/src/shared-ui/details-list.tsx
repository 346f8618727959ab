import { css } from '@emotion/react';
import { color, mq } from '@sportsbook/ui';

const list = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px 16px;
  margin: 0;
  ${mq.desktop} {
    grid-template-columns: 220px minmax(0, 1fr);
  }
  dt {
    color: ${color('textMuted')};
  }
  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
    ${mq.desktop} {
      margin: 0;
    }
  }
`;

/** Label and value pairs; rows without a value are left out rather than shown blank. */
export function DetailsList({ rows, label }: { rows: Array<[string, string | null]>; label: string }) {
  return (
    <dl css={list} aria-label={label}>
      {rows
        .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
        .map(([term, value]) => (
          <div key={term} css={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
