import { CONTENT_FRESH_MS, useServerData } from '@sportsbook/ui';
import { fetchHtmlWidget } from './fetch-html-widget';
import { sanitizeHtml } from './sanitize-html';

/** An operator HTML widget, sanitized; a widget that fails to load leaves no gap. */
export function HtmlWidget({ id }: { id: number }) {
  const html = useServerData(['html-widget', id], async (signal) => sanitizeHtml((await fetchHtmlWidget(id, signal)).content), {
    freshMs: CONTENT_FRESH_MS,
  });
  if (html.status !== 'ready') return null;
  return <div data-testid="html-widget" dangerouslySetInnerHTML={{ __html: html.data }} />;
}
