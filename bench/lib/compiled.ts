/**
 * Loads the compiled rules from `dist/` for benches that compare them with the TypeScript sources run under
 * tsx. Refuses a missing or stale build: timing old code would report numbers for code that is gone.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Rules = typeof import('../../src/rules/index.js');

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Modification times (ms) of the files ending in `ext` directly in `dir`. */
function times(dir: string, ext: string): number[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(ext))
    .map((name) => statSync(join(dir, name)).mtimeMs);
}

/** `dist/rules/index.js`, after checking that dist/ was built after the last change to src/model or src/rules. */
export async function loadCompiledRules(): Promise<Rules> {
  const entry = join(root, 'dist', 'rules', 'index.js');
  if (!existsSync(entry)) throw new Error('dist/rules is missing: run `npm run build:ts` first');
  const folders = ['model', 'rules'];
  const built = Math.min(...folders.flatMap((folder) => times(join(root, 'dist', folder), '.js')));
  const changed = Math.max(...folders.flatMap((folder) => times(join(root, 'src', folder), '.ts')));
  if (changed > built)
    throw new Error('dist/ is older than src/rules or src/model: run `npm run build:ts` first');
  // A computed specifier, so that type checking does not need dist/ to exist.
  return (await import(pathToFileURL(entry).href)) as Rules;
}
