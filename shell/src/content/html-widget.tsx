import { css } from '@emotion/react';
import { CONTENT_FRESH_MS, useServerData } from '@sportsbook/ui';
import { fetchHtmlWidget } from './fetch-html-widget';
import { sanitizeHtml } from './sanitize-html';

/** A widget's heading follows the page's h1 (h2 keeps the heading order); it reads as a box title, not a section's. */
const widget = css`
  h2 {
    font-size: 16px;
    margin: 0 0 8px;
  }
`;

/** An operator HTML widget, sanitized; a widget that fails to load leaves no gap. */
export function HtmlWidget({ id }: { id: number }) {
  const html = useServerData(['html-widget', id], async (signal) => sanitizeHtml((await fetchHtmlWidget(id, signal)).content), {
    freshMs: CONTENT_FRESH_MS,
  });
  if (html.status !== 'ready') return null;
  return <div css={widget} data-testid="html-widget" dangerouslySetInnerHTML={{ __html: html.data }} />;
}
