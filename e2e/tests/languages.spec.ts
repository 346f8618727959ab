import { expect, test, type Page } from '@playwright/test';
import { englishCatalogueNames, englishOperatorWords, englishPageTitles, englishUiStrings } from '../support/english-words';
import { brandOrigin } from '../support/ports';
import { logInAsDemo } from '../support/session';

// The brands' sites are *.localhost names, which Chromium resolves to this machine itself.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  },
});

/** vn offers every language of the site. */
const LANGUAGES = ['es', 'fr', 'pt', 'vi', 'th', 'zh', 'id'];
const PAGES = [
  '',
  'sports',
  'sports/240-FOOT',
  'live/sport/',
  'jackpot',
  'promotions',
  'terms',
  'open_bets',
  'account/safer-play',
];

/** Every piece of text a player sees as one unit: an element's own text, and the page's title. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as HTMLElement;
      if (element.closest('[aria-hidden="true"], script, style') || !element.checkVisibility?.()) continue;
      const own = Array.from(element.childNodes)
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join('')
        .trim();
      if (own) texts.push(own);
    }
    return texts;
  });
}

async function settled(page: Page) {
  await expect(page.getByRole('main').getByText(/…$/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The English a page in `language` must not show: the UI's, the catalogue's and the operator's. */
async function englishFor(page: Page, language: string): Promise<Set<string>> {
  const english = new Set([
    ...englishUiStrings(language),
    ...(await englishCatalogueNames(page.request, language)),
    ...(await englishPageTitles(page.request, language)),
    ...(await englishOperatorWords(page.request, language)),
  ]);
  // The sets come from the API's answers in both languages: these must be among them, or the
  // API stopped translating and English would pass as a shared word.
  for (const sentinel of [
    'Draw',
    'Match Result',
    'Need help?',
    'Get a first deposit bonus, one per person. Its wagering terms are shown at the cashier.',
  ])
    expect(english, `${sentinel} in ${language}`).toContain(sentinel);
  return english;
}

/** What of `english` the page shows now, as `/{language}/{path}: "text"`. */
async function englishShown(page: Page, english: Set<string>, where: string): Promise<string[]> {
  await settled(page);
  const found = (await shownTexts(page)).filter((text) => english.has(text));
  return [...new Set(found)].map((text) => `${where}: "${text}"`);
}

/** The last event of an events answer, as its page's path segment (`{id}-{slug}`). */
async function lastEventSegment(page: Page, url: string): Promise<string> {
  const { events } = (await (await page.request.get(url)).json()) as { events: Array<{ id: number; slug: string }> };
  const event = events.at(-1);
  expect(event, url).toBeDefined();
  return `${event?.id}-${event?.slug}`;
}

test("every page in every language the brand offers shows no English word: UI, catalogue, titles, the operator's content", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const origin = brandOrigin('vn');
  const leftovers: string[] = [];
  for (const language of LANGUAGES) {
    const english = await englishFor(page, language);
    for (const path of PAGES) {
      await page.goto(`${origin}/${language}/${path}`);
      leftovers.push(...(await englishShown(page, english, `/${language}/${path}`)));
    }
  }
  expect(leftovers).toEqual([]);
});

test("a player's pages, an event with its selection in the slip, and a game, in every language of the player's brand", async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  await logInAsDemo(page);
  // A prematch event (live ones can end or suspend mid-test), and not the next to start: its selections would
  // leave the slip when it starts, during the test.
  const event = await lastEventSegment(page, '/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=20');
  const liveEvent = await lastEventSegment(page, '/xapi/rest/live/events?limit=1');
  const paths = [
    'account',
    'account/bets',
    'account/balances',
    'account/transactions',
    'account/preferences',
    'account/cashier',
    'account/cashier?action=withdraw',
    'account/safer-play',
  ];
  paths.push(`live/${liveEvent}`, 'sports/kiron');
  const leftovers: string[] = [];
  // eu, where the demo player's account is, offers these besides English.
  const languages = ['es', 'fr', 'pt'];
  for (const [index, language] of languages.entries()) {
    const english = await englishFor(page, language);
    for (const path of paths) {
      await page.goto(`/${language}/${path}`);
      leftovers.push(...(await englishShown(page, english, `/${language}/${path}`)));
    }
    await page.goto(`/${language}/events/${event}`);
    // Odds show what is on the slip once the slip runs; before that a saved selection looks unpressed.
    const pressed = page.locator('main button[data-outcome-id][aria-pressed="true"]');
    await expect.poll(() => pressed.count()).toBeGreaterThanOrEqual(index);
    await page.locator('main button[data-outcome-id][aria-pressed="false"]:not([disabled])').first().click();
    if (info.project.name === 'mobile') {
      // The footer's Betslip button, whatever its label in this language, carries the slip's count.
      const footerSlip = page.getByTestId('betslip-badge').locator('xpath=ancestor::button');
      await footerSlip.focus();
      await footerSlip.press('Enter');
    }
    // The slip keeps its selections from one language to the next: one more each time.
    await expect(page.getByTestId('betslip-count').locator('visible=true')).toHaveText(`(${index + 1})`);
    leftovers.push(...(await englishShown(page, english, `/${language}/events/… with the slip`)));
  }
  expect(leftovers).toEqual([]);
});
