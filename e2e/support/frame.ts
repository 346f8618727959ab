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
 * Scrolls to the footer as a player does, until the operator's HTML in it has loaded. That HTML is
 * asked for only as the footer nears the screen, and the page above it may still be growing (its
 * events arriving) and push the footer away again, so one scroll is not always enough.
 */
export async function scrollToFooterHtml(page: Page): Promise<Locator> {
  const html = page.getByRole('contentinfo').getByTestId('footer-html');
  await expect(async () => {
    await html.scrollIntoViewIfNeeded();
    await expect(html).not.toBeEmpty({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return html;
}
