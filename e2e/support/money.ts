import { expect, request as playwrightRequest, type Locator, type Page, type TestInfo } from '@playwright/test';
import { MAIN_OFFSET, portOf } from './ports';

export const isMobile = (info: TestInfo): boolean => info.project.name === 'mobile';

/** A sum as the English page writes it in a currency (€1,234.50, KES 1,234.50). */
export type Money = (amount: number) => string;

/** Money as the English page writes it (€1,234.50). */
export const eur: Money = (amount) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);

/** An amount on the page (the first one in the element's text), as the English page writes it. */
export const amountIn = async (locator: Locator): Promise<number> =>
  Number(/([\d,]+\.\d{2})/.exec((await locator.textContent()) ?? '')?.[1]?.replaceAll(',', '') ?? 0);

/** A bet as the API stored it and answered the placement with. */
export interface StoredBet {
  betId: string;
  reference: string;
  betTypeId: number;
  description: string;
  totalStake: number;
  freeMoneyStake: number;
  potentialReturns: number;
  stakeTax: number;
  winningsTax: number;
  totalOdds: number;
}

/** An odds button a press adds to the slip: open, and not in it yet. */
export const OPEN_ODDS = 'button[data-outcome-id][aria-pressed="false"]:not([disabled])';

/** Long enough for any test here: an event that starts sooner may close (and leave the slip) mid-test. */
const SAFE_LEAD_MS = 20 * 60_000;

/**
 * The ids of `count` events of the coupon that start at least SAFE_LEAD_MS from now and show open
 * odds (an outright's row, such as a golf tournament's, links to its page instead), skipping the
 * first `skip` of them. Events are held by id, so one that starts and leaves the list meanwhile does
 * not shift the others.
 */
export async function farOffEventIds(page: Page, count: number, skip = 0): Promise<(string | null)[]> {
  const farEnough = () =>
    page.locator('main li[data-event-id]').evaluateAll(
      (items, { lead, odds }) =>
        items
          .filter((item) => Date.parse(item.querySelector('time')?.getAttribute('dateTime') ?? '') - Date.now() >= lead)
          .filter((item) => item.querySelector(odds) !== null)
          .map((item) => item.getAttribute('data-event-id')),
      { lead: SAFE_LEAD_MS, odds: OPEN_ODDS },
    );
  // The rows come with the catalogue's answer: wait until the coupon lists enough far-off events.
  await expect.poll(async () => (await farEnough()).length).toBeGreaterThanOrEqual(skip + count);
  return (await farEnough()).slice(skip, skip + count);
}

/** An event's first odds not yet in the slip. */
export const firstOddsOf = (page: Page, eventId: string | null): Locator =>
  page.locator(`main li[data-event-id="${eventId}"] ${OPEN_ODDS}`).first();

/** One selection from each of `count` far-off events of the coupon (farOffEventIds), on a brand's site (`origin`). */
export async function addPrematchSelections(page: Page, count: number, skip = 0, origin = '', language = 'en') {
  await page.goto(`${origin}/${language}/sports`);
  for (const id of await farOffEventIds(page, count, skip)) {
    await firstOddsOf(page, id).click();
    await expect(page.locator(`main li[data-event-id="${id}"] button[data-outcome-id][aria-pressed="true"]`)).toHaveCount(1);
  }
}

/** The receipt's Done: the slip is empty again, and on a phone the sheet it sat in is closed. */
export async function pressDone(page: Page, slip: Locator, info: TestInfo) {
  await slip.getByTestId('betslip-receipt').getByRole('button', { name: 'Done' }).click();
  if (isMobile(info)) await expect(page.getByRole('dialog', { name: 'Betslip' })).toHaveCount(0);
  else await expect(slip.getByTestId('betslip-count')).toHaveText('(0)');
  await expect(page.getByRole('navigation', { name: 'Footer navigation' }).getByTestId('betslip-badge')).toHaveCount(0);
}

/** My Bets as the player opens it: the right column's panel on desktop, its page on mobile. */
export async function openMyBets(page: Page, info: TestInfo, origin = ''): Promise<Locator> {
  if (isMobile(info)) {
    await page.goto(`${origin}/en/open_bets`);
    return page.getByRole('main');
  }
  const column = page.getByTestId('right-column');
  await column.getByRole('button', { name: /My Bets/ }).click();
  return column;
}

/** A bet's card shows the API's own figures: its type, its stake (and free stake) and its return. */
export async function expectCardOf(within: Locator, bet: StoredBet, money: Money = eur) {
  // Exactly: a slip's bets are numbered (…-sel1, …-sel10), and one reference may begin another.
  const card = within.getByRole('article', { name: `Bet ${bet.reference}`, exact: true });
  await expect(card.locator('strong').first()).toHaveText(bet.description);
  await expect(card).toContainText(`Returns ${money(bet.potentialReturns)}`);
  if (bet.freeMoneyStake === 0) {
    await expect(card).toContainText(`Stake ${money(bet.totalStake)}`);
    return;
  }
  // A free bet reads as it did on the slip: the cash part, then the free bet, never one stake counting both as cash.
  await expect(card.getByTestId('free-bet-mark')).toHaveText('Free bet');
  const cash = (Math.round(bet.totalStake * 100) - Math.round(bet.freeMoneyStake * 100)) / 100;
  await expect(card).toContainText(`Cash stake ${money(cash)} · Free bet ${money(bet.freeMoneyStake)}`);
}

/** Presses Place and checks the receipt against the API's answer; returns the bets it stored. */
export async function placeAndCheckReceipt(
  page: Page,
  slip: Locator,
  place: string | RegExp,
  money: Money = eur,
): Promise<StoredBet[]> {
  const placement = page.waitForResponse((r) => /\/accounts\/\d+\/betslips\?/.test(r.url()) && r.request().method() === 'POST');
  await slip.getByRole('button', { name: place }).click();
  const answer = await placement;
  // Before the fix a Treble went out as a Double (200002) and came back 400 INVALID_BET_TYPE.
  expect(answer.status()).toBe(200);
  const { model } = (await answer.json()) as { model: { totalCost: number; bets: StoredBet[] } };
  const receipt = slip.getByTestId('betslip-receipt');
  await expect(receipt).toContainText('Bet placed');
  // The API's cost counts a free bet's stake too: the receipt shows the cash and the free bet apart, as the slip does.
  const freeMinor = model.bets.reduce((sum, bet) => sum + Math.round(bet.freeMoneyStake * 100), 0);
  await expect(receipt.getByTestId('receipt-total-stake')).toHaveText(
    money((Math.round(model.totalCost * 100) - freeMinor) / 100),
  );
  if (freeMinor > 0) await expect(receipt.getByTestId('receipt-free-stake')).toHaveText(money(freeMinor / 100));
  const potential = model.bets.reduce((sum, bet) => sum + Math.round(bet.potentialReturns * 100), 0) / 100;
  await expect(receipt.getByTestId('receipt-potential-returns')).toHaveText(money(potential));
  for (const bet of model.bets) await expectCardOf(receipt, bet, money);
  return model.bets;
}

/**
 * The balance as the API has it now, asked from the page (its cookies, its brand's site). A stake's
 * effect is measured against a fresh read, not the header's last poll.
 */
export const apiBalance = (page: Page): Promise<number> =>
  page.evaluate(async () => ((await (await fetch('/api/accounts/me/balance')).json()) as { balance: number }).balance);

/** One row of the account's ledger as GET /api/accounts/me/transactions answers it. */
export interface LedgerRow {
  id: number;
  kind: string;
  pocket: 'REAL' | 'PROMO';
  amount: number;
  balanceAfter: number;
  betId: string | number | null;
}

/** The account's ledger, newest first, asked from the page. */
export const ledgerOf = (page: Page): Promise<LedgerRow[]> =>
  page.evaluate(
    async () => ((await (await fetch('/api/accounts/me/transactions')).json()) as { transactions: LedgerRow[] }).transactions,
  );

/** What the ledger moved by, per pocket, in cents, since the row `sinceId`. */
export async function ledgerMoveSince(page: Page, sinceId: number): Promise<{ real: number; promo: number }> {
  const rows = (await ledgerOf(page)).filter((row) => row.id > sinceId);
  const sum = (pocket: LedgerRow['pocket']) =>
    rows.filter((row) => row.pocket === pocket).reduce((total, row) => total + Math.round(row.amount * 100), 0);
  return { real: sum('REAL'), promo: sum('PROMO') };
}

/** The newest ledger row's id (0 for an empty ledger): what a later move is counted from. */
export const lastLedgerId = async (page: Page): Promise<number> => (await ledgerOf(page))[0]?.id ?? 0;

/** The header's balance agrees with the API's to the cent (the slip updates it from the placement's answer). */
export async function expectHeaderBalance(page: Page, money: Money) {
  // The pill's first part is the amount; on a wide screen a Deposit label follows it.
  const pill = page.getByRole('banner').getByTestId('balance-pill').locator('span').first();
  await expect(async () => expect(pill).toHaveText(money(await apiBalance(page)), { timeout: 1_000 })).toPass({
    timeout: 15_000,
  });
}

/** The bet as the API lists it among the account's open bets now. */
export async function openBetOf(page: Page, reference: string): Promise<StoredBet | undefined> {
  return page.evaluate(async (wanted) => {
    const session = (await (await fetch('/api/session')).json()) as { id: string };
    const answer = await fetch(`/xapi/bet/account/${session.id}/openbets`);
    const { bets } = (await answer.json()) as { bets: Array<{ reference: string }> };
    return bets.find((bet) => bet.reference === wanted) as StoredBet | undefined;
  }, reference);
}

/** A player of the test's own, so no other spec's bets move the balances it reconciles. */
export interface Player {
  username: string;
  password: string;
}

const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * Opens a fresh account on a brand through the real API and funds it with a first deposit, which
 * earns the brand's first-deposit bonus (the promo money a free bet is staked from). A made-up
 * person each time: the bonus is one per person. Registrations are asked of the API directly, as
 * from a client of their own (X-Forwarded-For, the shell's proxy being trusted): the API allows a
 * client five an hour, and other specs join from the site's own address.
 */
export async function openFundedAccount(brand: 'eu' | 'ke', deposit: number): Promise<Player> {
  const api = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${portOf('api', MAIN_OFFSET)}`,
    extraHTTPHeaders: {
      'X-SB-Brand': brand,
      'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
      Origin: `http://localhost:${portOf('shell', MAIN_OFFSET)}`,
    },
  });
  const player = { username: `walk_${letters(10)}`, password: `Walk-${letters(6)}-2026` };
  const first = letters(8);
  const joined = await api.post('/api/registrations', {
    data: {
      ...player,
      email: `${player.username}@walk.sportsbook.test`,
      firstName: first[0]?.toUpperCase() + first.slice(1),
      lastName: 'Walker',
      dateOfBirth: '1990-04-12',
      countryCode: brand === 'ke' ? 'KE' : 'MT',
      currency: brand === 'ke' ? 'KES' : 'EUR',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  expect(((await joined.json()) as { outcome: string }).outcome).toBe('OPENED');
  const funded = await api.post('/api/accounts/me/deposits', { data: { amount: deposit } });
  expect(funded.status(), await funded.text()).toBe(200);
  await api.dispose();
  return player;
}

/**
 * Logs a player in through the header's Login dialog, as on any brand's site; a partner login that
 * asks for the terms of use in the dialog has them accepted.
 */
export async function logInThroughDialog(page: Page, player: Player) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  const accept = dialog.getByRole('button', { name: 'Accept' });
  await expect(accept.or(page.getByRole('banner').getByTestId('balance-pill'))).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(dialog).toHaveCount(0);
}
