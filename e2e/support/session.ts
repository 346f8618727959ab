import { expect, type Page } from '@playwright/test';

/** Logs the page's browser in as the demo player through the real API (its cookies are the page's). */
export async function logInAsDemo(page: Page) {
  const response = await page.request.post('/api/auth/api/login', { data: { username: 'demo', password: 'demo123' } });
  expect(response.ok()).toBe(true);
}
