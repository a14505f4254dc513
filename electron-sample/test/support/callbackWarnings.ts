/**
 * A sample's callback that throws is a bug in the sample: the SDK catches it and emits a
 * `ClientCallbackWarning` (so the game keeps running), which a test would otherwise pass over. Every
 * test file of the sample fails the test during which one is emitted.
 */
import { afterEach, expect } from 'vitest';

const thrown: string[] = [];
process.on('warning', (warning) => {
  if (warning.name === 'ClientCallbackWarning') thrown.push(warning.message);
});

afterEach(() => {
  const seen = thrown.splice(0);
  expect(seen, 'a Client callback of the sample threw').toEqual([]);
});
