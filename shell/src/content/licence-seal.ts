import type { GcbSealResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** The gaming control board's page that shows the certificate a seal token stands for. */
const GCB_CERTIFICATE_URL = 'https://cert.gcb.cw/certificate';

/** Spec §7: GET /api/gcb_seals?host= gives the token of this host's certificate link. */
export const fetchSealToken = (host: string, signal?: AbortSignal): Promise<GcbSealResponse> =>
  http().get<GcbSealResponse>('/api/gcb_seals', { query: { host }, signal });

export function certificateUrl(token: string): string {
  const url = new URL(GCB_CERTIFICATE_URL);
  url.searchParams.set('id', token);
  return url.toString();
}
