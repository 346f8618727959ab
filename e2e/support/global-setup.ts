import type { FullConfig } from '@playwright/test';
import { MAIN_OFFSET } from './ports';
import { startApi, startSiteAt } from './stack';

/** One API and one composed site for every spec; specs that break things start their own. */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const api = await startApi(MAIN_OFFSET);
  const site = await startSiteAt(MAIN_OFFSET);
  return async () => {
    await site.close();
    await api.stop();
  };
}
