import { expect, test, type Page } from '@playwright/test';

const isMobile = (name: string) => name === 'mobile';

/** The sports menu: the left column on desktop, the hamburger's side menu on a phone. */
async function sportsMenu(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Sports menu' });
  await expect(menu).toBeVisible();
  return menu;
}

async function expectInBetslip(page: Page, mobile: boolean, count: number) {
  if (mobile) {
    const button = page.getByRole('navigation', { name: 'Footer navigation' }).getByRole('button', { name: /Betslip/ });
    await expect(button).toContainText(String(count));
  } else {
    await expect(page.getByTestId('right-column').getByTestId('betslip-count')).toHaveText(`(${count})`);
  }
}

/** The first price that can be added, pinned by its outcome id so it stays the same button once pressed. */
async function firstOpenOdds(page: Page) {
  const open = page.locator('main button[data-outcome-id][aria-pressed="false"]:not([disabled])').first();
  await expect(open).toBeVisible();
  return page.locator(`main button[data-outcome-id="${await open.getAttribute('data-outcome-id')}"]`).first();
}

test('a player browses sport, country and league from the menu and adds an outcome to the betslip', async ({ page }, info) => {
  const mobile = isMobile(info.project.name);
  await page.goto('/en/sports');
  await expect(page.getByRole('list', { name: 'Upcoming events' })).toBeVisible();

  let menu = await sportsMenu(page, mobile);
  await menu.getByRole('link', { name: /^Football \d+$/ }).click();
  await expect(page).toHaveURL(/\/en\/sports\/240-FOOT$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();

  menu = await sportsMenu(page, mobile);
  const englandLink = menu.getByRole('link', { name: /^England \d+$/ });
  if (!(await englandLink.isVisible())) await menu.getByRole('button', { name: 'Show countries of Football' }).click();
  await englandLink.click();
  await expect(page).toHaveURL(/\/en\/sports\/240-FOOT\/1001-england$/);
  await expect(page.getByRole('heading', { level: 1, name: 'England' })).toBeVisible();

  menu = await sportsMenu(page, mobile);
  if (!(await menu.getByRole('link', { name: /^England \d+$/ }).isVisible())) {
    await menu.getByRole('button', { name: 'Show countries of Football' }).click();
  }
  await menu.getByRole('button', { name: 'Show leagues of England' }).click();
  await menu.getByRole('link', { name: /^Premier League \d+$/ }).click();
  await expect(page).toHaveURL(/\/1001-england\/3001-premier-league$/);
  const coupon = page.getByRole('list', { name: 'Premier League events' });
  await expect(coupon).toBeVisible();

  const odds = await firstOpenOdds(page);
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  await expectInBetslip(page, mobile, 1);

  await coupon.getByRole('listitem').locator('a[href*="/events/"]').first().click();
  await expect(page).toHaveURL(/\/en\/events\/\d+-[a-z0-9-]+$/);
  await expect(page.getByRole('region', { name: 'Full time' })).toBeVisible();
  const eventOdds = await firstOpenOdds(page);
  await eventOdds.click();
  await expect(eventOdds).toHaveAttribute('aria-pressed', 'true');
  await expectInBetslip(page, mobile, 2);

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test('period filters and paging keep a sport to 20 events a page', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/sports/240-FOOT');
  const rows = page.locator('main li[data-event-id]');
  await expect(rows.first()).toBeVisible();
  // The coupon fills in after its first screen: count its rows once it is whole.
  await expect(page.locator('main ul[aria-busy]').first()).toHaveAttribute('aria-busy', 'false');
  expect(await rows.count()).toBeLessThanOrEqual(20);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstId = await rows.first().getAttribute('data-event-id');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(rows.first()).not.toHaveAttribute('data-event-id', firstId ?? '');

  await page.getByRole('combobox', { name: 'Period' }).selectOption('today');
  await expect(page).toHaveURL(/period=today/);
  await expect(page).not.toHaveURL(/page=2/);
  const latestStart = () =>
    rows.locator('time').evaluateAll((times) => Math.max(...times.map((t) => Date.parse(t.getAttribute('datetime') ?? ''))));
  await expect.poll(latestStart).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
});

// The phone's coupon rows: the mobile project alone (the desktop project leaves @phone-only out).
test.describe('on a phone', { tag: '@phone-only' }, () => {
  test("the coupon's rows off screen wait unrendered at the height they take when shown", async ({ page }) => {
    await page.goto('/en/sports');
    const rows = page.locator('main li[data-event-id]');
    await expect(page.locator('main ul[aria-busy]').first()).toHaveAttribute('aria-busy', 'false');
    const last = rows.last();
    // Skipped by layout and paint (content-visibility), the row keeps a placeholder's height and its contents wait.
    const rendered = () =>
      last.evaluate((row) => (row.firstElementChild as Element).checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    const held = await last.evaluate((row) => row.getBoundingClientRect().height);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    // Shown, it is as tall as it was held: nothing under it moves as a player scrolls.
    const shown = await last.evaluate((row) => row.getBoundingClientRect().height);
    expect(Math.abs(shown - held)).toBeLessThan(1);
  });

  test('an odds button is as tall with a caption over its price as without, so rows of either kind are one height', async ({
    page,
  }) => {
    await page.goto('/en/');
    const upcoming = page.getByRole('list', { name: 'Upcoming events' }).locator('button[data-outcome-id]');
    await expect(upcoming.first()).toBeAttached();
    const heights = await page
      .locator('main button[data-outcome-id]')
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => button.checkVisibility())
          .map((button) => ({ captioned: button.childElementCount > 1, height: button.getBoundingClientRect().height })),
      );
    const of = (captioned: boolean) => [...new Set(heights.filter((h) => h.captioned === captioned).map((h) => h.height))];
    // The highlights' buttons carry a caption (1, X, 2); the upcoming matches' result does not.
    expect(of(true)).toEqual([44]);
    expect(of(false)).toEqual([44]);
  });
});

test('a favourite event is still under Favourites after a reload', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/sports/240-FOOT');
  const star = page
    .locator('main')
    .getByRole('button', { name: /^Add .+ to favourites$/ })
    .first();
  const name = (await star.getAttribute('aria-label'))?.replace(/^Add (.+) to favourites$/, '$1') ?? '';
  await star.click();
  await expect(page.locator('main').getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  await page.goto('/en/sports/10000');
  await page.reload();
  const list = page.getByRole('list', { name: 'Favourites' });
  await expect(list.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
});

test('changing the odds format re-renders every price', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/sports/240-FOOT');
  const prices = page.locator('main button[data-outcome-id]');
  await expect(prices.first()).toHaveAttribute('aria-label', /(^| )\d+\.\d{2,3}(,|$)/);
  await page.evaluate(() => {
    type Bus = { setState: (topic: string, value: unknown) => void };
    (globalThis as unknown as Record<symbol, Bus>)[Symbol.for('sportsbook.bus')]?.setState('odds-format', { format: 'us' });
  });
  await expect(prices.first()).toHaveAttribute('aria-label', /(^| )[+-]\d+(,|$)/);
  const names = await prices.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(20);
  // The name starts with what the button shows: its caption, if any, and the price.
  for (const name of names) expect(name).toMatch(/^([^,]+ )?[+-]\d+(,|$)/);
});

test.describe('from the desktop header', { tag: '@wide-only' }, () => {
  // The shell shows its search box in the desktop header only: the desktop project alone tries it.
  test('the search finds a league and opens its page', async ({ page }) => {
    await page.goto('/en/sports');
    const search = page.getByRole('searchbox', { name: 'Search events, teams and leagues' });
    await search.fill('Premier');
    const results = page.getByRole('region', { name: 'Search results' });
    await results
      .getByRole('link', { name: /Premier League/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/sports\/240-FOOT\/\d+-[a-z]+\/\d+-premier-league$/);
  });
});

test("a football event's deep catalogue: 40+ markets in tabs, a market search, and a bet on a corners market", async ({
  page,
}, info) => {
  const mobile = isMobile(info.project.name);
  // Not the next match to start: it would leave the book during the test.
  const answer = await page.request.get('/xapi/rest/events?eventPathIds=240&periodType=PRE_MATCH&eventsPerPage=20');
  const { events } = (await answer.json()) as { events: Array<{ id: number; slug: string; isOutright: boolean }> };
  const event = events.filter((e) => !e.isOutright).at(-1);
  if (!event) throw new Error('no football fixture in the book');
  await page.goto(`/en/events/${event.id}-${event.slug}`);
  const tabs = page.getByRole('tablist', { name: 'Market groups' });
  // Seven groups of markets, and the match's bet builder.
  await expect(tabs.getByRole('tab')).toHaveCount(8);
  let markets = 0;
  for (const tab of await tabs.getByRole('tab').filter({ hasNotText: 'Bet builder' }).all()) {
    await tab.click();
    const panel = page.getByRole('tabpanel', { name: (await tab.textContent()) ?? '' });
    await expect(panel.locator('section[aria-label] h3').first()).toBeVisible();
    markets += await panel.locator('section[aria-label] h3').count();
  }
  expect(markets).toBeGreaterThanOrEqual(40);

  await page.getByRole('searchbox', { name: 'Search markets' }).fill('corners');
  await expect(page.getByRole('status').filter({ hasText: /markets found/ })).toHaveText('5 markets found');
  const corners = page.getByRole('region', { name: 'Total Corners Over/Under 9.5' });
  const over = corners.getByRole('button', { name: /^Over 9\.5/ });
  await over.click();
  await expect(over).toHaveAttribute('aria-pressed', 'true');
  await expectInBetslip(page, mobile, 1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});
