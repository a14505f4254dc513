/**
 * Playwright's configuration for the Playwright block of docs/testing.md, which test/testing/runners.test.ts
 * writes to a folder under test-results/ (passed in the environment, with the Chromium the suite chose):
 * one worker, its results in that folder too (removed with it).
 */
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const testDir = process.env.SOCIAL_SDK_TEST_RUNNER_DIR;
if (testDir === undefined)
  throw new Error('SOCIAL_SDK_TEST_RUNNER_DIR is not set: run test/testing/runners.test.ts');

export default defineConfig({
  testDir,
  testMatch: 'playwright.players.mjs',
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  outputDir: join(testDir, 'playwright-results'),
  use: {
    launchOptions: {
      executablePath: process.env.SOCIAL_SDK_TEST_CHROMIUM,
      args: JSON.parse(process.env.SOCIAL_SDK_TEST_CHROMIUM_ARGS ?? '[]'),
    },
  },
});
