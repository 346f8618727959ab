import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type {
  ActiveJackpotsResponse,
  JackpotBet,
  JackpotPlacementResponse,
  JackpotSingle,
  SessionResponse,
  SportEvent,
} from '@sportsbook/contracts';
import { MAIN_OFFSET, portOf } from '../support/ports';
import { startApi, startSiteAt } from '../support/stack';

const isMobile = (info: TestInfo) => info.project.name === 'mobile';

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

/**
 * The balance as the API has it now. The demo account is shared with other specs whose bets settle
 * in the background, so a stake's effect is measured against a fresh read, not the last poll.
 */
const apiBalance = (page: Page): Promise<number> =>
  page.evaluate(async () => ((await (await fetch('/api/accounts/me/balance')).json()) as { balance: number }).balance);

/** The odds button of the nth event row on the page (one selection per event, so multiples are allowed). */
const eventOdds = (page: Page, row: number) =>
  page
    .locator('main li[data-event-id]')
    .nth(row)
    .locator('button[data-outcome-id][aria-pressed="false"]:not([disabled])')
    .first();

/** The slip as the player sees it: the right column on desktop, the footer's overlay on mobile. */
async function openSlip(page: Page, info: TestInfo): Promise<Locator> {
  if (!isMobile(info)) return page.getByTestId('right-column');
  const overlay = page.getByRole('dialog', { name: 'Betslip' });
  if ((await overlay.count()) === 0) {
    // By keyboard: on the live page a live-remote element overlaps the footer for pointer clicks at 390 px.
    const button = page.getByRole('navigation', { name: 'Footer navigation' }).getByRole('button', { name: /Betslip/ });
    await button.focus();
    await button.press('Enter');
  }
  await expect(overlay).toBeVisible();
  return overlay;
}

async function addPrematchSelections(page: Page, count: number) {
  await page.goto('/en/sports');
  await expect(page.locator('main li[data-event-id]').first()).toBeVisible();
  for (let row = 0; row < count; row++) {
    const odds = eventOdds(page, row);
    await odds.click();
    await expect(
      page.locator('main li[data-event-id]').nth(row).locator('button[data-outcome-id][aria-pressed="true"]'),
    ).toHaveCount(1);
  }
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
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(slip.getByTestId('betslip-count')).toHaveText('(0)');

  let myBets: Locator;
  if (isMobile(info)) {
    await page.goto('/en/open_bets');
    myBets = page.getByRole('main');
  } else {
    myBets = page.getByTestId('right-column');
    await myBets.getByRole('button', { name: /My Bets/ }).click();
  }
  const bet = myBets.getByRole('article').first();
  await expect(bet).toContainText('Stake €2.00');
  const cashout = bet.getByRole('button', { name: /^Cash out / });
  await expect(cashout).toBeVisible();
  await cashout.click();
  // One confirmation, naming the amount (spec §9 lightweight cashout confirm).
  await bet.getByRole('button', { name: /^Confirm cash out / }).click();
  await expect(myBets.getByText(/Cashout successful|The cashout value has changed/).first()).toBeVisible();
});

test('accumulators of three and four selections are placed with their own bet type and stored as the slip showed', async ({
  page,
}, info) => {
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
  for (const [legs, name] of [
    [3, 'Treble'],
    [4, '4-Fold'],
  ] as const) {
    await addPrematchSelections(page, legs);
    const slip = await openSlip(page, info);
    await expect(slip.getByTestId('multiple')).toContainText(name);
    await slip.getByRole('textbox', { name: `Stake for ${name}` }).fill('1');
    // What the slip shows: the multiple's returns (the slip total) and the extra winnings beside them.
    const amount = async (locator: Locator) =>
      Number(/([\d,]+\.\d{2})/.exec((await locator.textContent()) ?? '')?.[1]?.replaceAll(',', '') ?? 0);
    await expect(slip.getByTestId('betslip-potential-returns')).not.toHaveText('€0.00');
    const extraShown = slip.getByTestId('multiple').getByTestId('extra-winnings');
    // The promotion pays from three selections up (GET /xapi/rest/promotions/epw), to a logged-in player.
    await expect(extraShown).toBeVisible();
    const shownReturn = (await amount(slip.getByTestId('betslip-potential-returns'))) + (await amount(extraShown));
    const placement = page.waitForResponse((r) => /\/accounts\/\d+\/betslips\?/.test(r.url()) && r.request().method() === 'POST');
    await slip.getByRole('button', { name: 'Place bet €1.00' }).click();
    const answer = await placement;
    // Before the fix a Treble went out as a Double (200002) and came back 400 INVALID_BET_TYPE.
    expect(answer.status()).toBe(200);
    const placed = (await answer.json()) as {
      model: { bets: Array<{ betTypeId: number; description: string; potentialReturns: number }> };
    };
    expect(placed.model.bets.map((b) => [b.betTypeId, b.description])).toEqual([[200000 + legs, name]]);
    expect(shownReturn.toFixed(2)).toBe(placed.model.bets[0]?.potentialReturns.toFixed(2));
    const receipt = slip.getByTestId('betslip-receipt');
    await expect(receipt).toContainText('Bet placed');
    await receipt.getByRole('button', { name: 'Done' }).click();
    await expect(slip.getByTestId('betslip-count')).toHaveText('(0)');
  }
});

test('a live bet counts down its delay before the receipt', async ({ page }, info) => {
  await page.goto('/en/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await logIn(page);
  await page.goto('/en/live/sport/');
  const odds = page.locator('main button[data-outcome-id][aria-pressed="false"]:not([disabled])').first();
  await odds.click();
  const slip = await openSlip(page, info);
  await slip.getByRole('textbox', { name: /^Stake for / }).fill('1');
  const accept = slip.getByRole('button', { name: 'Accept changes' });
  if (await accept.isVisible()) await accept.click();
  await slip.getByRole('combobox', { name: 'Odds changes' }).selectOption('A');
  await slip.getByRole('button', { name: 'Place bet €1.00' }).click();
  await expect(slip.getByTestId('betslip-countdown')).toContainText('Your live bet is being confirmed');
  // Spec §4: awaiting approval, the slip says why it stays open, nothing on it can remove or close it,
  // and the frame is told through betslip/lock.
  await expect(slip.getByText('Your bet is awaiting approval. The betslip stays open until it is decided.')).toBeVisible();
  await expect(slip.getByRole('button', { name: /^Remove / }).first()).toBeDisabled();
  await expect(slip.getByRole('button', { name: 'Remove all' })).toBeDisabled();
  expect(await slipLockOf(page)).toEqual({ locked: true, reason: 'awaiting-approval' });
  await expect(slip.getByTestId('betslip-receipt')).toContainText('Bet placed', { timeout: 30_000 });
  expect(await slipLockOf(page)).toEqual({ locked: false });
});

test('the remember-stake and default-stake options show only where the brand setting allows them', async ({ page }, info) => {
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
});

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

  test('a live bet is settled when its event ends and shows under settled bets', async ({ page }, info) => {
    test.setTimeout(180_000);
    const origin = `http://localhost:${portOf('shell', FAST_OFFSET)}`;
    await page.goto(`${origin}/en/`);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await logIn(page);
    // A live market can close or suspend at any moment at this speed: try another price until one is placed.
    let attempt = 0;
    await expect(async () => {
      await page.goto(`${origin}/en/live/sport/`);
      // Another event's price on each attempt, in case the last one's market is suspended or gone.
      await page
        .locator('main button[data-outcome-id][aria-pressed="false"]:not([disabled])')
        .nth(3 * attempt++)
        .click();
      const slip = await openSlip(page, info);
      const count = await slip.getByTestId('betslip-count').textContent({ timeout: 2_000 });
      if (count !== '(1)') {
        if (count !== '(0)') await slip.getByRole('button', { name: 'Remove all' }).click({ timeout: 2_000 });
        throw new Error(`the slip held ${count} selections`);
      }
      await slip.getByRole('combobox', { name: 'Odds changes' }).selectOption('A');
      await slip.getByRole('textbox', { name: /^Stake for / }).fill('1');
      await slip.getByRole('button', { name: 'Place bet €1.00' }).click({ timeout: 5_000 });
      await expect(slip.getByTestId('betslip-receipt')).toContainText('Bet placed', { timeout: 15_000 });
    }).toPass({ timeout: 90_000 });

    let myBets: Locator;
    if (isMobile(info)) {
      await page.goto(`${origin}/en/open_bets`);
      myBets = page.getByRole('main');
    } else {
      myBets = page.getByTestId('right-column');
      await myBets.getByRole('button', { name: /My Bets/ }).click();
    }
    await myBets.getByRole('tab', { name: 'Settled' }).click();
    await expect(async () => {
      await myBets.getByRole('tab', { name: 'Open' }).click();
      await myBets.getByRole('tab', { name: 'Settled' }).click();
      await expect(myBets.getByTestId('bet-result').first()).toHaveText(/Won|Lost|Void/, { timeout: 2_000 });
    }).toPass({ timeout: 140_000 });
  });
});
