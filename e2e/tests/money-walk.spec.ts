import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { OperatorSettings, SportEvent } from '@sportsbook/contracts';
import { brandOrigin, MAIN_OFFSET, portOf } from '../support/ports';
import { kes } from '../support/kenya';
import { openSlip } from '../support/slip';
import { startApi, startSiteAt } from '../support/stack';
import {
  addPrematchSelections,
  amountIn,
  apiBalance,
  eur,
  expectCardOf,
  expectHeaderBalance,
  isMobile,
  lastLedgerId,
  ledgerMoveSince,
  logInThroughDialog,
  OPEN_ODDS,
  openBetOf,
  openFundedAccount,
  openMyBets,
  placeAndCheckReceipt,
  pressDone,
  type Money,
  type StoredBet,
} from '../support/money';

/**
 * The money walk: every kind of bet a player can place, placed as a player does, and each of its
 * figures followed from the slip to the receipt, My Bets, the header's balance, the API's stored bet
 * and the ledger, which must all agree to the cent. Each brand is walked by a fresh player of its
 * own, so no other spec's bets move the balances compared here.
 *
 * The money rules are the same at both widths, so the bet kinds are shared out between them rather
 * than walked twice: at 1280 px the single, the accumulators and the systems (and the stake text in
 * English and Spanish, and a reload after a receipt); at 390 px, where the slip is a sheet and My Bets
 * a page of its own, the each-way bets, the bet builder, the free bet and the Kenyan cash out. Every
 * figure is checked at both widths.
 */

/** A brand's walk: its site, its currency as the page writes it, its smallest round stake. */
interface Walk {
  page: Page;
  info: TestInfo;
  brand: 'eu' | 'ke';
  origin: string;
  money: Money;
  unit: number;
}

const cents = (amount: number) => Math.round(amount * 100);
/** A move out of a pocket, in cents (0 rather than -0 where nothing moves). */
const outOf = (amount: number) => 0 - cents(amount) || 0;
const sumCents = (bets: StoredBet[], figure: (bet: StoredBet) => number) =>
  bets.reduce((sum, bet) => sum + cents(figure(bet)), 0);

/** The slip's figure, or 0 where the slip does not show it. */
async function shownAmount(slip: Locator, testId: string): Promise<number> {
  const figure = slip.getByTestId(testId);
  return (await figure.count()) > 0 ? amountIn(figure) : 0;
}

/**
 * Places what the slip holds and follows every figure: the slip's total stake (cash) and free stake
 * and its total returns are what the API stored and the receipt shows, the API lists the bet with
 * those figures, the ledger moves by exactly the stake shown, and the header's balance is the API's.
 */
async function placeAndReconcile(walk: Walk, slip: Locator, place: string | RegExp): Promise<StoredBet[]> {
  const { page, money } = walk;
  // The slip prices as the stake is typed: its figures are read once they have settled.
  await expect(slip.getByTestId('betslip-potential-returns')).not.toHaveText(money(0));
  const [stake, free, returns] = [
    await shownAmount(slip, 'betslip-total-stake'),
    await shownAmount(slip, 'betslip-free-stake'),
    await shownAmount(slip, 'betslip-potential-returns'),
  ];
  const since = await lastLedgerId(page);
  const before = await apiBalance(page);
  const bets = await placeAndCheckReceipt(page, slip, place, money);
  expect(
    sumCents(bets, (bet) => bet.totalStake - bet.freeMoneyStake),
    'cash stake: slip vs API',
  ).toBe(cents(stake));
  expect(
    sumCents(bets, (bet) => bet.freeMoneyStake),
    'free stake: slip vs API',
  ).toBe(cents(free));
  expect(
    sumCents(bets, (bet) => bet.potentialReturns),
    'returns: slip vs API',
  ).toBe(cents(returns));
  for (const bet of bets) {
    const listed = await openBetOf(page, bet.reference);
    expect(listed, `bet ${bet.reference} among the open bets`).toMatchObject({
      totalStake: bet.totalStake,
      freeMoneyStake: bet.freeMoneyStake,
      potentialReturns: bet.potentialReturns,
      stakeTax: bet.stakeTax,
      winningsTax: bet.winningsTax,
      totalOdds: bet.totalOdds,
    });
  }
  await expect.poll(() => ledgerMoveSince(page, since)).toEqual({ real: outOf(stake), promo: outOf(free) });
  expect(cents(await apiBalance(page))).toBe(cents(before) - cents(stake) - cents(free));
  await expectHeaderBalance(page, money);
  // An untaxed brand shows no tax lines at all, not "Tax on winnings €0.00".
  if (walk.brand === 'eu') await expect(slip.getByTestId('betslip-receipt')).not.toContainText(/tax/i);
  return bets;
}

/** Opens the brand's site at its coupon and logs the walk's fresh player in: the one login of the walk. */
async function startWalk(page: Page, info: TestInfo, brand: 'eu' | 'ke'): Promise<Walk> {
  const walk: Walk =
    brand === 'ke'
      ? { page, info, brand, origin: brandOrigin('ke'), money: kes, unit: 100 }
      : { page, info, brand, origin: '', money: eur, unit: 1 };
  const player = await openFundedAccount(brand, 100 * walk.unit);
  await page.goto(`${walk.origin}/en/sports`);
  await logInThroughDialog(page, player);
  await expectHeaderBalance(page, walk.money);
  return walk;
}

const ACCUMULATORS = [
  { legs: 2, name: 'Double', cost: 1 },
  { legs: 3, name: 'Treble', cost: 1 },
  { legs: 4, name: '4-Fold', cost: 1 },
] as const;

const SYSTEMS = [
  { legs: 3, name: 'Trixie', cost: 4 },
  { legs: 4, name: 'Lucky 15', cost: 15 },
] as const;

/** Opens the slip's system bets (the slip remembers whether the player had them open). */
async function showSystems(slip: Locator) {
  const systems = slip.getByRole('button', { name: /system bets$/ });
  if ((await systems.getAttribute('aria-expanded')) === 'false') await systems.click();
}

/** A single on a far-off event: the first bet of the walk. */
async function walkSingle(walk: Walk): Promise<StoredBet[]> {
  const { page, info, origin, money, unit } = walk;
  await addPrematchSelections(page, 1, 4, origin);
  const slip = await openSlip(page, info);
  await slip.getByRole('textbox', { name: /^Stake for / }).fill(String(2 * unit));
  const bets = await placeAndReconcile(walk, slip, `Place bet ${money(2 * unit)}`);
  expect(bets.map((bet) => bet.description)).toEqual(['Single']);
  await pressDone(page, slip, info);
  return bets;
}

/** Double, treble and 4-fold, each one bet whose total returns count the extra winnings in. */
async function walkAccumulators(walk: Walk): Promise<StoredBet[]> {
  const { page, info, origin, money, unit } = walk;
  const placed: StoredBet[] = [];
  for (const bet of ACCUMULATORS) {
    await addPrematchSelections(page, bet.legs, 4, origin);
    const slip = await openSlip(page, info);
    await expect(slip.getByTestId('multiple')).toContainText(bet.name);
    await slip.getByRole('textbox', { name: `Stake for ${bet.name}` }).fill(String(unit));
    const bets = await placeAndReconcile(walk, slip, `Place bet ${money(bet.cost * unit)}`);
    expect(bets.map((b) => b.description)).toEqual([bet.name]);
    placed.push(...bets);
    await pressDone(page, slip, info);
  }
  return placed;
}

/** Trixie and Lucky 15 at one unit a line. */
async function walkSystems(walk: Walk): Promise<StoredBet[]> {
  const { page, info, origin, money, unit } = walk;
  const placed: StoredBet[] = [];
  for (const bet of SYSTEMS) {
    await addPrematchSelections(page, bet.legs, 4, origin);
    const slip = await openSlip(page, info);
    await showSystems(slip);
    await slip.getByRole('textbox', { name: `Unit stake for ${bet.name}` }).fill(String(unit));
    const bets = await placeAndReconcile(walk, slip, `Place bet ${money(bet.cost * unit)}`);
    expect(bets.map((b) => b.description)).toEqual([bet.name]);
    placed.push(...bets);
    await pressDone(page, slip, info);
  }
  return placed;
}

/**
 * "2,50" in English is no amount (the comma groups thousands): the field keeps what was typed, says
 * why, and the slip holds no stake and offers no Place; it was once read as 250 and placed.
 */
async function walkEnglishCommaStake(walk: Walk) {
  const { page, info, origin, money } = walk;
  await addPrematchSelections(page, 1, 5, origin);
  const slip = await openSlip(page, info);
  const stake = slip.getByRole('textbox', { name: /^Stake for / });
  await stake.fill('2,50');
  await expect(stake).toHaveValue('2,50');
  await expect(slip.getByRole('alert')).toContainText('“2,50” is not an amount');
  await expect(slip.getByTestId('betslip-total-stake')).toHaveText(money(0));
  await expect(slip.getByRole('button', { name: /^Place bet .*[1-9]/ })).toHaveCount(0);
  await slip.getByRole('button', { name: 'Remove all' }).click();
}

/**
 * A reload after a receipt brings none of the placed bet back: a treble is placed, the page is
 * loaded again, and the slip is empty, with no "Place bet" that would place the same bet twice.
 */
async function walkTrebleThenReload(walk: Walk): Promise<StoredBet[]> {
  const { page, info, origin, money, unit } = walk;
  await addPrematchSelections(page, 3, 6, origin);
  let slip = await openSlip(page, info);
  await slip.getByRole('textbox', { name: 'Stake for Treble' }).fill(String(2 * unit));
  const bets = await placeAndReconcile(walk, slip, `Place bet ${money(2 * unit)}`);
  await page.reload();
  slip = await openSlip(page, info);
  await expect(slip.getByTestId('betslip-count')).toHaveText('(0)');
  await expect(slip.getByRole('button', { name: /^Place bet/ })).toHaveCount(0);
  await expect(page.locator('main button[data-outcome-id][aria-pressed="true"]')).toHaveCount(0);
  return bets;
}

/** My Bets lists every open bet of the walk with the API's own figures. */
async function expectMyBets(walk: Walk, bets: StoredBet[]) {
  const myBets = await openMyBets(walk.page, walk.info, walk.origin);
  for (const bet of bets) await expectCardOf(myBets, bet, walk.money);
  return myBets;
}

/** Each-way single on a league winner: twice the stake, the win and the place part. */
async function walkEachWaySingle(walk: Walk): Promise<StoredBet[]> {
  const { page, info, origin, money, unit } = walk;
  await page.goto(`${origin}/en/sports/outrights`);
  await page.getByRole('list', { name: 'Outrights' }).getByRole('link').first().click();
  await page.locator(`main ${OPEN_ODDS}`).nth(3).click();
  const slip = await openSlip(page, info);
  await slip.getByRole('textbox', { name: /^Stake for / }).fill(String(unit));
  await slip.getByRole('checkbox', { name: /^Each way/ }).check();
  await expect(slip.getByTestId('betslip-total-stake')).toHaveText(money(2 * unit));
  const bets = await placeAndReconcile(walk, slip, `Place bet ${money(2 * unit)}`);
  expect(bets.map((bet) => bet.totalStake)).toEqual([2 * unit]);
  await pressDone(page, slip, info);
  return bets;
}

/** One selection from each of three league winners' markets (different events, so they combine). */
async function addLeagueWinners(walk: Walk) {
  const { page, origin } = walk;
  for (const league of [0, 1, 2]) {
    await page.goto(`${origin}/en/sports/outrights`);
    await page.getByRole('list', { name: 'Outrights' }).getByRole('link').nth(league).click();
    await page.locator(`main ${OPEN_ODDS}`).nth(1).click();
    await expect(page.locator('main button[data-outcome-id][aria-pressed="true"]')).toHaveCount(1);
  }
}

/** Each-way Trixie on three league winners: four lines and their place twins, eight bets. */
async function walkEachWayTrixie(walk: Walk): Promise<StoredBet[]> {
  const { page, info, money, unit } = walk;
  await addLeagueWinners(walk);
  const slip = await openSlip(page, info);
  await showSystems(slip);
  await slip.getByRole('textbox', { name: 'Unit stake for Trixie' }).fill(String(unit));
  await slip.getByRole('checkbox', { name: 'Each way: Trixie' }).check();
  await expect(slip.getByTestId('system-057')).toContainText('8 bets');
  const bets = await placeAndReconcile(walk, slip, `Place bet ${money(8 * unit)}`);
  expect(bets.map((bet) => bet.description)).toEqual(['Trixie']);
  await pressDone(page, slip, info);
  return bets;
}

/** Where the brand takes no each-way bets (Kenya), league winners are offered win only. */
async function expectNoEachWay(walk: Walk) {
  const { page, info } = walk;
  await addLeagueWinners(walk);
  const slip = await openSlip(page, info);
  await expect(slip.getByRole('textbox', { name: 'Stake for Treble' })).toBeVisible();
  await expect(slip.getByRole('checkbox', { name: /^Each way/ })).toHaveCount(0);
  await slip.getByRole('button', { name: 'Remove all' }).click();
}

/**
 * The Kenyan slip (the brand's African betslip) offers no system bets: from three selections it
 * offers the treble and no Trixie, so none can be placed that the walk would have to reconcile.
 */
async function expectNoSystems(walk: Walk) {
  const { page, info, origin } = walk;
  await addPrematchSelections(page, 3, 4, origin);
  const slip = await openSlip(page, info);
  await expect(slip.getByRole('textbox', { name: 'Stake for Treble' })).toBeVisible();
  await expect(slip.getByRole('button', { name: /system bets$/ })).toHaveCount(0);
  await expect(slip.getByRole('textbox', { name: /^Unit stake for / })).toHaveCount(0);
  await slip.getByRole('button', { name: 'Remove all' }).click();
}

/** A bet builder of two legs of one match, placed as one bet at the builder's price (not the legs' product). */
async function walkBetBuilder(walk: Walk): Promise<StoredBet[]> {
  const { page, info, origin, money, unit } = walk;
  // Not the next match to start: it would leave the book during the test.
  const answer = await page.request.get('/xapi/rest/events?eventPathIds=240&periodType=PRE_MATCH&eventsPerPage=20');
  const { events } = (await answer.json()) as { events: Array<{ id: number; slug: string; betBuilderEvent?: boolean }> };
  const event = events.filter((e) => e.betBuilderEvent).at(-2);
  if (!event) throw new Error('no match takes bet builders');
  await page.goto(`${origin}/en/events/${event.id}-${event.slug}`);
  await page.getByRole('tab', { name: 'Bet builder' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Bet builder' });
  await panel.getByRole('region', { name: 'Match Result' }).getByRole('button').first().click();
  await panel.getByRole('region', { name: 'Both Teams To Score' }).getByRole('button').first().click();
  const status = panel.getByTestId('builder-status');
  await expect(status).toHaveText(/^2 selections together: \d+\.\d{2}$/);
  const price = /(\d+\.\d{2})$/.exec((await status.textContent()) ?? '')?.[1] ?? '';
  await panel.getByRole('button', { name: 'Add bet builder to betslip' }).click();
  const slip = await openSlip(page, info);
  await expect(slip.getByTestId('builder-odds')).toHaveText(price);
  await slip.getByRole('textbox', { name: /^Stake for Bet builder/ }).fill(String(unit));
  const bets = await placeAndReconcile(walk, slip, `Place bet ${money(unit)}`);
  expect(bets.map((bet) => [bet.description, bet.totalOdds.toFixed(2)])).toEqual([['Bet builder', price]]);
  await expect(slip.getByTestId('betslip-receipt').getByTestId('bet-odds')).toHaveText(price);
  await pressDone(page, slip, info);
  return bets;
}

/**
 * A free-bet single staked from the first-deposit bonus: the slip, the receipt and My Bets say the
 * same free stake, no cash moves, and the promo pocket moves by exactly that stake.
 */
async function walkFreeBet(walk: Walk): Promise<StoredBet[]> {
  const { page, info, origin, money } = walk;
  await addPrematchSelections(page, 1, 7, origin);
  const slip = await openSlip(page, info);
  const choice = slip.getByRole('combobox', { name: /^Free bet/ });
  await choice.selectOption({ index: 1 });
  const free = await shownAmount(slip, 'betslip-free-stake');
  expect(free).toBeGreaterThan(0);
  await expect(slip.getByText(`Free bet ${money(free)}`).first()).toBeVisible();
  await expect(slip.getByTestId('betslip-total-stake')).toHaveText(money(0));
  const bets = await placeAndReconcile(walk, slip, /^Place free bet /);
  expect(bets.map((bet) => [bet.description, bet.freeMoneyStake])).toEqual([['Single', free]]);
  await pressDone(page, slip, info);
  return bets;
}

/**
 * "2,50" in Spanish is two and a half: the slip, its Place button and the stored bet say 2,50 €, and
 * the ledger moves by 2.50.
 */
async function walkSpanishCommaStake(walk: Walk): Promise<StoredBet[]> {
  const { page, info } = walk;
  const euro = (amount: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(amount);
  await addPrematchSelections(page, 1, 8, '', 'es');
  const slip = await openSlip(page, info);
  const stake = slip.getByRole('textbox', { name: /^Importe para / });
  await stake.fill('2,50');
  await expect(stake).toHaveValue('2,50');
  await expect(slip.getByTestId('betslip-total-stake')).toHaveText(euro(2.5));
  const since = await lastLedgerId(page);
  const placement = page.waitForResponse((r) => /\/accounts\/\d+\/betslips\?/.test(r.url()) && r.request().method() === 'POST');
  // The amount and its sign are parted by a no-break space as Spanish writes them.
  await slip.getByRole('button', { name: /^Apostar 2,50\s€$/ }).click();
  const { model } = (await (await placement).json()) as { model: { bets: StoredBet[] } };
  expect(model.bets.map((bet) => bet.totalStake)).toEqual([2.5]);
  await expect(slip.getByTestId('betslip-receipt').getByTestId('receipt-total-stake')).toHaveText(euro(2.5));
  await expect.poll(() => ledgerMoveSince(page, since)).toEqual({ real: -250, promo: 0 });
  await slip.getByTestId('betslip-receipt').getByRole('button', { name: 'Hecho', exact: true }).click();
  await expect(slip.getByTestId('betslip-count')).toHaveText('(0)');
  await page.goto('/en/sports');
  await expectHeaderBalance(page, walk.money);
  return model.bets;
}

/** The Kenyan single that is cashed out: taxed on its stake, paid what the button said, its tax lines the ones withheld. */
async function walkTaxedCashOut(walk: Walk) {
  const { page, info, origin, money } = walk;
  await addPrematchSelections(page, 1, 9, origin);
  const slip = await openSlip(page, info);
  await slip.getByRole('textbox', { name: /^Stake for / }).fill('500');
  await expect(slip.getByText(/^Stake after tax/)).toBeVisible();
  const [bet] = await placeAndReconcile(walk, slip, `Place bet ${money(500)}`);
  if (!bet) throw new Error('no bet stored');
  expect(bet.stakeTax).toBeGreaterThan(0);
  await pressDone(page, slip, info);
  const myBets = await openMyBets(page, info, origin);
  const card = myBets.getByRole('article', { name: `Bet ${bet.reference}`, exact: true });
  await expect(card).toContainText(`Tax on stake ${money(bet.stakeTax)}`);
  const since = await lastLedgerId(page);
  let paid = 0;
  // The offer moves with the price: a changed value is refused and shown again, so try until one holds.
  await expect(async () => {
    const whole = card.getByRole('button', { name: /^Cash out (?!part)/ });
    const offer = await amountIn(whole);
    await whole.click();
    await card.getByRole('button', { name: `Confirm cash out ${money(offer)}` }).click();
    await expect(myBets.getByText('Cashout successful.')).toBeVisible({ timeout: 5_000 });
    paid = offer;
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => ledgerMoveSince(page, since)).toEqual({ real: cents(paid), promo: 0 });
  await expectHeaderBalance(page, money);
  const settled = await settledBetOf(page, bet.reference);
  expect(settled).toMatchObject({ status: 'CASHED_OUT', returns: paid });
  await myBets.getByRole('tab', { name: 'Settled' }).click();
  const done = myBets.getByRole('article', { name: `Bet ${bet.reference}`, exact: true });
  await expect(done.getByTestId('bet-result')).toHaveText('Cashed out');
  // The tax lines of a cashed-out bet are the ones withheld, as the API stored them.
  if ((settled?.winningsTax ?? 0) > 0) await expect(done).toContainText(`Tax on winnings ${money(settled?.winningsTax ?? 0)}`);
  else await expect(done).not.toContainText('Tax on winnings');
}

/** The bet as the API lists it among the account's settled bets. */
type SettledBet = StoredBet & { status: string; returns?: number };

/** The bet among the account's settled bets, as the page's player asks for them. */
const settledBetOf = (page: Page, reference: string) =>
  page.evaluate(async (wanted) => {
    const { bets } = (await (await fetch('/xapi/rest/acchistory/dailySettledBets')).json()) as { bets: SettledBet[] };
    return bets.find((bet) => bet.reference === wanted);
  }, reference);

/** The same, asked outside the page (which is away while the race stack's clock jumps). */
const settledOnRaceStack = (page: Page, reference: string) =>
  page.request
    .get(`${raceOrigin}/xapi/rest/acchistory/dailySettledBets`)
    .then(async (answer) => (await answer.json()) as { bets: SettledBet[] })
    .then(({ bets }) => bets.find((bet) => bet.reference === reference));

/** At 1280 px: the stake texts, the single, the accumulators, the systems (where the brand offers them) and a reload after a receipt. */
async function wideWalk(walk: Walk): Promise<StoredBet[]> {
  if (walk.brand === 'eu') await walkEnglishCommaStake(walk);
  return [
    // Here rather than on a phone: the wide slip is found the same way in any language.
    ...(walk.brand === 'eu' ? await walkSpanishCommaStake(walk) : []),
    ...(await walkSingle(walk)),
    ...(await walkAccumulators(walk)),
    ...(walk.brand === 'eu' ? await walkSystems(walk) : await expectNoSystems(walk).then(() => [])),
    ...(await walkTrebleThenReload(walk)),
  ];
}

/** At 390 px: the each-way bets (where the brand offers them), the bet builder, the free bet. */
async function phoneWalk(walk: Walk): Promise<StoredBet[]> {
  const eachWay = walk.brand === 'eu' ? [...(await walkEachWaySingle(walk)), ...(await walkEachWayTrixie(walk))] : [];
  if (walk.brand === 'ke') await expectNoEachWay(walk);
  return [...eachWay, ...(await walkBetBuilder(walk)), ...(await walkFreeBet(walk))];
}

for (const brand of ['eu', 'ke'] as const) {
  test(`${brand.toUpperCase()}: every bet placed agrees to the cent in the slip, the receipt, My Bets, the header, the API and the ledger`, async ({
    page,
  }, info) => {
    test.setTimeout(300_000);
    const walk = await startWalk(page, info, brand);
    const bets = isMobile(info) ? await phoneWalk(walk) : await wideWalk(walk);
    await expectMyBets(walk, bets);
    if (isMobile(info) && brand === 'ke') await walkTaxedCashOut(walk);
    await expectHeaderBalance(page, walk.money);
  });
}

/** Its own API, whose clock the test moves past a race's off time (support/shifted-clock.cjs), and its own site. */
const RACE_OFFSET = MAIN_OFFSET + 40;
const raceOrigin = `http://localhost:${portOf('shell', RACE_OFFSET)}`;

async function startRaceStack(clockFile: string): Promise<() => Promise<void>> {
  fs.writeFileSync(clockFile, '0');
  const preload = path.join(__dirname, '../support/shifted-clock.cjs');
  const api = await startApi(RACE_OFFSET, {
    // Only the clock: the test runner's own NODE_OPTIONS (its module hooks) would slow the API's start past its limit.
    NODE_OPTIONS: `--require ${preload}`,
    SB_E2E_CLOCK_FILE: clockFile,
  });
  const site = await startSiteAt(RACE_OFFSET);
  return async () => {
    await site.close();
    await api.stop();
    fs.rmSync(clockFile, { force: true });
  };
}

// Wide only (the mobile project leaves @wide-only out): settling is the API's, and My Bets is walked at both widths above.
test(
  'an each-way bet whose horse only placed is settled as Placed, paid its place part, in My Bets, the API and the ledger',
  { tag: '@wide-only' },
  async ({ page }, info) => {
    test.setTimeout(240_000);
    const clockFile = path.join(os.tmpdir(), `sb-e2e-clock-${RACE_OFFSET}`);
    const stop = await startRaceStack(clockFile);
    try {
      await walkPlacedEachWay(page, info, clockFile);
    } finally {
      await stop();
    }
  },
);

/** Every runner of the next each-way race bet each way, the race run, and the bets that only placed followed. */
async function walkPlacedEachWay(page: Page, info: TestInfo, clockFile: string) {
  const origin = raceOrigin;
  const race = await nextEachWayRace(page);
  await page.goto(`${origin}/en/events/${race.id}-${race.slug}`);
  await logInThroughDialog(page, { username: 'demo', password: 'demo123' });
  // Every runner each way: whichever horses finish second and third have only placed.
  const card = page.getByRole('region', { name: 'Win or Each Way' });
  const runners = await card.locator(OPEN_ODDS).count();
  for (let left = runners; left > 0; left--) {
    await card.locator(OPEN_ODDS).first().click();
    await expect(card.locator(OPEN_ODDS)).toHaveCount(left - 1);
  }
  const slip = await openSlip(page, info);
  const stakes = slip.getByRole('textbox', { name: /^Stake for / });
  await expect(stakes).toHaveCount(runners);
  for (let row = 0; row < runners; row++) {
    await stakes.nth(row).fill('1');
    await slip
      .getByRole('checkbox', { name: /^Each way/ })
      .nth(row)
      .check();
  }
  const walk: Walk = { page, info, brand: 'eu', origin, money: eur, unit: 1 };
  const bets = await placeAndReconcile(walk, slip, `Place bet ${eur(2 * runners)}`);
  expect(bets).toHaveLength(runners);
  await pressDone(page, slip, info);

  const since = await lastLedgerId(page);
  // The page steps away while the clock jumps: its own polls would meet the expired session and log
  // out the one the player logs in with next.
  await page.goto('about:blank');
  // The book's clock goes past the off and the race's length: the race is run and settled.
  fs.writeFileSync(clockFile, String(Date.parse(race.startTime) + 10 * 60_000 - Date.now()));
  // A jump longer than a session's life ends it: the player logs in again, as after a long break.
  const login = await page.request.post(`${origin}/api/auth/api/login`, { data: { username: 'demo', password: 'demo123' } });
  expect(login.ok()).toBe(true);
  const settled = () => Promise.all(bets.map((bet) => settledOnRaceStack(page, bet.reference)));
  await expect.poll(async () => (await settled()).filter(Boolean).length, { timeout: 60_000 }).toBe(runners);
  const results = (await settled()) as Array<StoredBet & { result?: string; returns?: number }>;
  const placed = results.filter((bet) => bet.result === 'PLACED');
  expect(placed.length, 'bets whose horse only placed').toBeGreaterThan(0);
  const paid = results.reduce((sum, bet) => sum + cents(bet.returns ?? 0), 0);
  await page.goto(`${origin}/en/sports`);
  await expect.poll(() => ledgerMoveSince(page, since)).toEqual({ real: paid, promo: 0 });
  await expectHeaderBalance(page, eur);

  const myBets = await openMyBets(page, info, origin);
  await myBets.getByRole('tab', { name: 'Settled' }).click();
  for (const bet of placed) {
    const settledCard = myBets.getByRole('article', { name: `Bet ${bet.reference}`, exact: true });
    await expect(settledCard.getByTestId('bet-result')).toHaveText('Placed');
    expect(bet.returns ?? 0).toBeGreaterThan(0);
    await expect(settledCard).toContainText(eur(bet.returns ?? 0));
  }
}

/** The soonest race, at least three minutes off, that takes each-way bets and whose field fits one slip; its field is all bet each way. */
async function nextEachWayRace(page: Page): Promise<SportEvent> {
  const answer = await page.request.get(`${raceOrigin}/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=219&eventsPerPage=100`);
  const { events } = (await answer.json()) as { events: SportEvent[] };
  const settings = await page.request.get(`${raceOrigin}/api/all_cached_settings`);
  const slipLimit = ((await settings.json()) as OperatorSettings).max_bets_on_betslip;
  const race = events
    .filter((e) => Date.parse(e.startTime) > Date.now() + 3 * 60_000 && (e.markets[0]?.placeTerms?.places ?? 0) >= 2)
    // The whole field goes on one slip, which holds at most the operator's max_bets_on_betslip.
    .filter((e) => (e.markets[0]?.outcomes.length ?? Infinity) <= slipLimit)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))[0];
  if (!race) throw new Error('no race takes each-way bets');
  return race;
}
