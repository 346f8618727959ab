import type { HtmlWidgetResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/html_widgets/{id} (active only). */
export const fetchHtmlWidget = (id: number, signal?: AbortSignal): Promise<HtmlWidgetResponse> =>
  http().get<HtmlWidgetResponse>(`/api/html_widgets/${id}`, { query: { active: true }, signal });
