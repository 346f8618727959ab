import { css } from '@emotion/react';
import { Button, color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';

const bar = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin: 12px 0;
  color: ${color('textMuted')};
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

export const pageCount = (totalCount: number, perPage: number): number => Math.max(1, Math.ceil(totalCount / perPage));

/** Paging keeps a sport with hundreds of events to 20 rows in the DOM at a time. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('prematch');
  if (pages <= 1) return null;
  return (
    <nav css={bar} aria-label={t('pages')}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous-page')}
      </Button>
      <span aria-current="page">{t('page-of', { page, pages })}</span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next-page')}
      </Button>
    </nav>
  );
}
