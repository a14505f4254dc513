/**
 * Copies the emulator console's static files (HTML, CSS, JavaScript modules) from
 * src/emulator/console/ui/ to dist/emulator/console/ui/, beside the compiled module that serves them:
 * tsc compiles TypeScript only. Run by `npm run build:ts`, so a clean clone's build serves the console.
 */
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'src', 'emulator', 'console', 'ui');
const to = join(root, 'dist', 'emulator', 'console', 'ui');

// A file removed from the source must not linger in the build.
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
