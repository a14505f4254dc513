/**
 * Bundles the SDK's public entry points (`social-sdk`, `social-sdk/commands`, `social-sdk/interactions`)
 * from tsc's output in dist/ into dist/bundle/ (issue 20). Node's ESM loader spends most of a cold start
 * resolving, reading and linking files one by one: the root entry is about 100 of them, which cost more
 * than the code in them. The three entries are bundled together with shared chunks, so a class (an error
 * a user tests with `instanceof`) is one class whichever entry it is imported from. Dependencies stay
 * external and keep loading on first use. The emulator and the CLI keep tsc's one-file-per-module output.
 */
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

// Chunk names carry content hashes: without a clean slate, every build would leave the old ones behind.
rmSync(join(dist, 'bundle'), { recursive: true, force: true });
await build({
  entryPoints: ['index.js', 'commands/index.js', 'interactions/index.js'].map((entry) => join(dist, entry)),
  outbase: dist,
  outdir: join(dist, 'bundle'),
  entryNames: '[dir]/[name]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // A class that names itself in its body (a static factory, `readonly code = TimeoutError.code`) is
  // emitted as `class _TimeoutError`; V8 takes a stack's first line and util.inspect its heading from
  // the constructor's name, so errors printed `_ValidationError`. keepNames restores the real names.
  keepNames: true,
  logLevel: 'warning',
});
