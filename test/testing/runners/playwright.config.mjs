/**
 * Playwright's configuration for runners/playwright.players.mjs (run by test/testing/runners.test.ts):
 * the Chromium the suite chose (passed in the environment), one worker, results in a temporary folder.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: 'playwright.players.mjs',
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  outputDir: join(tmpdir(), 'social-sdk-playwright-results'),
  use: {
    launchOptions: {
      executablePath: process.env.SOCIAL_SDK_TEST_CHROMIUM,
      args: JSON.parse(process.env.SOCIAL_SDK_TEST_CHROMIUM_ARGS ?? '[]'),
    },
  },
});
