import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Chooses (and, if need be, unpacks) the test browser once, before any test process starts.
    globalSetup: ['./test/support/globalSetup.ts'],
    // The default output, then the skipped tests' reasons (a missing OS tool outside CI).
    reporters: ['default', './test/support/skipReporter.ts'],
    // Tests open real loopback servers and a real browser; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
