import { expect, type Page } from '@playwright/test';
import { brandOrigin } from './ports';

/** The Kenyan brand's site on the stack every spec shares. */
export const kenyanSite = (path = '/en/'): string => `${brandOrigin('ke')}${path}`;

/** A sum in Kenyan shillings as the site writes it in English. */
export const kes = (amount: number): string => new Intl.NumberFormat('en', { style: 'currency', currency: 'KES' }).format(amount);

/**
 * Logs the Kenyan demo player in on the ke site (the page must show its header). The partner login
 * asks for the terms of use in the login dialog only while the account has not accepted them: the
 * run's first login of this player takes them, every later one, in any browser, is not asked.
 */
export async function logInOnKenyanSite(page: Page): Promise<{ askedForTerms: boolean }> {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username').fill('kenya');
  await dialog.getByLabel('Password').fill('demo123');
  await dialog.getByRole('button', { name: 'Login' }).click();
  const accept = dialog.getByRole('button', { name: 'Accept' });
  await expect(accept.or(page.getByRole('banner').getByTestId('balance-pill'))).toBeVisible();
  const askedForTerms = await accept.isVisible();
  if (askedForTerms) await accept.click();
  await expect(dialog).toHaveCount(0);
  return { askedForTerms };
}
