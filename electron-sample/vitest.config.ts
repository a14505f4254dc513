import { defineConfig } from 'vitest/config';

// Vitest, playwright-core and the browser choice come from the SDK's checkout (the folder above), which
// must be installed first: the sample uses the SDK built there (`file:..`).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['../test/support/globalSetup.ts'],
    setupFiles: ['test/support/callbackWarnings.ts'],
    testTimeout: 30_000,
    // A page's change arrives over a pumped Client, a bridge and Chromium: on a busy machine that takes
    // more than the default second. Every poll stays bounded.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
