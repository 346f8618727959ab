import type { SubmenusResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/submenus/{subheaderId} (spec §7). */
export const fetchSubmenu = (subheaderId: number, signal?: AbortSignal): Promise<SubmenusResponse> =>
  http().get<SubmenusResponse>(`/api/submenus/${subheaderId}`, { signal });
