import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type {
  ActiveJackpotsResponse,
  JackpotBet,
  JackpotPlacementResponse,
  JackpotSingle,
  SessionResponse,
  SportEvent,
} from '@sportsbook/contracts';
import { brandOrigin, MAIN_OFFSET, portOf } from '../support/ports';
import { kes, logInOnKenyanSite } from '../support/kenya';
import {
  addPrematchSelections,
  amountIn,
  apiBalance,
  eur,
  expectCardOf,
  farOffEventIds,
  firstOddsOf,
  isMobile,
  OPEN_ODDS,
  openMyBets,
  placeAndCheckReceipt,
  pressDone,
  type StoredBet,
} from '../support/money';
import { openSlip } from '../support/slip';
import { startApi, startSiteAt } from '../support/stack';

type Wallet = { balance: number } | null | undefined;

/** A state topic of the page's bus, read as any remote reads it. */
const walletBalance = (page: Page): Promise<number | undefined> =>
  page.evaluate(() => {
    const bus = (globalThis as unknown as Record<symbol, { getState: (t: string) => unknown }>)[Symbol.for('sportsbook.bus')];
    return (bus?.getState('wallet/balance') as Wallet)?.balance;
  });

/** The slip's lock as the frame reads it (bus topic betslip/lock). */
const slipLockOf = (page: Page): Promise<unknown> =>
  page.evaluate(() => {
    const bus = (globalThis as unknown as Record<symbol, { getState: (t: string) => unknown }>)[Symbol.for('sportsbook.bus')];
    return bus?.getState('betslip/lock');
  });

/** The odds button of the nth event row on the page (one selection per event, so multiples are allowed). */
const eventOdds = (page: Page, row: number) => page.locator('main li[data-event-id]').nth(row).locator(OPEN_ODDS).first();

/** The first odds in the coupon priced at `min` or more: which events a page lists depends on the hour. */
async function oddsAtLeast(page: Page, min: number): Promise<Locator> {
  const buttons = page.locator(`main li[data-event-id] ${OPEN_ODDS}`);
  await expect(buttons.first()).toBeVisible();
  for (let index = 0; index < (await buttons.count()); index++) {
    const prices = [...((await buttons.nth(index).textContent()) ?? '').matchAll(/\d+\.\d+/g)];
    if (Number(prices.at(-1)?.[0]) >= min) return buttons.nth(index);
  }
  throw new Error(`no odds of ${min} or more on the page`);
}

/**
 * One attempt at a live bet of €1 on the attempt's own price (another event's each time, in case the
 * last one's market is suspended or gone), accepting any odds. Every step is bounded, so a market
 * that closes mid-attempt costs one attempt of the caller's `toPass`, not the test.
 */
async function placeOneLivePrice(page: Page, info: TestInfo, attempt: number, origin = ''): Promise<Locator> {
  await page.goto(`${origin}/en/live/sport/`);
  await page
    .locator(`main ${OPEN_ODDS}`)
    .nth(3 * attempt)
    .click({ timeout: 5_000 });
  const slip = await openSlip(page, info);
  const count = await slip.getByTestId('betslip-count').textContent({ timeout: 2_000 });
  if (count !== '(1)') {
    if (count !== '(0)') await slip.getByRole('button', { name: 'Remove all' }).click({ timeout: 2_000 });
    throw new Error(`the slip held ${count} selections`);
  }
  await slip.getByRole('textbox', { name: /^Stake for / }).fill('1', { timeout: 5_000 });
  const accept = slip.getByRole('button', { name: 'Accept changes' });
  if (await accept.isVisible()) await accept.click({ timeout: 2_000 });
  await slip.getByRole('combobox', { name: 'Odds changes' }).selectOption('A', { timeout: 5_000 });
  await slip.getByRole('button', { name: 'Place bet €1.00' }).click({ timeout: 5_000 });
  return slip;
}

async function logIn(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password').fill('demo123');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toHaveCount(0);
}

test('singles, a multiple and a system are staked, totalled and survive a reload', async ({ page }, info) => {
  await addPrematchSelections(page, 3);
  const slip = await openSlip(page, info);
  await expect(slip.getByTestId('betslip-count')).toHaveText('(3)');

  const firstStake = slip.getByRole('textbox', { name: /^Stake for / }).first();
  await firstStake.fill('1,000.456');
  await expect(firstStake).toHaveValue('1000.45');
  await firstStake.fill('5');
  await expect(slip.getByTestId('multiple')).toContainText('Treble');
  await slip.getByRole('textbox', { name: 'Stake for Treble' }).fill('2');
  await slip.getByRole('button', { name: 'Show system bets' }).click();
  const doubles = slip.getByTestId('system-002');
  await expect(doubles).toContainText('3 bets');
  await doubles.getByRole('textbox').fill('1');
  await expect(slip.getByTestId('betslip-total-stake')).toHaveText('€10.00');
  expect(await slip.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  await page.reload();
  const again = await openSlip(page, info);
  await expect(again.getByTestId('betslip-count')).toHaveText('(3)');
  await expect(again.getByRole('textbox', { name: /^Stake for / }).first()).toHaveValue('5');
  await expect(again.getByTestId('betslip-total-stake')).toHaveText('€10.00');
});

test('the slip stays in reach while the coupon scrolls: beside it on a wide screen, as a bar with its count and total on a phone', async ({
  page,
}, info) => {
  await addPrematchSelections(page, 1);
  await page.mouse.wheel(0, 2_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  if (!isMobile(info)) {
    await expect(page.getByTestId('right-column').getByRole('heading', { name: /Betslip/ })).toBeInViewport();
    return;
  }
  // On a phone the slip bar says what the slip holds, and opens it.
  const bar = page.getByRole('button', { name: /^1 selection Total €/ });
  await expect(bar).toBeInViewport();
  await bar.click();
  await expect(page.getByRole('dialog', { name: 'Betslip' })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test(
  "odds pressed before the slip's code arrives join the slip when it runs, and a saved selection pressed then stays on it",
  { tag: '@wide-only' },
  async ({ page }, info) => {
    await page.goto('/en/sports');
    const [savedEvent = null, nextEvent = null] = await farOffEventIds(page, 2);
    await firstOddsOf(page, savedEvent).click();
    const pressed = (eventId: string | null) => page.locator(`main li[data-event-id="${eventId}"] button[aria-pressed="true"]`);
    const savedOutcome = await pressed(savedEvent).getAttribute('data-outcome-id');
    // The betslip remote's files are held, as on a slow line, until both presses are made.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const betslipPort = String(portOf('mfe_betslip', MAIN_OFFSET));
    await page.route(
      (url) => url.port === betslipPort,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.reload();
    // Until the slip runs, odds cannot show that they are on it.
    const savedOdds = page.locator(`main li[data-event-id="${savedEvent}"] button[data-outcome-id="${savedOutcome}"]`);
    await expect(savedOdds).toHaveAttribute('aria-pressed', 'false');
    await savedOdds.click();
    await firstOddsOf(page, nextEvent).click();
    release();
    const slip = await openSlip(page, info);
    await expect(slip.getByTestId('betslip-count')).toHaveText('(2)');
    await expect(savedOdds).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed(nextEvent)).toHaveCount(1);
  },
);

test('a quick-stake chip sets the stake and Remove empties the slip', async ({ page }, info) => {
  await addPrematchSelections(page, 1);
  const slip = await openSlip(page, info);
  await slip.getByRole('button', { name: '€25.00' }).click();
  await expect(slip.getByRole('textbox', { name: /^Stake for / })).toHaveValue('25');
  await expect(slip.getByTestId('betslip-total-stake')).toHaveText('€25.00');
  await slip
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  // Removing the last selection closes the slip (spec §4): the mobile overlay goes away.
  if (isMobile(info)) await expect(slip).toHaveCount(0);
  else await expect(slip.getByTestId('betslip-count')).toHaveText('(0)');
});

test(
  'in fractional odds the coupon and the slip show the same fraction, and the returns never pay less than it',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    await page.goto('/en/sports');
    // Once the coupon shows, the shell has published the brand's format: the fractional one goes after it.
    const [eventId] = await farOffEventIds(page, 1);
    await page.evaluate(() => {
      type Bus = { setState: (topic: string, value: unknown) => void };
      (globalThis as unknown as Record<symbol, Bus>)[Symbol.for('sportsbook.bus')]?.setState('odds-format', {
        format: 'fractional',
      });
    });
    const outcomeId = await firstOddsOf(page, eventId ?? null).getAttribute('data-outcome-id');
    const button = page.locator(`main button[data-outcome-id="${outcomeId}"]`);
    // The price ends the button's text, after a caption where the market has one (a line, a runner).
    await expect(button).toHaveText(/(^|\s)\d+\/\d+$/);
    await button.click();
    const slip = await openSlip(page, info);
    await slip.getByRole('textbox', { name: /^Stake for / }).fill('10');
    const fractionIn = async (locator: Locator) => /(\d+)\/(\d+)/.exec((await locator.textContent()) ?? '')?.slice(1) ?? [];
    await expect(async () => {
      const shown = await fractionIn(slip.getByTestId('selection-odds'));
      expect(shown).toHaveLength(2);
      expect(shown).toEqual(await fractionIn(button));
      const [numerator, denominator] = shown.map(Number) as [number, number];
      // Returns come from the decimal price, which is at least the fraction shown (to the feed's cent).
      const returns = await amountIn(slip.getByTestId('betslip-potential-returns'));
      expect(returns).toBeGreaterThanOrEqual(Math.round(10 * (1 + numerator / denominator) * 100) / 100 - 0.05);
    }).toPass();
  },
);

test('a slip becomes a booking code, and the code loads the slip again', async ({ page }, info) => {
  await addPrematchSelections(page, 2);
  let slip = await openSlip(page, info);
  await slip.getByRole('button', { name: 'Get a booking code' }).click();
  const code = (await slip.getByTestId('retail-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4,16}$/);
  await slip.getByRole('button', { name: 'Remove all' }).click();
  // Emptying the slip closes it (spec §4), as removing its last selection does.
  if (isMobile(info)) {
    await expect(slip).toHaveCount(0);
    slip = await openSlip(page, info);
  }
  await expect(slip.getByTestId('betslip-count')).toHaveText('(0)');
  await slip.getByRole('textbox', { name: 'Booking code' }).fill(code.toLowerCase());
  await slip.getByRole('button', { name: 'Load' }).click();
  await expect(slip.getByTestId('betslip-count')).toHaveText('(2)');
  await expect(page.locator('main button[data-outcome-id][aria-pressed="true"]')).toHaveCount(2);
});

test(
  'a reload after a receipt brings back none of the placed bet: a price pressed then starts a new slip',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    await addPrematchSelections(page, 3, 8);
    let slip = await openSlip(page, info);
    await slip.getByRole('textbox', { name: 'Stake for Treble' }).fill('2');
    await slip.getByRole('button', { name: 'Log in to place your bet' }).click();
    await logIn(page);
    slip = await openSlip(page, info);
    await slip.getByRole('combobox', { name: 'Odds changes' }).selectOption('A');
    await slip.getByRole('button', { name: 'Place bet €2.00' }).click();
    await expect(slip.getByTestId('betslip-receipt')).toContainText('Bet placed');

    await page.reload();
    const [eventId] = await farOffEventIds(page, 1, 12);
    await firstOddsOf(page, eventId ?? null).click();
    slip = await openSlip(page, info);
    await expect(slip.getByTestId('betslip-count')).toHaveText('(1)');
    await expect(slip.getByTestId('multiple')).toHaveCount(0);
    await expect(slip.getByRole('button', { name: 'Place bet €2.00' })).toHaveCount(0);
  },
);

test('logged out, Place asks for login and keeps the slip; then the bet is placed, listed under My Bets and cashed out', async ({
  page,
}, info) => {
  await addPrematchSelections(page, 1);
  let slip = await openSlip(page, info);
  await slip.getByRole('textbox', { name: /^Stake for / }).fill('2');
  await slip.getByRole('button', { name: 'Log in to place your bet' }).click();
  await logIn(page);

  slip = await openSlip(page, info);
  await expect(slip.getByRole('textbox', { name: /^Stake for / })).toHaveValue('2');
  await expect.poll(() => walletBalance(page)).toBeGreaterThan(0);
  const before = await apiBalance(page);
  await slip.getByRole('button', { name: 'Place bet €2.00' }).click();
  const receipt = slip.getByTestId('betslip-receipt');
  await expect(receipt).toContainText('Bet placed');
  await expect(receipt).toContainText('Reference:');
  await expect.poll(() => apiBalance(page)).toBeCloseTo(before - 2, 2);
  // Against a fresh read each time: a bet settling meanwhile moves the API first and the wallet at
  // its next poll (user_wallet_poll_time, 10 s).
  await expect
    .poll(async () => ((await walletBalance(page)) ?? Number.NaN) - (await apiBalance(page)), { timeout: 15_000 })
    .toBeCloseTo(0, 2);
  await pressDone(page, slip, info);

  const myBets = await openMyBets(page, info);
  const bet = myBets.getByRole('article').first();
  await expect(bet).toContainText('Stake €2.00');
  const cashout = bet.getByRole('button', { name: /^Cash out €/ });
  await expect(cashout).toBeVisible();
  await cashout.click();
  // One confirmation, naming the amount (spec §9 lightweight cashout confirm).
  await bet.getByRole('button', { name: /^Confirm cash out / }).click();
  await expect(myBets.getByText(/Cashout successful|The cashout value has changed/).first()).toBeVisible();
});

test(
  'every bet type is placed as itself, and the slip, the receipt and My Bets show what the API stored',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    // A player of its own (the security-question account): the demo account's history is other specs' to count.
    await page.goto('/en/sports');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username').fill('question');
    await dialog.getByLabel('Password').fill('demo123');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.getByLabel('What was the name of your first pet?').fill('rex');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(dialog).toHaveCount(0);
    const cases = [
      { legs: 2, name: 'Double', id: 200002, system: null, cost: 1 },
      { legs: 3, name: 'Treble', id: 200003, system: null, cost: 1 },
      { legs: 4, name: '4-Fold', id: 200004, system: null, cost: 1 },
      { legs: 3, name: 'Trixie', id: null, system: '057', cost: 4 },
      { legs: 4, name: 'Lucky 15', id: null, system: '059', cost: 15 },
    ] as const;
    const stored: StoredBet[] = [];
    for (const bet of cases) {
      await addPrematchSelections(page, bet.legs, 4);
      const slip = await openSlip(page, info);
      let shownReturn: number;
      if (bet.system === null) {
        await expect(slip.getByTestId('multiple')).toContainText(bet.name);
        await slip.getByRole('textbox', { name: `Stake for ${bet.name}` }).fill('1');
        await expect(slip.getByTestId('betslip-potential-returns')).not.toHaveText('€0.00');
        // From three selections the extra winnings show beside the multiple's returns, and the total counts them in.
        const extra = slip.getByTestId('multiple').getByTestId('extra-winnings');
        if (bet.legs >= 3) await expect(extra).toBeVisible();
        shownReturn = await amountIn(slip.getByTestId('betslip-potential-returns'));
      } else {
        // The slip remembers that the player opened the system bets (spec §3 showSystemBets).
        const systems = slip.getByRole('button', { name: /system bets$/ });
        if ((await systems.getAttribute('aria-expanded')) === 'false') await systems.click();
        await slip.getByRole('textbox', { name: `Unit stake for ${bet.name}` }).fill('1');
        await expect(slip.getByTestId('betslip-potential-returns')).not.toHaveText('€0.00');
        shownReturn = await amountIn(slip.getByTestId('betslip-potential-returns'));
      }
      const [placed, ...others] = await placeAndCheckReceipt(page, slip, `Place bet ${eur(bet.cost)}`);
      expect(others).toEqual([]);
      expect(placed?.description).toBe(bet.name);
      if (bet.id !== null) expect(placed?.betTypeId).toBe(bet.id);
      expect(shownReturn.toFixed(2)).toBe(placed?.potentialReturns.toFixed(2));
      stored.push(placed as StoredBet);
      await pressDone(page, slip, info);
    }
    const myBets = await openMyBets(page, info);
    for (const bet of stored) await expectCardOf(myBets, bet);
  },
);

test(
  'part of a bet is cashed out from My Bets: the part is paid and listed, and the rest of the stake stays on',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    await addPrematchSelections(page, 1, 2);
    let slip = await openSlip(page, info);
    await slip.getByRole('textbox', { name: /^Stake for / }).fill('2');
    await slip.getByRole('button', { name: 'Log in to place your bet' }).click();
    await logIn(page);
    slip = await openSlip(page, info);
    const [stored] = await placeAndCheckReceipt(page, slip, 'Place bet €2.00');
    await pressDone(page, slip, info);

    const myBets = await openMyBets(page, info);
    const card = myBets.getByRole('article', { name: `Bet ${stored?.reference}` });
    // The offer moves with the price: a changed value is refused and shown again, so try until one holds.
    await expect(async () => {
      const offer = await amountIn(card.getByRole('button', { name: /^Cash out €/ }));
      await card.getByRole('button', { name: 'Cash out part' }).click();
      const part = Math.floor(offer * 50) / 100;
      await card.getByRole('textbox', { name: 'Amount to cash out' }).fill(String(part));
      await expect(card.getByRole('textbox', { name: 'Amount to cash out' })).toHaveAccessibleDescription(
        /of stake stays on the bet/,
      );
      await card.getByRole('button', { name: `Confirm cash out ${eur(part)}` }).click();
      await expect(card.getByTestId('cashout-part')).toContainText(`Cashed out ${eur(part)} for`, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    // About half the stake rides on, and the bet still offers a cash out of what is left.
    const stake = await amountIn(card.getByText(/^Stake /));
    expect(stake).toBeGreaterThan(0.8);
    expect(stake).toBeLessThan(1.2);
    await expect(card.getByRole('button', { name: /^Cash out €/ })).toBeVisible();
  },
);

test(
  'an each-way single on a league winner costs twice the stake, and the slip, the receipt and My Bets show what the API stored',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    await page.goto('/en/sports/outrights');
    await page.getByRole('list', { name: 'Outrights' }).getByRole('link').first().click();
    const outcome = page.locator(`main ${OPEN_ODDS}`).nth(3);
    await outcome.click();
    let slip = await openSlip(page, info);
    await slip.getByRole('textbox', { name: /^Stake for / }).fill('1');
    await slip.getByRole('button', { name: 'Log in to place your bet' }).click();
    await logIn(page);
    slip = await openSlip(page, info);
    await slip.getByRole('checkbox', { name: /^Each way \(1\/4 odds, 3 places\)/ }).check();
    await expect(slip.getByTestId('betslip-total-stake')).toHaveText('€2.00');
    const shownReturns = slip.getByTestId('betslip-potential-returns');
    await expect(shownReturns).not.toHaveText('€0.00');
    const returns = await amountIn(shownReturns);
    const [stored] = await placeAndCheckReceipt(page, slip, 'Place bet €2.00');
    expect(stored?.totalStake).toBe(2);
    expect(stored?.potentialReturns).toBe(returns);
    await pressDone(page, slip, info);
    const card = (await openMyBets(page, info)).getByRole('article', { name: `Bet ${stored?.reference}` });
    await expect(card.getByTestId('each-way-terms')).toHaveText('Each way: 1/4 odds, 3 places');
  },
);

test(
  'an each-way single on a horse race is placed at a fifth of the odds for three places, as the race card says',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    // A race far enough off not to go off during the test, whose field earns 1/5 odds for three places.
    const answer = await page.request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=219&eventsPerPage=100');
    const { events } = (await answer.json()) as { events: SportEvent[] };
    const race = events.find(
      (e) => Date.parse(e.startTime) > Date.now() + 15 * 60_000 && e.markets[0]?.placeTerms?.denominator === 5,
    );
    expect(race).toBeDefined();
    await page.goto(`/en/events/${race?.id}-${race?.slug}`);
    const card = page.getByRole('region', { name: 'Win or Each Way' });
    await expect(card.getByTestId('each-way-terms')).toHaveText('Each way (1/5 odds, 3 places)');
    await card.locator(OPEN_ODDS).nth(2).click();
    let slip = await openSlip(page, info);
    await slip.getByRole('textbox', { name: /^Stake for / }).fill('1');
    await slip.getByRole('button', { name: 'Log in to place your bet' }).click();
    await logIn(page);
    slip = await openSlip(page, info);
    await slip.getByRole('checkbox', { name: /^Each way \(1\/5 odds, 3 places\)/ }).check();
    await expect(slip.getByTestId('betslip-total-stake')).toHaveText('€2.00');
    const shownReturns = slip.getByTestId('betslip-potential-returns');
    await expect(shownReturns).not.toHaveText('€0.00');
    const returns = await amountIn(shownReturns);
    const [stored] = await placeAndCheckReceipt(page, slip, 'Place bet €2.00');
    expect(stored).toMatchObject({ totalStake: 2, potentialReturns: returns });
    await pressDone(page, slip, info);
    const bet = (await openMyBets(page, info)).getByRole('article', { name: `Bet ${stored?.reference}` });
    await expect(bet.getByTestId('each-way-terms')).toHaveText('Each way: 1/5 odds, 3 places');
    await expect(bet).toContainText(race?.description ?? '');
  },
);

test(
  "an each-way double on two league winners is placed as the slip priced it, and My Bets shows both legs' terms",
  { tag: '@wide-only' },
  async ({ page }, info) => {
    for (const league of [0, 1]) {
      await page.goto('/en/sports/outrights');
      await page.getByRole('list', { name: 'Outrights' }).getByRole('link').nth(league).click();
      await page.locator(`main ${OPEN_ODDS}`).nth(1).click();
      await expect(page.locator('main button[data-outcome-id][aria-pressed="true"]')).toHaveCount(1);
    }
    let slip = await openSlip(page, info);
    await slip.getByRole('textbox', { name: 'Stake for Double' }).fill('1');
    await slip.getByRole('button', { name: 'Log in to place your bet' }).click();
    await logIn(page);
    slip = await openSlip(page, info);
    await slip
      .getByTestId('multiple')
      .getByRole('checkbox', { name: /^Each way/ })
      .check();
    await expect(slip.getByTestId('betslip-total-stake')).toHaveText('€2.00');
    const returns = await amountIn(slip.getByTestId('multiple').getByText(/^Returns /));
    const [stored] = await placeAndCheckReceipt(page, slip, 'Place bet €2.00');
    expect(stored).toMatchObject({ totalStake: 2, potentialReturns: returns });
    await pressDone(page, slip, info);
    const card = (await openMyBets(page, info)).getByRole('article', { name: `Bet ${stored?.reference}` });
    await expect(card.getByTestId('each-way-terms')).toHaveText(['Each way: 1/4 odds, 3 places', 'Each way: 1/4 odds, 3 places']);
  },
);

test(
  'an each-way Trixie on three league winners is eight bets, placed as the slip priced it',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    for (const league of [0, 1, 2]) {
      await page.goto('/en/sports/outrights');
      await page.getByRole('list', { name: 'Outrights' }).getByRole('link').nth(league).click();
      await page.locator(`main ${OPEN_ODDS}`).nth(1).click();
      await expect(page.locator('main button[data-outcome-id][aria-pressed="true"]')).toHaveCount(1);
    }
    let slip = await openSlip(page, info);
    await slip.getByRole('textbox', { name: 'Stake for Treble' }).waitFor();
    await slip.getByRole('button', { name: 'Log in to place your bet' }).click();
    await logIn(page);
    slip = await openSlip(page, info);
    const systems = slip.getByRole('button', { name: /system bets$/ });
    if ((await systems.getAttribute('aria-expanded')) === 'false') await systems.click();
    await slip.getByRole('textbox', { name: 'Unit stake for Trixie' }).fill('1');
    await slip.getByRole('checkbox', { name: 'Each way: Trixie' }).check();
    const trixie = slip.getByTestId('system-057');
    await expect(trixie).toContainText('8 bets');
    await expect(slip.getByTestId('betslip-total-stake')).toHaveText('€8.00');
    const returns = await amountIn(slip.getByTestId('betslip-potential-returns'));
    const [stored] = await placeAndCheckReceipt(page, slip, 'Place bet €8.00');
    expect(stored).toMatchObject({ description: 'Trixie', totalStake: 8, potentialReturns: returns });
    await pressDone(page, slip, info);
    const card = (await openMyBets(page, info)).getByRole('article', { name: `Bet ${stored?.reference}` });
    await expect(card.getByTestId('each-way-terms')).toHaveCount(3);
  },
);

test(
  'a Kenyan player on the ke site is shown the tax the API stores: in the slip, the receipt and My Bets',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    const origin = brandOrigin('ke');
    await page.goto(`${origin}/en/sports`);
    await logInOnKenyanSite(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Winnings are taxed only where there are winnings: at 1.09 the stake tax leaves none.
    await (await oddsAtLeast(page, 1.5)).click();
    const slip = await openSlip(page, info);
    await slip.getByRole('textbox', { name: /^Stake for / }).fill('100');
    const taxLine = slip.getByText(/^Stake after tax/);
    await expect(taxLine).toBeVisible();
    const [afterTax, winningsTax] = [...((await taxLine.textContent()) ?? '').matchAll(/([\d,]+\.\d{2})/g)].map((m) =>
      Number((m[1] ?? '').replaceAll(',', '')),
    );
    const placement = page.waitForResponse((r) => /\/accounts\/\d+\/betslips\?/.test(r.url()) && r.request().method() === 'POST');
    await slip.getByRole('button', { name: /^Place bet / }).click();
    const answer = await placement;
    expect(answer.status()).toBe(200);
    const [bet] = ((await answer.json()) as { model: { bets: StoredBet[] } }).model.bets;
    if (!bet) throw new Error('no bet stored');
    // The stake tax (12.5%) comes off the stake, the winnings tax (20%) off the winnings: the slip said both.
    expect(bet.stakeTax).toBeGreaterThan(0);
    expect(afterTax?.toFixed(2)).toBe((bet.totalStake - bet.stakeTax).toFixed(2));
    expect(winningsTax?.toFixed(2)).toBe(bet.winningsTax.toFixed(2));
    const expectTaxes = async (within: Locator) => {
      const card = within.getByRole('article', { name: `Bet ${bet.reference}` });
      await expect(card).toContainText(`Tax on stake ${kes(bet.stakeTax)}`);
      await expect(card).toContainText(`Tax on winnings ${kes(bet.winningsTax)}`);
      await expect(card).toContainText(`Returns ${kes(bet.potentialReturns)}`);
    };
    await expectTaxes(slip.getByTestId('betslip-receipt'));
    await pressDone(page, slip, info);
    await expectTaxes(await openMyBets(page, info, origin));
  },
);

test('a live bet counts down its delay before the receipt', { tag: '@wide-only' }, async ({ page }, info) => {
  test.setTimeout(180_000);
  await page.goto('/en/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await logIn(page);
  // The book may fairly refuse a live bet whose event is suspended during the delay: then another price is tried.
  let attempt = 0;
  await expect(async () => {
    const slip = await placeOneLivePrice(page, info, attempt++);
    await expect(slip.getByTestId('betslip-countdown')).toContainText('Your live bet is being confirmed');
    // Spec §4: awaiting approval, the slip says why it stays open, nothing on it can remove or close it,
    // and the frame is told through betslip/lock.
    await expect(slip.getByText('Your bet is awaiting approval. The betslip stays open until it is decided.')).toBeVisible();
    await expect(slip.getByRole('button', { name: /^Remove / }).first()).toBeDisabled();
    await expect(slip.getByRole('button', { name: 'Remove all' })).toBeDisabled();
    expect(await slipLockOf(page)).toEqual({ locked: true, reason: 'awaiting-approval' });
    await expect(slip.getByTestId('betslip-receipt')).toContainText('Bet placed', { timeout: 30_000 });
  }).toPass({ timeout: 150_000 });
  expect(await slipLockOf(page)).toEqual({ locked: false });
});

test(
  'the remember-stake and default-stake options show only where the brand setting allows them',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    await page.request.post('/api/accounts/sessions', { data: { username: 'demo', password: 'demo123' } });
    await addPrematchSelections(page, 1);
    let slip = await openSlip(page, info);
    await slip.getByRole('textbox', { name: /^Stake for / }).fill('3');
    await expect(slip.getByRole('checkbox', { name: 'Start new selections with €3.00' })).toBeVisible();
    await expect(slip.getByRole('button', { name: 'Make €3.00 my default stake' })).toBeVisible();

    // A brand that hides both (spec §9): the operator settings say so.
    await page.route('**/api/all_cached_settings**', async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...settings, enable_default_stake: false, enable_remember_stake: false } });
    });
    await page.reload();
    slip = await openSlip(page, info);
    await expect(slip.getByRole('textbox', { name: /^Stake for / })).toHaveValue('3');
    await expect(slip.getByRole('checkbox', { name: /^Start new selections with / })).toHaveCount(0);
    await expect(slip.getByRole('button', { name: /my default stake$/ })).toHaveCount(0);
  },
);

test('a jackpot bet is listed under My Bets as a jackpot: its picks match by match, its lines, no cashout', async ({
  page,
}, info) => {
  await page.request.post('/api/accounts/sessions', { data: { username: 'demo', password: 'demo123' } });
  const session = (await (await page.request.get('/api/session')).json()) as SessionResponse;
  const { jackpots } = (await (await page.request.get('/xapi/rest/jackpotbetweb/active')).json()) as ActiveJackpotsResponse;
  const jackpot = jackpots.find((j) => Date.parse(j.closesAt) > Date.now() + 60_000);
  if (!jackpot) throw new Error('no open jackpot to bet on');
  // Two picks on the first match and one on every other: two lines.
  const singles: JackpotSingle[] = [];
  for (const [index, eventId] of jackpot.eventIds.entries()) {
    const event = (await (await page.request.get(`/xapi/rest/events/${eventId}`)).json()) as SportEvent;
    const market = event.markets.find((m) => m.marketTypeCode === 'MRES' && m.period.fullAbbreviation === 'FT');
    if (!market) throw new Error(`event ${eventId} has no match result`);
    for (const outcome of market.outcomes.slice(0, index === 0 ? 2 : 1))
      singles.push({ outcomeId: outcome.id, ordinal: index + 1 });
  }
  const lineStakeMinor = Math.round(jackpot.lineStake * 100);
  const bet: JackpotBet = {
    jackpotId: jackpot.id,
    jackpotPrize: jackpot.jackpotPrize,
    globalStake: lineStakeMinor / 100,
    jackpotTotalStake: (2 * lineStakeMinor) / 100,
    noOfBets: 2,
    originId: 11,
    singles,
  };
  const placed = await page.request.post(`/xapi/rest/accounts/${session.id}/jackpotbetslips?uuid=${crypto.randomUUID()}`, {
    data: bet,
  });
  const { model } = (await placed.json()) as JackpotPlacementResponse;
  expect(model).toMatchObject({ status: 'ACCEPTED', errors: [] });

  let myBets: Locator;
  if (isMobile(info)) {
    await page.goto('/en/open_bets');
    myBets = page.getByRole('main');
  } else {
    await page.goto('/en/sports');
    myBets = page.getByTestId('right-column');
    await myBets.getByRole('button', { name: /My Bets/ }).click();
  }
  const card = myBets.getByRole('article', { name: `Bet ${model.reference ?? ''}-jackpot` });
  await expect(card).toContainText(`Jackpot: ${jackpot.name}`);
  const picks = card.getByRole('list', { name: 'Jackpot picks' }).getByRole('listitem');
  await expect(picks).toHaveCount(jackpot.eventIds.length);
  await expect(picks.first()).toContainText('Match 1 ·');
  await expect(picks.first()).toContainText(', ');
  await expect(card.getByTestId('jackpot-bet-lines')).toHaveText(`2 lines × €${(lineStakeMinor / 100).toFixed(2)}`);
  await expect(card).toContainText(`Stake €${((2 * lineStakeMinor) / 100).toFixed(2)}`);
  await expect(card.getByRole('button', { name: /^Cash out / })).toHaveCount(0);
  expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test.describe('with matches played fast', () => {
  /** Its own API (matches at 150× speed, a 1 s live delay) and site, so a bet settles within the test. */
  const FAST_OFFSET = MAIN_OFFSET + 60;
  let stop: () => Promise<void> = async () => undefined;

  test.beforeAll(async () => {
    const api = await startApi(FAST_OFFSET, { LIVE_SPEED: '150', LIVE_BET_DELAY_SECONDS: '1' });
    const site = await startSiteAt(FAST_OFFSET);
    stop = async () => {
      await site.close();
      await api.stop();
    };
  });
  test.afterAll(() => stop());

  test(
    'a free-bet single pays winnings only, and the receipt and My Bets show the free stake the API stored',
    { tag: '@wide-only' },
    async ({ page }, info) => {
      // This API's own demo account still holds its free-bet money (10.00 promo cash).
      const origin = `http://localhost:${portOf('shell', FAST_OFFSET)}`;
      await page.goto(`${origin}/en/sports`);
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      await logIn(page);
      await eventOdds(page, 0).click();
      const slip = await openSlip(page, info);
      await slip.getByRole('combobox', { name: /^Free bet/ }).selectOption({ label: 'Use €10.00' });
      await expect(slip.getByText('Free bet €10.00', { exact: true })).toBeVisible();
      await expect(slip.getByTestId('betslip-free-stake')).toHaveText('€10.00');
      await expect(slip.getByTestId('betslip-total-stake')).toHaveText('€0.00');
      const [bet, ...others] = await placeAndCheckReceipt(page, slip, 'Place free bet €10.00');
      expect(others).toEqual([]);
      expect(bet).toMatchObject({ description: 'Single', freeMoneyStake: 10, totalStake: 10 });
      await pressDone(page, slip, info);
      await expectCardOf(await openMyBets(page, info, origin), bet as StoredBet);
    },
  );

  test(
    'a live bet is settled when its event ends and shows under settled bets',
    { tag: '@wide-only' },
    async ({ page }, info) => {
      test.setTimeout(180_000);
      const origin = `http://localhost:${portOf('shell', FAST_OFFSET)}`;
      await page.goto(`${origin}/en/`);
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      await logIn(page);
      // A live market can close or suspend at any moment at this speed: try another price until one is placed.
      let attempt = 0;
      await expect(async () => {
        const slip = await placeOneLivePrice(page, info, attempt++, origin);
        await expect(slip.getByTestId('betslip-receipt')).toContainText('Bet placed', { timeout: 15_000 });
      }).toPass({ timeout: 90_000 });

      const myBets = await openMyBets(page, info, origin);
      await myBets.getByRole('tab', { name: 'Settled' }).click();
      await expect(async () => {
        await myBets.getByRole('tab', { name: 'Open' }).click();
        await myBets.getByRole('tab', { name: 'Settled' }).click();
        await expect(myBets.getByTestId('bet-result').first()).toHaveText(/Won|Lost|Void/, { timeout: 2_000 });
      }).toPass({ timeout: 140_000 });
    },
  );
});

test(
  'a bet builder of one match is priced together, placed as one bet at that price, and My Bets names it',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    // Not the next match to start: it would leave the book during the test.
    const answer = await page.request.get('/xapi/rest/events?eventPathIds=240&periodType=PRE_MATCH&eventsPerPage=20');
    const { events } = (await answer.json()) as { events: Array<{ id: number; slug: string; betBuilderEvent?: boolean }> };
    const event = events.filter((e) => e.betBuilderEvent).at(-1);
    if (!event) throw new Error('no match takes bet builders');
    await page.goto(`/en/events/${event.id}-${event.slug}`);
    await page.getByRole('tab', { name: 'Bet builder' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Bet builder' });
    await panel.getByRole('region', { name: 'Match Result' }).getByRole('button').first().click();
    await panel.getByRole('region', { name: 'Both Teams To Score' }).getByRole('button').first().click();
    const status = panel.getByTestId('builder-status');
    await expect(status).toHaveText(/^2 selections together: \d+\.\d{2}$/);
    const price = /(\d+\.\d{2})$/.exec((await status.textContent()) ?? '')?.[1];
    await panel.getByRole('button', { name: 'Add bet builder to betslip' }).click();
    await expect(status).toHaveText('Bet builder added to your betslip.');

    let slip = await openSlip(page, info);
    await expect(slip.getByRole('list', { name: /^Selections of the bet builder/ }).getByRole('listitem')).toHaveCount(2);
    await expect(slip.getByTestId('builder-odds')).toHaveText(price ?? '');
    await slip.getByRole('textbox', { name: /^Stake for Bet builder/ }).fill('1');
    await slip.getByRole('button', { name: 'Log in to place your bet' }).click();
    await logIn(page);
    slip = await openSlip(page, info);
    const [stored] = await placeAndCheckReceipt(page, slip, 'Place bet €1.00');
    expect(stored).toMatchObject({ description: 'Bet builder', totalStake: 1 });
    // The builder's own price is the bet's odds, on the receipt and in My Bets, not its legs' product.
    const onReceipt = slip.getByTestId('betslip-receipt').getByRole('article', { name: `Bet ${stored?.reference}` });
    await expect(onReceipt.getByTestId('bet-odds')).toHaveText(price ?? '');
    await pressDone(page, slip, info);
    const card = (await openMyBets(page, info)).getByRole('article', { name: `Bet ${stored?.reference}` });
    await expect(card.locator('strong').first()).toHaveText('Bet builder');
    await expect(card.getByTestId('bet-odds')).toHaveText(price ?? '');
  },
);
