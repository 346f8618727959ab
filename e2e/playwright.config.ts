import { defineConfig, devices } from '@playwright/test';
import { MAIN_OFFSET, portOf } from './support/ports';

/** Debian's Chromium: browser downloads are impossible on these machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // The fault tests start and stop servers on fixed ports: one worker keeps them apart (and 2 cores busy enough).
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Per offset, so developers running e2e at the same time do not wipe each other's results.
  outputDir: `./test-results/${MAIN_OFFSET}`,
  use: {
    baseURL: `http://localhost:${portOf('shell', MAIN_OFFSET)}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // What only the phone layout has (the sheet, the footer navigation) is tried once, in the mobile project.
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      // Federation mechanics, fault isolation and byte budgets do not depend on the viewport.
      testIgnore: /(federation|budget|isolation|reliability|supervision|remote-contracts|builds|standalone)\.spec\.ts/,
      // A journey whose logic one width proves, where the other width has nothing of its own to show.
      grepInvert: /@wide-only/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
});
