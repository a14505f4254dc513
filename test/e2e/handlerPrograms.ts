/**
 * What the programs that the OS starts in the deep-link tests import: written as small .mjs files at
 * test time, they load the SDK's deeplink module from src/ through tsx, by file URL.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** `file:` URL of src/deeplink/index.ts, for `await import(...)` in a generated program. */
export const DEEPLINK_MODULE = pathToFileURL(
  join(import.meta.dirname, '..', '..', 'src', 'deeplink', 'index.ts'),
).href;

/** `file:` URL of tsx's loader, for `node --import <it> program.mjs`. */
export const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
