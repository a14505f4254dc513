import { defineConfig } from 'vitest/config';

// Vitest, playwright-core and the browser choice come from the SDK's checkout (the folder above), which
// must be installed first: the sample uses the SDK built there (`file:..`).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['../test/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
