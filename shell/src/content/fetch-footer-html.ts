import type { HtmlWidgetResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** The brand's footer HTML in the page language (`l`, spec §7 decoration); the same shape as an HTML widget. */
export const fetchFooterHtml = (path: string, locale: string, signal?: AbortSignal): Promise<HtmlWidgetResponse> =>
  http().get<HtmlWidgetResponse>(path, { query: { l: locale }, signal });
