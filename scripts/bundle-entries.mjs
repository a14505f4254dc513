/**
 * Bundles the SDK's public entry points (`social-sdk`, `social-sdk/commands`, `social-sdk/interactions`,
 * `social-sdk/testing`) from tsc's output in dist/ into dist/bundle/ (issue 20). Node's ESM loader spends most of a cold start
 * resolving, reading and linking files one by one: the root entry is about 100 of them, which cost more
 * than the code in them. The three entries are bundled together with shared chunks, so a class (an error
 * a user tests with `instanceof`) is one class whichever entry it is imported from. Dependencies stay
 * external and keep loading on first use. The emulator and the CLI keep tsc's one-file-per-module output.
 * The testing entry hands out `Client`s, so it shares the SDK's chunks (a player is `instanceof Client`
 * of `social-sdk`); the emulator it starts is imported as `social-sdk/emulator`, the package's own entry,
 * so that the emulator's classes are one too whichever entry a test takes them from.
 */
import { rmSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

// Chunk names carry content hashes: without a clean slate, every build would leave the old ones behind.
rmSync(join(dist, 'bundle'), { recursive: true, force: true });
/** Imports of the emulator become imports of `social-sdk/emulator`; only its entry may be imported. */
const emulatorEntry = {
  name: 'emulator-entry',
  setup(plugin) {
    plugin.onResolve({ filter: /emulator\// }, (args) => {
      const target = join(args.resolveDir, args.path);
      if (!target.startsWith(join(dist, 'emulator') + sep)) return undefined;
      if (relative(dist, target) !== join('emulator', 'index.js')) {
        return {
          errors: [{ text: `${args.importer} imports ${args.path}: use the emulator's entry (index.js)` }],
        };
      }
      return { path: 'social-sdk/emulator', external: true };
    });
  },
};

await build({
  entryPoints: ['index.js', 'commands/index.js', 'interactions/index.js', 'testing/index.js'].map((entry) =>
    join(dist, entry),
  ),
  plugins: [emulatorEntry],
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
