// The player's main journeys in a second engine, Firefox, at 1280 px (run by `npm test` after the
// Chromium suite: `pnpm run test:firefox`). Each waits for what the player would see, never for a time.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { MAIN_OFFSET, portOf } from '../support/ports';
import { startApi, startSiteAt } from '../support/stack';
import { engineVersions, launchFirefox } from './firefox';
import { WAIT_MS } from './waits';
import {
  browseToAnEvent,
  changeLanguageToSpanish,
  openMyBetsAndFind,
  placeTreble,
  useEmbeddedFrame,
  watchLivePricesMove,
} from './journeys';

/** Its own stack, clear of every one the Playwright suite starts (its main offset + 0 to + 300). */
const FIREFOX_OFFSET = MAIN_OFFSET + 350;
const SITE = `http://localhost:${portOf('shell', FIREFOX_OFFSET)}`;
/** Starting the API, the seven origins and Firefox on a loaded 2-core machine. */
const START_MS = 180_000;
const JOURNEY = { timeout: 4 * WAIT_MS };

let browser: Browser | undefined;
let stopStack = async () => {};

before(
  async () => {
    // Live matches played at a match minute a second, so prices visibly move within a journey.
    const api = await startApi(FIREFOX_OFFSET, { LIVE_SPEED: '60' });
    const site = await startSiteAt(FIREFOX_OFFSET).catch(async (error: unknown) => {
      await api.stop();
      throw error;
    });
    // The API first: ending the upstream feed closes the sockets the shell's proxy still holds open.
    stopStack = async () => {
      await api.stop();
      await site.close();
    };
    browser = await launchFirefox();
    console.log(`engine: ${await engineVersions(browser)}`);
  },
  { timeout: START_MS },
);

after(async () => {
  await browser?.close();
  await stopStack();
});

/** Errors a page threw and did not catch: what works in Chromium may throw in Firefox and still look done. */
const uncaught: string[] = [];
/**
 * Firefox logs a cookie it refuses as a page error. In a cross-site frame it refuses the release
 * cookie (SameSite=Lax), as every browser does, and the player is served the stable releases.
 */
const REFUSED_COOKIE = /^Error: Cookie “[^”]+” has been rejected because it is in a cross-site context/;

afterEach(() => {
  assert.deepEqual(uncaught.splice(0), [], 'no uncaught errors in the pages');
});

/** A page of a new private session (its own cookies and storage), 1280 px wide. */
async function freshPage(): Promise<Page> {
  const context = await (browser as Browser).createBrowserContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    if (!REFUSED_COOKIE.test(String(error))) uncaught.push(`${page.url()}: ${String(error)}`);
  });
  await page.setViewport({ width: 1280, height: 800 });
  page.setDefaultTimeout(WAIT_MS);
  return page;
}

test('a visitor browses sports and an event, and adds a price to the slip', JOURNEY, async () => {
  await browseToAnEvent(await freshPage(), SITE);
});

/** The player of the treble, still logged in, and the reference of the bet placed. */
let player: { page: Page; reference: string } | undefined;

test('a player adds three selections, logs in and places a treble', JOURNEY, async () => {
  const page = await freshPage();
  player = { page, reference: await placeTreble(page, SITE) };
});

test('the player opens My Bets and finds the treble', JOURNEY, async () => {
  assert.ok(player, 'the treble was placed');
  await openMyBetsAndFind(player.page, player.reference, 'Treble');
});

test('a visitor sees live prices move without reloading', JOURNEY, async () => {
  await watchLivePricesMove(await freshPage(), SITE);
});

test('a visitor switches the language', JOURNEY, async () => {
  await changeLanguageToSpanish(await freshPage(), SITE);
});

test('a parent page embeds the site: the frame tells it ready, size and language, and takes a selection', JOURNEY, async () => {
  await useEmbeddedFrame(await freshPage(), SITE);
});
