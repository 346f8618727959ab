import { useApiData } from '@sportsbook/ui';
import { fetchHtmlWidget } from './fetch-html-widget';
import { sanitizeHtml } from './sanitize-html';

/** An operator HTML widget, sanitized; a widget that fails to load leaves no gap. */
export function HtmlWidget({ id }: { id: number }) {
  const widget = useApiData((signal) => fetchHtmlWidget(id, signal), [id]);
  if (widget.status !== 'ready') return null;
  return <div data-testid="html-widget" dangerouslySetInnerHTML={{ __html: sanitizeHtml(widget.data.content) }} />;
}
