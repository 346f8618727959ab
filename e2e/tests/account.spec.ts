import { expect, test, type Page } from '@playwright/test';
import { logInAsDemo } from '../support/session';
import { brandOrigin, MAIN_OFFSET, portOf } from '../support/ports';
import { kenyanSite, kes, logInOnKenyanSite } from '../support/kenya';
import { openSlip } from '../support/slip';
import { startApi, startSiteAt } from '../support/stack';

/** The one-time-code tests need a known code: their own API (with OTP_FIXED_CODE) and site on a free offset. */
const OTP_OFFSET = MAIN_OFFSET + 50;
const FIXED_CODE = '123456';

type BusState =
  { loggedIn?: boolean; username?: string; currency?: string; balance?: number; format?: string; mode?: string } | undefined;

/** A state topic of the page's bus, read as any remote reads it. */
const busState = (page: Page, topic: string): Promise<BusState> =>
  page.evaluate((name) => {
    const bus = (globalThis as unknown as Record<symbol, { getState: (t: string) => unknown }>)[Symbol.for('sportsbook.bus')];
    return bus?.getState(name) as BusState;
  }, topic);

async function openLogin(page: Page, path = '/en/') {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submitCredentials(page: Page, username: string, password = 'demo123') {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  return dialog;
}

async function expectLoggedIn(page: Page, username: string) {
  await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  await expect.poll(() => busState(page, 'session')).toMatchObject({ loggedIn: true, username });
}

test('the dialog is full height on mobile and a centred 408×448 box on desktop', async ({ page }, info) => {
  const dialog = await openLogin(page);
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the dialog has no layout');
  if (info.project.name === 'mobile') {
    expect(box.height).toBe(viewport.height);
    expect(box.width).toBe(viewport.width);
  } else {
    expect([box.width, box.height]).toEqual([408, 448]);
    expect(Math.round(box.x + box.width / 2)).toBe(viewport.width / 2);
  }
  await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test(
  'a plain account logs in, publishes its session and wallet, and remembers the username',
  { tag: '@wide-only' },
  async ({ page }) => {
    await openLogin(page);
    await submitCredentials(page, '  demo ');
    await expectLoggedIn(page, 'demo');
    await expect.poll(() => busState(page, 'wallet/balance')).toMatchObject({ currency: 'EUR' });
    expect((await busState(page, 'wallet/balance'))?.balance).toBeGreaterThan(0);
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).toContain('"sb.savedUsername":"demo"');
    expect(stored).not.toMatch(/eyJ/);
  },
);

/** The extra step of a brand's login: Vietnam's one-session notice comes in the login dialog. */
const passBrandStep = (page: Page, step: string) => page.getByRole('button', { name: step }).click();

/** A brand's own site on the one running shell: the host name picks the brand. */
const brandSite = (brand: string) => `${brandOrigin(brand)}/en/`;

// A brand's own login: Vietnam's allows one session per player (Kenya's partner login is below).
for (const [username, currency, brand, step, wallet] of [
  ['vietnam', 'VND', 'vn', 'Continue and log in', { currency: 'VND' }],
] as const) {
  test(
    `the ${currency} player logs in on the ${brand} site in its login mode and gets a ${currency} session`,
    { tag: '@wide-only' },
    async ({ page }) => {
      await openLogin(page, brandSite(brand));
      await submitCredentials(page, username);
      await passBrandStep(page, step);
      await expectLoggedIn(page, username);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect.poll(() => busState(page, 'session')).toMatchObject({ currency });
      await expect.poll(() => busState(page, 'wallet/balance')).toMatchObject(wallet);
    },
  );
}

const termsStatusRead = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/accounts/me/terms'));
const termsDialog = (page: Page) => page.getByRole('dialog', { name: 'Terms of use' });

/** The header's balance pill shows what the API holds for the player. */
async function expectHeaderBalance(page: Page) {
  const balance = await page.evaluate(() =>
    fetch('/api/accounts/me/balance').then((r) => r.json() as Promise<{ balance: number }>),
  );
  await expect(page.getByRole('banner').getByTestId('balance-pill')).toContainText(kes(balance.balance));
}

test('a Kenyan player takes the terms once for good, sees their balance in the header and reaches their transactions from the account menu', async ({
  page,
  browser,
}, info) => {
  await page.goto(kenyanSite());
  const checked = termsStatusRead(page);
  await logInOnKenyanSite(page);
  await expect.poll(() => busState(page, 'session')).toMatchObject({ loggedIn: true, username: 'kenya', currency: 'KES' });
  await checked;
  await expectHeaderBalance(page);
  await expect(termsDialog(page)).toHaveCount(0);

  const checkedAgain = termsStatusRead(page);
  await page.reload();
  await checkedAgain;
  await expectHeaderBalance(page);
  await expect(termsDialog(page)).toHaveCount(0);

  if (info.project.name === 'mobile') {
    // A phone's footer has no room for a menu on this brand: Account opens the account area and its own menu.
    await page.getByTestId('footer-navigation').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('navigation', { name: 'Account', exact: true }).getByRole('link', { name: 'Transactions' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Transactions' }).click();
  }
  await expect(page).toHaveURL(/\/en\/account\/transactions$/);
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();

  // Another browser, with none of this one's cookies: the account remembers the acceptance.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(kenyanSite());
  const checkedElsewhere = termsStatusRead(other);
  expect(await logInOnKenyanSite(other)).toEqual({ askedForTerms: false });
  await checkedElsewhere;
  await expectHeaderBalance(other);
  await expect(termsDialog(other)).toHaveCount(0);
  await elsewhere.close();
});

test(
  'a player of another brand is sent to their own site, and no session opens on this one',
  { tag: '@wide-only' },
  async ({ page }) => {
    await openLogin(page);
    const dialog = await submitCredentials(page, 'kenya');
    await expect(dialog.getByRole('alert')).toHaveText('This account belongs to another of our sites. Please log in there.');
    await expect.poll(() => busState(page, 'session')).toMatchObject({ loggedIn: false });
  },
);

test.describe('failing accounts show their §8 message', () => {
  for (const [username, password, message] of [
    ['suspended', 'demo123', 'Your account is suspended.'],
    ['locked', 'demo123', 'Your account is locked.'],
    ['pending', 'demo123', 'Your account is pending activation.'],
    ['demo', 'wrong-password', 'Invalid login credentials.'],
  ] as const) {
    test(`${username} / ${password}`, { tag: '@wide-only' }, async ({ page }) => {
      await openLogin(page);
      const dialog = await submitCredentials(page, username, password);
      await expect(dialog.getByRole('alert')).toHaveText(message);
      await expect.poll(() => busState(page, 'session')).toMatchObject({ loggedIn: false });
    });
  }

  test('empty fields never reach the API', { tag: '@wide-only' }, async ({ page }) => {
    const dialog = await openLogin(page);
    let called = false;
    page.on('request', (request) => {
      if (request.url().includes('/authenticate')) called = true;
    });
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your username and password.');
    expect(called).toBe(false);
  });
});

test('the security-question account answers its question', { tag: '@wide-only' }, async ({ page }) => {
  await openLogin(page);
  const dialog = await submitCredentials(page, 'question');
  const answer = dialog.getByLabel('What was the name of your first pet?');
  await answer.fill('tom');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog.getByText('The answer is not correct')).toBeVisible();
  await answer.fill('Rex');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expectLoggedIn(page, 'question');
});

test.describe('one-time code', () => {
  let stop: () => Promise<void> = async () => undefined;
  test.use({ baseURL: `http://localhost:${portOf('shell', OTP_OFFSET)}` });

  test.beforeAll(async () => {
    const api = await startApi(OTP_OFFSET, { OTP_FIXED_CODE: FIXED_CODE });
    const site = await startSiteAt(OTP_OFFSET);
    stop = async () => {
      await site.close();
      await api.stop();
    };
  });
  test.afterAll(() => stop());

  test(
    'the one-time-code account enters its code, with every input status on the way',
    { tag: '@wide-only' },
    async ({ page }) => {
      await openLogin(page);
      const dialog = await submitCredentials(page, 'otp');
      const code = dialog.getByLabel('One-time code');
      const submit = dialog.getByRole('button', { name: 'Verify code' });
      await expect(code).toBeVisible();
      await expect(submit).toBeDisabled();
      await expect(dialog.getByText(/You can ask for a new code in [45]:\d\d/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
      await code.fill('12a');
      await expect(dialog.getByRole('alert')).toHaveText('Field should be numeric');
      await code.fill('123');
      await expect(dialog.getByRole('alert')).toHaveText('Minimum requirement not met');
      await code.fill('1234567');
      await expect(dialog.getByRole('alert')).toHaveText('Maximum requirement not met');
      await code.fill('');
      await expect(dialog.getByRole('alert')).toHaveText('Field should be required');
      await code.fill('000000');
      await submit.click();
      await expect(dialog.getByText('The code is not correct')).toBeVisible();
      await code.fill(FIXED_CODE);
      await submit.click();
      await expectLoggedIn(page, 'otp');
    },
  );
});

test(
  'the account area asks for a login, comes back, and a preference re-renders odds site-wide',
  { tag: '@wide-only' },
  async ({ page }) => {
    // Projects share the API: start from the decimal format whatever an earlier run saved.
    await logInAsDemo(page);
    await page.request.patch('/xapi/rest/accounts/100001/accountPrefs', { data: { price_format: 'euro' } });
    await page.request.delete('/api/accounts/me/sessions');

    await page.goto('/en/account/preferences');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await submitCredentials(page, 'demo');
    await expectLoggedIn(page, 'demo');
    await expect(page).toHaveURL(/\/en\/account\/preferences$/);

    await page.getByLabel('Odds format').selectOption({ label: 'Fractional (UK)' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('main').getByText('Your choice has been saved')).toBeVisible();
    await expect.poll(() => busState(page, 'odds-format')).toEqual({ format: 'fractional' });

    await page.goto('/en/sports');
    await expect.poll(() => busState(page, 'odds-format')).toEqual({ format: 'fractional' });
    const fractions = page
      .getByRole('list', { name: 'Upcoming events' })
      .getByRole('button')
      .filter({ hasText: /^\d+\/\d+/ });
    await expect(fractions.first()).toBeVisible();

    await page.goto('/en/account/preferences');
    await page.getByLabel('Odds format').selectOption('euro');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => busState(page, 'odds-format')).toEqual({ format: 'euro' });
  },
);

test(
  'a logged-in player opening an account page is not asked to log in while the session is restored',
  { tag: '@wide-only' },
  async ({ page }) => {
    await openLogin(page);
    await submitCredentials(page, 'demo');
    await expectLoggedIn(page, 'demo');
    const requests: unknown[] = [];
    await page.exposeFunction('recordLoginRequest', (request: unknown) => requests.push(request));
    await page.addInitScript(() => {
      const watch = setInterval(() => {
        const bus = (globalThis as unknown as Record<symbol, { on?: (t: string, f: (m: unknown) => void) => void }>)[
          Symbol.for('sportsbook.bus')
        ];
        if (!bus?.on) return;
        clearInterval(watch);
        bus.on(
          'login/requested',
          (m) => void (window as unknown as { recordLoginRequest: (m: unknown) => void }).recordLoginRequest(m),
        );
      }, 5);
    });
    // The session's answer is held (the network edge, as on a slow line) until the page has shown
    // what it does meanwhile: its content waits, or an account page already asked for a login.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/account/preferences');
    const main = page.getByRole('main');
    await expect
      .poll(
        async () =>
          requests.length > 0 ||
          ((await main.getByRole('status').count()) > 0 && (await main.locator('[data-slot]').count()) === 0),
      )
      .toBe(true);
    release();
    await expect(page.getByLabel('Odds format')).toBeVisible();
    expect(requests).toEqual([]);
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  },
);

test('a saved theme restyles the site at once and comes back after the next login', { tag: '@wide-only' }, async ({ page }) => {
  const dark = 'rgb(15, 23, 32)';
  const light = 'rgb(243, 245, 247)';
  // Start from the device's theme whatever an earlier run saved (headless Chromium prefers light).
  await logInAsDemo(page);
  await page.request.patch('/xapi/rest/accounts/100001/accountPrefs', { data: { theme: 'system' } });

  await page.goto('/en/account/preferences');
  await expect(page.locator('body')).toHaveCSS('background-color', light);
  await page.getByLabel('Theme').selectOption('dark');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', dark);
  await expect.poll(() => busState(page, 'theme')).toEqual({ mode: 'dark' });

  await page.goto('/en/');
  await expect(page.locator('body')).toHaveCSS('background-color', dark);
  await page.goto('/en/?theme=light');
  await expect(page.getByTestId('balance-pill')).toBeVisible();
  await expect.poll(() => busState(page, 'theme')).toEqual({ mode: 'dark' });
  await expect(page.locator('body')).toHaveCSS('background-color', light);

  await page.request.patch('/xapi/rest/accounts/100001/accountPrefs', { data: { theme: 'system' } });
});

test('the account pages show profile, balances and transactions', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/account');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await submitCredentials(page, 'demo');
  await expectLoggedIn(page, 'demo');
  const main = page.getByRole('main');
  await expect(main.getByText('demo@demo.sportsbook.test')).toBeVisible();

  await main.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Balances' }).click();
  await expect(main.getByText('Total balance')).toBeVisible();
  // The demo account is shared with the betting specs, so its balance is whatever they left: any amount in euros.
  await expect(main.getByText(/€\d[\d,]*\.\d\d/).first()).toBeVisible();

  await main.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Transactions' }).click();
  // Newest first, and the betting specs add to the shared demo account's ledger: any kind, on page 1 of however many.
  const kinds = /^(Deposit|Bonus|Bet stake|Bet winnings|Bet refund|Cashout)$/;
  await expect(main.getByRole('cell', { name: kinds }).first()).toBeVisible();
  await expect(main.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await main.getByLabel('From').fill('2000-01-02');
  await main.getByLabel('To').fill('2000-01-01');
  await expect(main.getByRole('alert')).toHaveText('The start date must not be after the end date.');

  await main.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My bets' }).click();
  await expect(main.getByRole('link', { name: 'Open My Bets' })).toHaveAttribute('href', '/en/open_bets');
});

test(
  'the header balance follows the wallet: a bet placed elsewhere shows when the window regains focus',
  { tag: '@wide-only' },
  async ({ page }) => {
    await openLogin(page);
    await submitCredentials(page, 'demo');
    await expectLoggedIn(page, 'demo');
    await expect.poll(async () => (await busState(page, 'wallet/balance'))?.balance).toBeGreaterThan(0);
    const before = (await busState(page, 'wallet/balance'))?.balance ?? 0;
    const money = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);
    await expect(page.getByRole('banner')).toContainText(money(before));

    const events = await page.request.get(
      '/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=20&includeMarkets=true',
    );
    const { events: list } = (await events.json()) as {
      events: Array<{
        isOutright?: boolean;
        markets: Array<{ outcomes: Array<{ id: number; consolidatedPrice: { currentPrice: { decimal: number } } }> }>;
      }>;
    };
    const outcome = list.find((event) => !event.isOutright && event.markets[0]?.outcomes[0])?.markets[0]?.outcomes[0];
    if (!outcome) throw new Error('no prematch outcome to bet on');
    const placed = await page.request.post(`/xapi/rest/accounts/100001/betslips?withAuth=true&uuid=${crypto.randomUUID()}`, {
      data: {
        singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: 1 }],
        userAcceptOdds: 'A',
      },
    });
    expect(placed.status()).toBe(200);

    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(async () => (await busState(page, 'wallet/balance'))?.balance).toBe(before - 1);
    await expect(page.getByRole('banner')).toContainText(money(before - 1));
  },
);

test('a visitor joins in three steps from the login dialog, is logged in, welcomed, and their first deposit earns the bonus', async ({
  page,
}, info) => {
  const username = `joiner_${info.project.name}_${Date.now() % 100_000}`;
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'No account yet? Join now' }).click();
  const form = page.getByRole('dialog', { name: 'Join' }).getByRole('form', { name: 'Join' });
  await form.getByLabel('Email').fill(`${username}@example.test`);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('goal2026!');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Silva');
  // Another day of birth each run: the bonus is one per person, and names, birth date and country are the person.
  await form
    .getByLabel('Date of birth')
    .fill(new Date(Date.UTC(1970, 0, 1) + (Date.now() % 10_000) * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('I accept the terms and conditions').check();
  await form.getByLabel('I accept the privacy policy').check();
  await form.getByRole('button', { name: 'Open my account' }).click();

  await expectLoggedIn(page, username);
  await expect(page.getByRole('dialog', { name: 'Join' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/account\/cashier\?action=deposit$/);
  // The just_registered advert (spec §4) shows in the right column, which a wide screen has.
  if (info.project.name === 'desktop')
    await expect(page.getByTestId('right-column').getByRole('complementary', { name: 'Welcome aboard' })).toBeVisible();
  const deposit = page.getByRole('main').getByRole('form', { name: 'Deposit' });
  await expect(deposit.getByText('Your first deposit earns a 100% bonus, up to €20.00.')).toBeVisible();
  await deposit.getByRole('button', { name: '€20.00' }).click();
  await deposit.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByText('First Deposit Bonus Received')).toBeVisible();
  await expect(page.getByRole('main').getByText('Your deposit of €20.00 has arrived.')).toBeVisible();
  await expect(deposit.getByText(/first deposit earns/)).toHaveCount(0);

  // Only the cash can leave, and before the bonus is wagered only once the player gives it up; a
  // pending withdrawal can be cancelled.
  const main = page.getByRole('main');
  await main.getByRole('navigation', { name: 'Cashier' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(main.getByText('You can withdraw €20.00.')).toBeVisible();
  const withdraw = main.getByRole('form', { name: 'Withdraw' });
  await expect(withdraw.getByText('Withdrawing now gives up your bonus money of €20.00.')).toBeVisible();
  await withdraw.getByLabel('Amount (EUR)').fill('5');
  await withdraw.getByLabel('I give up my bonus money of €20.00 to withdraw now').check();
  await withdraw.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(main.getByText('Your withdrawal is on its way.')).toBeVisible();
  await expect(main.getByText('You can withdraw €15.00.')).toBeVisible();
  await main.getByRole('list', { name: 'Your withdrawals' }).getByRole('button', { name: 'Cancel: €5.00' }).click();
  await expect(main.getByText('Your withdrawal is cancelled and the money is back in your balance.')).toBeVisible();
  await expect(main.getByText('You can withdraw €20.00.')).toBeVisible();
});

test.describe('safer play', () => {
  // Its own API: a time-out locks the account out for a day, so every run starts from a fresh one.
  const SAFER_OFFSET = MAIN_OFFSET + 80;
  let stop: () => Promise<void> = async () => undefined;
  test.use({ baseURL: `http://localhost:${portOf('shell', SAFER_OFFSET)}` });

  test.beforeAll(async () => {
    const api = await startApi(SAFER_OFFSET);
    const site = await startSiteAt(SAFER_OFFSET);
    stop = async () => {
      await site.close();
      await api.stop();
    };
  });
  test.afterAll(() => stop());

  async function depositInCashier(page: Page, amount: number) {
    const main = page.getByRole('main');
    await main.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Cashier' }).click();
    const form = main.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Amount (EUR)').fill(String(amount));
    await form.getByRole('button', { name: 'Deposit now' }).click();
  }

  test(
    'a visitor finds the safer-gambling page from the footer, logs in there, sets a stake limit, and the slip shows what it leaves before and after a bet',
    { tag: '@wide-only' },
    async ({ page }, info) => {
      await page.goto('/en/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Safer gambling' }).click();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible();
      await expect(main.getByText(/self-exclusion for 6 months to 5 years/)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Gambling Therapy' })).toHaveAttribute(
        'href',
        'https://www.gamblingtherapy.org/',
      );
      await main.getByRole('button', { name: 'Log in to use them' }).click();
      await submitCredentials(page, 'demo');
      await expectLoggedIn(page, 'demo');
      await expect(main.getByRole('region', { name: 'Your last 30 days' })).toBeVisible();

      const limitForm = main.getByRole('form', { name: 'Set a limit' });
      await limitForm.getByLabel('Limit').selectOption({ label: 'Stake limit' });
      await limitForm.getByLabel('Amount (EUR)').fill('20');
      await limitForm.getByRole('button', { name: 'Save limit' }).click();
      await expect(main.getByRole('status')).toHaveText(/Your limits are saved\./);
      // The limits table is wider than a phone: it scrolls in its own box, the page does not.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

      const answer = await page.request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=20');
      const event = ((await answer.json()) as { events: Array<{ id: number; slug: string }> }).events.at(-1);
      await page.goto(`/en/events/${event?.id}-${event?.slug}`);
      await main.locator('button[data-outcome-id][aria-pressed="false"]:not([disabled])').first().click();
      const slip = await openSlip(page, info);
      await expect(slip.getByTestId('play-allowance')).toHaveText('Your stake limit leaves €20.00 (last 24 hours).');
      await slip.getByRole('textbox', { name: /^Stake for / }).fill('5');
      await slip.getByRole('combobox', { name: 'Odds changes' }).selectOption('A');
      await slip.getByRole('button', { name: 'Place bet €5.00' }).click();
      await slip.getByTestId('betslip-receipt').getByRole('button', { name: 'Keep selections' }).click();
      await expect(slip.getByTestId('play-allowance')).toHaveText('Your stake limit leaves €15.00 (last 24 hours).');
    },
  );

  test(
    'a player sets a deposit limit the API enforces in the cashier, gets the reality check they chose, then a time-out logs them out and refuses the next login with its end',
    { tag: '@wide-only' },
    async ({ page }) => {
      // The page's clock, so the reality check's quarter of an hour can pass at once.
      await page.clock.install();
      await page.goto('/en/account/safer-play');
      await page.getByRole('main').getByRole('button', { name: 'Log in to use them' }).click();
      await submitCredentials(page, 'rested');
      await expectLoggedIn(page, 'rested');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible();

      const limitForm = main.getByRole('form', { name: 'Set a limit' });
      await limitForm.getByLabel('Amount (EUR)').fill('250');
      await limitForm.getByRole('button', { name: 'Save limit' }).click();
      await expect(main.getByRole('status')).toHaveText(/Your limits are saved\./);
      // The account's opening deposit of €200 counts in the rolling day.
      const row = main.getByRole('row', { name: /^Deposit limit, per day/ });
      await expect(row).toContainText('€250.00');
      await expect(row).toContainText('€50.00');
      await expect(main.getByRole('alert')).toHaveCount(0);
      await depositInCashier(page, 60);
      await expect(main.getByText('This deposit would pass a deposit limit you set.')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Your limits' })).toBeVisible();
      await depositInCashier(page, 50);
      await expect(main.getByText('Your deposit of €50.00 has arrived.')).toBeVisible();
      await expect(page.getByTestId('balance-pill')).toContainText('250.00');

      await main.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Safer gambling' }).click();
      const timeForm = main.getByRole('form', { name: 'Time' });
      await timeForm.getByLabel('Reality check every').selectOption({ label: '15 minutes' });
      await timeForm.getByRole('button', { name: 'Save time settings' }).click();
      await expect(timeForm.getByText('Your time settings are saved.')).toBeVisible();
      await page.reload();
      await expect(main.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible();
      // A minute at a time until the check shows: the page schedules it only once its settings have
      // arrived, which a busy machine may delay past the first mark (then the next mark comes round).
      const check = page.getByRole('dialog', { name: 'Reality check' });
      await expect
        .poll(
          async () => {
            await page.clock.fastForward('01:00');
            return check.count();
          },
          { timeout: 60_000 },
        )
        .toBe(1);
      await expect(check).toContainText(/You have been playing for \d+ minutes\./);
      await expect(check).toContainText('Net result this session: €0.00');
      await check.getByRole('button', { name: 'Continue' }).click();
      await expect(check).toHaveCount(0);

      const breakForm = main.getByRole('form', { name: 'Take a break' });
      await breakForm.getByLabel('I understand that I cannot end it early').check();
      await breakForm.getByRole('button', { name: 'Start my break' }).click();
      await expect(page.getByText(/^Your break has started\. It ends on /)).toBeVisible();
      // Logged out, the page is the one a visitor reads, and logging in again is refused.
      await expect.poll(() => busState(page, 'session')).toMatchObject({ loggedIn: false });
      await main.getByRole('button', { name: 'Log in to use them' }).click();

      const dialog = await submitCredentials(page, 'rested');
      await expect(dialog.getByRole('alert')).toHaveText(/^You are taking a break until \w{3} \d{1,2}, \d{4}/);
    },
  );
});
