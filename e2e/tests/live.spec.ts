import { expect, test, type Page } from '@playwright/test';
import { MAIN_OFFSET, portOf } from '../support/ports';
import { startApi, startSiteAt } from '../support/stack';

/** Its own stack, with the API's simulator sped up so clocks visibly tick within a test. */
const LIVE_OFFSET = MAIN_OFFSET + 60;
/** Match seconds per real second: one match minute a second. */
const LIVE_SPEED = '60';

const isMobile = (name: string) => name === 'mobile';

type Running = { stop: () => Promise<void> };
let api: Running | undefined;
let site: Running | undefined;
test.use({ baseURL: `http://localhost:${portOf('shell', LIVE_OFFSET)}` });

test.beforeAll(async () => {
  api = await startApi(LIVE_OFFSET, { LIVE_SPEED });
  const running = await startSiteAt(LIVE_OFFSET);
  site = { stop: () => running.close() };
});
// The API first: ending the upstream feed closes the sockets the shell's proxy still holds open.
test.afterAll(async () => {
  await api?.stop();
  await site?.stop();
});

const liveList = (page: Page) => page.getByRole('list', { name: 'Live events' });

/** Topics the page subscribed to over /feed, as the server last heard them. */
function feedSubscriptions(page: Page): Set<string> {
  const topics = new Set<string>();
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/feed') return;
    socket.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { op: string; topics?: string[] };
      for (const topic of message.topics ?? []) {
        if (message.op === 'subscribe') topics.add(topic);
        if (message.op === 'unsubscribe') topics.delete(topic);
      }
    });
  });
  return topics;
}

test('clocks tick and prices move on /en/live/sport/ without reloading', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/live/sport/');
  const football = page.getByRole('heading', { level: 2, name: 'Football' }).locator('xpath=..');
  const row = football.locator('li[data-finished="false"]').first();
  const eventId = await row.getAttribute('data-event-id');
  const sameRow = page.locator(`li[data-event-id="${eventId}"]`);
  const clock = await sameRow.getByTestId('live-clock').innerText();
  await expect.poll(() => sameRow.getByTestId('live-clock').innerText(), { timeout: 20_000 }).not.toBe(clock);

  const prices = () =>
    liveList(page)
      .locator('button[aria-pressed]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')).join('|'));
  const before = await prices();
  await expect.poll(prices, { timeout: 20_000 }).not.toBe(before);
});

test('the feed carries only the events on screen', async ({ page }, info) => {
  const topics = feedSubscriptions(page);
  await page.goto('/en/live/sport/');
  // Rows fill in after the first screen: count them once the list is whole.
  await expect(liveList(page)).toHaveAttribute('aria-busy', 'false');
  const rows = await liveList(page).locator('li[data-event-id]').count();
  await expect.poll(() => topics.size, { timeout: 10_000 }).toBeGreaterThan(0);
  expect([...topics].every((topic) => /^event:\d+$/.test(topic))).toBe(true);
  if (isMobile(info.project.name)) expect(topics.size).toBeLessThan(rows);
});

test('rows far below the screen are not rendered until a player scrolls to them', async ({ page }) => {
  await page.goto('/en/live/sport/');
  await expect(liveList(page)).toHaveAttribute('aria-busy', 'false');
  // What the browser skips (content-visibility) it neither lays out nor repaints when the feed moves a price.
  const rendered = (row: ReturnType<Page['locator']>) =>
    row
      .locator('[data-outcome-id]')
      .first()
      .evaluate((button) => button.checkVisibility({ contentVisibilityAuto: true }));
  // Rows with prices: a race in running lists its leaders, its prices on its own page.
  const rows = liveList(page).locator('li[data-event-id][data-finished="false"]:has([data-outcome-id])');
  await expect.poll(() => rendered(rows.first())).toBe(true);
  const last = rows.last();
  expect(await rendered(last)).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(last)).toBe(true);
});

test('a player filters by competition and league at this size', async ({ page }, info) => {
  await page.goto('/en/live/sport/');
  await expect(liveList(page)).toBeVisible();
  const leagues = liveList(page).getByRole('region');
  if (isMobile(info.project.name)) {
    const competition = page.getByRole('combobox', { name: 'Competition' });
    const option = competition.locator('option', { hasText: 'Football · England' });
    await competition.selectOption({ value: (await option.getAttribute('value')) ?? '' });
    await expect(leagues.first()).toHaveAttribute('aria-label', /^England · /);
    const league = page.getByRole('group', { name: 'Leagues' }).getByRole('button').first();
    const leagueName = await league.innerText();
    await league.click();
    await expect(league).toHaveAttribute('aria-pressed', 'true');
    await expect(leagues).toHaveCount(1);
    await expect(leagues.first()).toHaveAttribute('aria-label', `England · ${leagueName}`);
  } else {
    const filters = page.getByRole('group', { name: 'Filters' });
    const england = filters.getByRole('group', { name: 'Football · England' });
    await england.getByRole('checkbox', { name: 'England', exact: true }).check();
    await expect(england.locator('label[data-icon-state="selected"]').first()).toBeVisible();
    for (const label of await leagues.evaluateAll((regions) => regions.map((r) => r.getAttribute('aria-label')))) {
      expect(label).toMatch(/^England · /);
    }
    const firstLeague = england.getByRole('listitem').first().getByRole('checkbox');
    await firstLeague.uncheck();
    const icon = england.locator('label').first();
    await expect(icon).toHaveAttribute('data-icon-state', /partial|none/);
    await filters.getByRole('checkbox', { name: 'All competitions' }).check();
    await expect(page.getByRole('heading', { level: 2, name: 'Tennis' })).toBeVisible();
  }
});

test('a player opens a live event, sees its scoreboard and adds a live selection', async ({ page }, info) => {
  await page.goto('/en/live/sport/');
  const row = liveList(page).locator('li[data-finished="false"]').first();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/live\/\d+-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Markets' })).toHaveAttribute('aria-selected', 'true');

  const firstOpen = page.getByRole('tabpanel').locator('button[aria-pressed="false"]:not([disabled])').first();
  const odds = page.locator(`button[data-outcome-id="${await firstOpen.getAttribute('data-outcome-id')}"]`);
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  if (isMobile(info.project.name)) {
    await expect(
      page.getByRole('navigation', { name: 'Footer navigation' }).getByRole('button', { name: /Betslip/ }),
    ).toContainText('1');
  } else {
    await expect(page.getByTestId('right-column').getByTestId('betslip-count')).toHaveText('(1)');
  }

  await page.getByRole('tab', { name: 'Tracker' }).click();
  await expect(page.getByRole('tabpanel').getByRole('region', { name: 'Tracker' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to live betting' }).click();
  await expect(liveList(page)).toBeVisible();
});

test("a football match's page in play lists its deep markets, and a phone never scrolls sideways", async ({ page }) => {
  // The youngest match: at LIVE_SPEED 60 an old one may end during the test.
  const answer = await page.request.get('/xapi/rest/live/events?sportCode=FOOT');
  const { events } = (await answer.json()) as { events: Array<{ id: number; slug: string; clock?: { minutes: number } }> };
  const youngest = events.reduce((a, b) => ((b.clock?.minutes ?? 0) < (a.clock?.minutes ?? 0) ? b : a));
  await page.goto(`/en/live/${youngest.id}-${youngest.slug}`);
  const panel = page.getByRole('tabpanel');
  // The page shows the list's main markets first; the event's feed snapshot brings the rest.
  await expect.poll(() => panel.getByRole('group').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(15);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

/**
 * Opens the live event of a sport with the least played, until one has at most `maxMinute` played:
 * at LIVE_SPEED 60 a basketball match lasts seconds, and on a busy machine the youngest may be about
 * to end. The list is loaded afresh on each try, as the simulator starts new matches when others end.
 */
async function openLiveEvent(page: Page, sportSegment: string, maxMinute = Number.MAX_SAFE_INTEGER): Promise<void> {
  const rows = liveList(page).locator('li[data-finished="false"]');
  // Each running event's id and minute, so the chosen one is opened by its id even if the list moves.
  const running = () =>
    rows.evaluateAll((items) =>
      items.map((item) => {
        const minute = /(\d+)'/.exec(item.querySelector('[data-testid="live-clock"]')?.textContent ?? '');
        return { id: item.getAttribute('data-event-id') ?? '', minute: minute ? Number(minute[1]) : Number.MAX_SAFE_INTEGER - 1 };
      }),
    );
  await expect(async () => {
    await page.goto(`/en/live/sport/${sportSegment}`);
    await expect(rows.first()).toBeVisible();
    const youngest = (await running()).reduce((a, b) => (b.minute < a.minute ? b : a));
    expect(youngest.minute).toBeLessThanOrEqual(maxMinute);
    await liveList(page).locator(`li[data-event-id="${youngest.id}"]`).getByRole('link').click({ timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }).toPass({ timeout: 90_000 });
}

test('the tracker follows a basketball match from the feed without reloading', { tag: '@wide-only' }, async ({ page }) => {
  await openLiveEvent(page, '227-BASK');
  await page.getByRole('tab', { name: 'Tracker' }).click();
  const tracker = page.getByRole('region', { name: 'Tracker' });
  await expect(tracker.getByRole('list', { name: 'Score per period' }).getByRole('listitem').first()).toBeVisible();
  const score = await tracker.getByTestId('tracker-score').innerText();
  // Points come every few seconds of real time at the simulator's speed.
  await expect(tracker.getByRole('log', { name: 'Latest changes' }).getByRole('listitem').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => tracker.getByTestId('tracker-score').innerText(), { timeout: 20_000 }).not.toBe(score);
});

test(
  'a streamed event plays its stream in a sandboxed frame that keeps up with the match',
  { tag: '@wide-only' },
  async ({ page }) => {
    test.setTimeout(150_000);
    // Young enough that the match is still running while the stream is watched.
    await openLiveEvent(page, '2302-EBSK', 8);
    await page.getByRole('tab', { name: 'Stream' }).click();
    const panel = page.getByRole('tabpanel');
    const frame = panel.locator('iframe');
    await expect(frame).toHaveAttribute('title', /^Live stream: .+ vs .+/);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(panel.getByRole('status')).toHaveCount(0);
    await expect(panel.getByRole('alert')).toHaveCount(0);
    // The stream page's own script draws the court and refreshes the score and clock from the API.
    const stream = page.frameLocator('iframe[title^="Live stream: "]');
    await expect(stream.locator('svg').first()).toBeVisible();
    const main = stream.getByRole('main');
    const shown = await main.innerText();
    await expect.poll(() => main.innerText(), { timeout: 20_000 }).not.toBe(shown);
  },
);

test('a sport tab shows that sport only', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/live/sport/');
  await page
    .getByRole('navigation', { name: 'Live sports' })
    .getByRole('link', { name: /^Tennis/ })
    .click();
  await expect(page).toHaveURL(/\/en\/live\/sport\/\d+-TENN$/);
  await expect(liveList(page).getByRole('heading', { level: 2 })).toHaveText(['Tennis']);
});

test('when the feed drops, the page says so, reconnects and resyncs', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/live/sport/');
  await expect(liveList(page).locator('li[data-event-id]').first()).toBeVisible();
  await api?.stop();
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting to live prices…' })).toBeVisible();
  api = await startApi(LIVE_OFFSET, { LIVE_SPEED });
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting to live prices…' })).toHaveCount(0, { timeout: 40_000 });
  const clock = liveList(page).locator('li[data-finished="false"]').first().getByTestId('live-clock');
  const before = await clock.innerText();
  await expect.poll(() => clock.innerText(), { timeout: 20_000 }).not.toBe(before);
});
