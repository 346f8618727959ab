import { expect, type Locator, type Page } from '@playwright/test';

/**
 * On an English page, picks a language the way a player does at this size: the header's dropdown
 * on a wide screen, the side menu's list on a phone (the one-row header has no room for it).
 */
export async function chooseLanguage(page: Page, name: string, mobile: boolean) {
  if (mobile) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  else await page.getByRole('button', { name: 'EN, Language: English' }).click();
  await page.getByRole('list', { name: 'Language' }).getByRole('link', { name }).click();
}

/**
 * Scrolls to a part of the footer as a player does, until what it asks for as it nears the screen
 * has come. The page above it may still be growing (its events arriving) and push the part away
 * again, or the part may appear only then (the licence seal waits for the brand's settings), so one
 * scroll is not always enough.
 */
export async function scrollUntilLoaded(part: Locator, loaded: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await part.scrollIntoViewIfNeeded();
    await loaded();
  }).toPass({ timeout: 20_000 });
}

/** Scrolls to the footer until the operator's HTML in it has loaded. */
export async function scrollToFooterHtml(page: Page): Promise<Locator> {
  const html = page.getByRole('contentinfo').getByTestId('footer-html');
  await scrollUntilLoaded(html, () => expect(html).not.toBeEmpty({ timeout: 1_000 }));
  return html;
}
