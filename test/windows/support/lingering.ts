/**
 * Bounds a test file's process after its tests: node --test waits for each file's process to exit, and a
 * handle left open (a pipe, a server, a child process) would keep it, and the whole suite, waiting until
 * run.ts gives up. Imported by every *.wine.ts file; a file that lingers ends with an error naming what
 * is still open, which fails it.
 */
import { after } from 'node:test';

const GRACE_MS = 10_000;

after(() => {
  setTimeout(() => {
    const open = process.getActiveResourcesInfo().filter((resource) => resource !== 'TTYWrap');
    process.stderr.write(`${GRACE_MS} ms after its tests this file still had open: ${open.join(', ')}\n`);
    process.exit(1);
  }, GRACE_MS).unref();
});
