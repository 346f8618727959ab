import assert from 'node:assert/strict';
import type { ElementHandle, Page } from 'puppeteer-core';
import { OPEN_ODDS, pressFirstOdds, until, untilPath, untilText } from './waits';

/** The slip beside the page on a wide screen. */
const SLIP = '[data-testid="right-column"]';
const SLIP_COUNT = `${SLIP} [data-testid="betslip-count"]`;
const aria = (role: string, name: string) => `::-p-aria([role="${role}"][name="${name}"])`;
const byRole = (role: string) => `::-p-aria([role="${role}"])`;
/** Long enough for the journey: an event that starts sooner may close (and leave the slip) meanwhile. */
const SAFE_LEAD_MS = 20 * 60_000;

export async function browseToAnEvent(page: Page, site: string): Promise<void> {
  await page.goto(`${site}/en/sports`);
  await page.locator(aria('list', 'Upcoming events')).wait();
  await page.locator('nav[aria-label="Sports menu"] a[href$="/en/sports/240-FOOT"]').click();
  await untilPath(page, /^\/en\/sports\/240-FOOT$/);
  await untilText(page, 'main h1', 'Football', true);
  await page.locator('main li[data-event-id] a[href*="/events/"]').click();
  await untilPath(page, /^\/en\/events\/\d+-[a-z0-9-]+$/);
  await page.locator(aria('region', 'Full time')).wait();
  await pressFirstOdds(page, 'main');
  await untilText(page, SLIP_COUNT, '(1)', true);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');
}

/**
 * The ids of `count` events of the coupon that start at least `lead` ms from now and show open odds,
 * once the coupon lists that many (run in the page).
 */
function farOffEvents(count: number, odds: string, lead: number): string[] | false {
  const ids = [...document.querySelectorAll('main li[data-event-id]')]
    .filter((item) => Date.parse(item.querySelector('time')?.getAttribute('dateTime') ?? '') - Date.now() >= lead)
    .filter((item) => item.querySelector(odds) !== null)
    .map((item) => item.getAttribute('data-event-id') ?? '');
  return ids.length >= count && ids.slice(0, count);
}

async function logInAsDemo(page: Page): Promise<void> {
  const dialog = 'dialog[open]';
  await page.locator(`${dialog} input[autocomplete="username"]`).fill('demo');
  await page.locator(`${dialog} input[autocomplete="current-password"]`).fill('demo123');
  await page.locator(`${dialog} button[type="submit"]`).click();
  await until(page, (d) => document.querySelector(d) === null, dialog);
}

/** Picks `value` in the slip's select whose label begins with `label`, as a player's choice does. */
async function chooseInSlip(page: Page, label: string, value: string): Promise<void> {
  const select = await page.waitForFunction(
    (slip, l) =>
      [...document.querySelectorAll(`${slip} label`)]
        .find((element) => element.textContent?.trim().startsWith(l))
        ?.querySelector('select'),
    {},
    SLIP,
    label,
  );
  await (select as ElementHandle<HTMLSelectElement>).select(value);
}

/** Returns the reference of the bet placed, as the API stored it. */
export async function placeTreble(page: Page, site: string): Promise<string> {
  await page.goto(`${site}/en/sports`);
  const ids = await until(page, farOffEvents, 3, OPEN_ODDS, SAFE_LEAD_MS);
  for (const id of ids) await pressFirstOdds(page, `main li[data-event-id="${id}"]`);
  await untilText(page, SLIP_COUNT, '(3)', true);
  await untilText(page, `${SLIP} [data-testid="multiple"]`, 'Treble');
  await page.locator(aria('textbox', 'Stake for Treble')).fill('2');
  await page.locator(aria('button', 'Log in to place your bet')).click();
  await logInAsDemo(page);
  await chooseInSlip(page, 'Odds changes', 'A');
  const placement = page.waitForResponse((r) => /\/accounts\/\d+\/betslips\?/.test(r.url()) && r.request().method() === 'POST');
  await page.locator(aria('button', 'Place bet €2.00')).click();
  const answer = await placement;
  assert.equal(answer.status(), 200);
  const { model } = (await answer.json()) as { model: { bets: { reference: string; description: string }[] } };
  assert.deepEqual(
    model.bets.map((bet) => bet.description),
    ['Treble'],
  );
  await untilText(page, `${SLIP} [data-testid="betslip-receipt"]`, 'Bet placed');
  return model.bets[0]?.reference ?? '';
}

export async function openMyBetsAndFind(page: Page, reference: string, description: string): Promise<void> {
  const myBets = await page.waitForFunction(
    (slip) => [...document.querySelectorAll(`${slip} button`)].find((button) => button.textContent?.includes('My Bets')),
    {},
    SLIP,
  );
  await (myBets as ElementHandle<HTMLButtonElement>).click();
  const card = await page.locator(aria('article', `Bet ${reference}`)).waitHandle();
  assert.equal(await card.$eval('strong', (strong) => strong.textContent), description);
}

/** Each live price shown (outcome id → its label), once there are some and, given the last ones, once one of them moved (run in the page). */
function pricesMovedSince(selector: string, was: Record<string, string> | null): Record<string, string> | false {
  const shown = Object.fromEntries(
    [...document.querySelectorAll(selector)].map((b) => [
      b.getAttribute('data-outcome-id') ?? '',
      b.getAttribute('aria-label') ?? '',
    ]),
  );
  if (was === null) return Object.keys(shown).length > 0 && shown;
  return Object.entries(shown).some(([id, label]) => id in was && was[id] !== label) && shown;
}

export async function watchLivePricesMove(page: Page, site: string): Promise<void> {
  await page.goto(`${site}/en/live/sport/`);
  const prices = 'ul[aria-label="Live events"] button[data-outcome-id]';
  const first = await until(page, pricesMovedSince, prices, null);
  await until(page, pricesMovedSince, prices, first);
}

export async function changeLanguageToSpanish(page: Page, site: string): Promise<void> {
  await page.goto(`${site}/en/sports`);
  await page.locator(aria('list', 'Upcoming events')).wait();
  await page.locator('header button[aria-label="EN, Language: English"]').click();
  await page.locator('ul[aria-label="Language"] a[lang="es"]').click();
  await untilPath(page, /^\/es\/sports$/);
  await until(page, () => document.documentElement.lang === 'es');
  await page.locator(aria('list', 'Próximos eventos')).wait();
  await page.locator('header button[aria-label="ES, Idioma: Español"]').wait();
}

const PARENT = 'https://app.sportsbook.example';

/** The operator's app page (the brand's configured parent) that frames the site and records its messages. */
const parentPage = (site: string) => `<!doctype html><html><body>
  <script>window.received = []; addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));</script>
  <iframe title="sportsbook" src="${site}/en/?embedded=true" style="width:100%;height:600px;border:0"></iframe>
</body></html>`;

interface Message {
  origin: string;
  data: { type: string; height?: number };
}

/** The size message, once the parent has been told ready, size and language (run in the parent page). */
function sizeOnceReady(): Message | false {
  const received = (window as unknown as { received: Message[] }).received;
  const types = received.map((m) => m.data.type);
  return ['ready', 'size', 'language'].every((t) => types.includes(t)) && (received.find((m) => m.data.type === 'size') ?? false);
}

export async function useEmbeddedFrame(page: Page, site: string): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url() === `${PARENT}/`) void request.respond({ status: 200, contentType: 'text/html', body: parentPage(site) });
    else void request.continue();
  });
  await page.goto(`${PARENT}/`);
  const frame = await page.waitForFrame((f) => f.url().includes('embedded=true'));
  const size = await until(page, sizeOnceReady);
  assert.equal(size && size.origin, site);
  assert.ok(size && (size.data.height ?? 0) > 0, 'a content height');
  await frame.locator(aria('list', 'Upcoming events')).wait();
  assert.deepEqual(await frame.$$(byRole('banner')), [], 'no header');
  assert.deepEqual(await frame.$$(byRole('contentinfo')), [], 'no footer');
  await pressFirstOdds(frame, 'main');
}
