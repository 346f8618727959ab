import type { Page } from '@playwright/test';

/**
 * On an English page, picks a language the way a player does at this size: the header's dropdown
 * on a wide screen, the side menu's list on a phone (the one-row header has no room for it).
 */
export async function chooseLanguage(page: Page, name: string, mobile: boolean) {
  if (mobile) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  else await page.getByRole('button', { name: 'EN, Language: English' }).click();
  await page.getByRole('list', { name: 'Language' }).getByRole('link', { name }).click();
}
