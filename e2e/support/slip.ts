import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The slip where the player sees it: beside the page on a wide screen, in its sheet on a phone. */
export async function openSlip(page: Page, info: TestInfo): Promise<Locator> {
  if (info.project.name !== 'mobile') return page.getByTestId('right-column');
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
