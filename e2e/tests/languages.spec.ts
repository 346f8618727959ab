import { expect, test, type Page } from '@playwright/test';
import { englishCatalogueNames, englishOperatorWords, englishPageTitles, englishUiStrings } from '../support/english-words';
import { brandOrigin } from '../support/ports';

// The brands' sites are *.localhost names, which Chromium resolves to this machine itself.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  },
});

/** vn offers every language of the site. */
const LANGUAGES = ['es', 'fr', 'pt', 'vi', 'th', 'zh', 'id'];
const PAGES = ['', 'sports', 'sports/240-FOOT', 'live/sport/', 'jackpot', 'promotions', 'terms', 'open_bets'];

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

test("every page in every language the brand offers shows no English word: UI, catalogue, titles, the operator's content", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const origin = brandOrigin('vn');
  const leftovers: string[] = [];
  for (const language of LANGUAGES) {
    const english = new Set([
      ...englishUiStrings(language),
      ...(await englishCatalogueNames(page.request, language)),
      ...(await englishPageTitles(page.request, language)),
      ...(await englishOperatorWords(page.request, language)),
    ]);
    // The sets come from the API's answers in both languages: these must be among them, or the
    // API stopped translating and English would pass as a shared word.
    for (const sentinel of ['Draw', 'Match Result', 'Need help?', 'Get a 100% first deposit bonus up to 100.'])
      expect(english, `${sentinel} in ${language}`).toContain(sentinel);
    for (const path of PAGES) {
      await page.goto(`${origin}/${language}/${path}`);
      await settled(page);
      const found = (await shownTexts(page)).filter((text) => english.has(text));
      leftovers.push(...[...new Set(found)].map((text) => `/${language}/${path}: "${text}"`));
    }
  }
  expect(leftovers).toEqual([]);
});
