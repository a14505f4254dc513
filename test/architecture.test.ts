/**
 * The layer order of DESIGN.md, checked on the code's own import lines: each folder of src/ may import
 * only the folders below it, so that the ground floor (model, rules) stays pure and shared, the emulator
 * stays independent of the SDK it is a peer to, and nothing but tests, the CLI and the demo reach the
 * emulator.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', 'src');

/** What each folder of src/ may import, besides itself. `*` is anything. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  model: [],
  native: [],
  crypto: ['native'],
  rules: ['model'],
  http: ['model', 'rules'],
  api: ['http', 'model', 'rules'],
  auth: ['api', 'http', 'model', 'rules', 'crypto', 'native'],
  connection: ['auth', 'api', 'http', 'model', 'rules'],
  client: ['connection', 'auth', 'api', 'http', 'model', 'rules', 'crypto', 'native'],
  commands: ['api', 'http', 'model', 'rules'],
  interactions: ['api', 'http', 'model', 'rules'],
  deeplink: ['model', 'rules', 'native'],
  emulator: ['model', 'rules'],
  cli: ['*'],
  'index.ts': [
    'api',
    'auth',
    'client',
    'commands',
    'connection',
    'crypto',
    'deeplink',
    'http',
    'interactions',
    'model',
    'native',
    'rules',
  ],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The top folder of src/ a path lies in (`auth`), or the file's name for files at the top (`index.ts`). */
function layerOf(path: string): string {
  return relative(SRC, path).split(sep)[0] ?? '';
}

/** Relative module specifiers of static and dynamic imports and re-exports. */
function relativeImports(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g))
    if (match[1]) found.push(match[1]);
  return found;
}

describe('layer order of src/', () => {
  const files = sourceFiles(SRC);

  it('knows every folder of src/', () => {
    const layers = new Set(files.map(layerOf));
    expect([...layers].filter((layer) => !(layer in ALLOWED))).toEqual([]);
  });

  it('no import runs against the layer order', () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      const allowed = ALLOWED[from] ?? [];
      for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
        const target = resolve(dirname(file), specifier);
        if (!target.startsWith(SRC + sep)) {
          violations.push(`${relative(SRC, file)} imports ${specifier}, outside src/`);
          continue;
        }
        const to = layerOf(target);
        if (to !== from && !allowed.includes('*') && !allowed.includes(to)) {
          violations.push(`${relative(SRC, file)} (${from}) imports ${specifier} (${to})`);
        }
      }
    }
    expect(violations).toEqual([]);
  });
});
