import { css } from '@emotion/react';
import type { ContentPageSlug } from '@sportsbook/contracts';
import { CONTENT_FRESH_MS, ErrorState, LoadingState, useServerData } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { currentBrand } from '../brands/current-brand';
import { fetchContentPage } from '../content/fetch-content-page';
import { sanitizeHtml } from '../content/sanitize-html';
import { pageHeading } from './page-heading';

const body = css`
  max-width: 72ch;
  line-height: 1.5;
`;

/** The page's head says what the operator's page is: its title after the brand's, its description. */
function usePageHead(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = `${title} | ${currentBrand.name}`;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta && description) meta.content = description;
  }, [title, description]);
}

/** An operator's information page (VIP, help, terms…), per brand and language, its HTML sanitized. */
export function ContentPage({ slug }: { slug: ContentPageSlug }) {
  const { t, i18n } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const page = useServerData(
    ['content-page', currentBrand.id, slug, i18n.language, attempt],
    async (signal) => {
      const answer = await fetchContentPage(currentBrand.id, slug, i18n.language, signal);
      return { ...answer, html: await sanitizeHtml(answer.html) };
    },
    { freshMs: CONTENT_FRESH_MS },
  );
  usePageHead(page.status === 'ready' ? page.data.title : undefined, page.status === 'ready' ? page.data.description : undefined);
  if (page.status === 'loading') return <LoadingState label={t('loading')} />;
  if (page.status === 'error')
    return (
      <ErrorState onRetry={() => setAttempt((n) => n + 1)} retryLabel={t('retry')}>
        {t('content-page-error')}
      </ErrorState>
    );
  return (
    <article>
      <h1 css={pageHeading}>{page.data.title}</h1>
      <div css={body} data-testid="content-page" dangerouslySetInnerHTML={{ __html: page.data.html }} />
    </article>
  );
}
