import { createRequire } from 'node:module';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's Firefox ESR (`npm test` installs it where it is missing): browser downloads are impossible here. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/**
 * A stock Firefox over WebDriver BiDi. The pinned Playwright cannot drive one: its BiDi client asks
 * for commands (emulation.setMediaFeaturesOverride) that Firefox ESR does not implement yet.
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // On a loaded 2-core machine one BiDi command can take many seconds.
    protocolTimeout: 120_000,
  });
}

/** What ran, as the run's output records it: the browser's own version and the driver's. */
export async function engineVersions(browser: Browser): Promise<string> {
  const driver = (createRequire(__filename)('puppeteer-core/package.json') as { version: string }).version;
  return `${await browser.version()} (${FIREFOX_PATH}) over WebDriver BiDi, driven by puppeteer-core ${driver}`;
}
