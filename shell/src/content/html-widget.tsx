import { useRef } from 'react';
import { useApiData } from '@sportsbook/ui';
import { fetchHtmlWidget } from './fetch-html-widget';
import { useNearViewport } from '../layout/use-near-viewport';
import { sanitizeHtml } from './sanitize-html';

/** An operator HTML widget, sanitized; a widget that fails to load leaves no gap. */
function SanitizedWidget({ id }: { id: number }) {
  const html = useApiData(async (signal) => sanitizeHtml((await fetchHtmlWidget(id, signal)).content), [id]);
  if (html.status !== 'ready') return null;
  return <div data-testid="html-widget" dangerouslySetInnerHTML={{ __html: html.data }} />;
}

/** Fetched (with the sanitizer) when the widget's place comes near the viewport, not with the page. */
export function HtmlWidget({ id }: { id: number }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return <div ref={slot}>{near && <SanitizedWidget id={id} />}</div>;
}
