import { useNearViewport, useServerData } from '@sportsbook/ui';
import { fetchHtmlWidget } from './fetch-html-widget';
import { sanitizeHtml } from './sanitize-html';

/**
 * An operator HTML widget, sanitized, asked for when it nears the viewport; a widget that fails to
 * load leaves no gap.
 */
export function HtmlWidget({ id }: { id: number }) {
  const [place, near] = useNearViewport<HTMLDivElement>();
  const html = useServerData(['html-widget', id], async (signal) => sanitizeHtml((await fetchHtmlWidget(id, signal)).content), {
    enabled: near,
  });
  if (html.status !== 'ready') return <div ref={place} />;
  return <div data-testid="html-widget" dangerouslySetInnerHTML={{ __html: html.data }} />;
}
