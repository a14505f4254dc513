/**
 * No emulator module keeps mutable state at module level: caches, memos and buffers belong to an
 * emulator, or two emulators in one process would share them (and module-level maps keyed by
 * credentials would keep secrets for the life of the process). Read from the sources, so a new
 * module-level cache fails here, whichever route or domain it is in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../src/emulator/', import.meta.url));

/**
 * Allowed, with the reason. `bodyTexts` notes which JSON text each parsed request body came from: it is
 * keyed by body objects that exist only while one emulator handles that request, so no other emulator
 * can ever look one up, and it holds no secret.
 */
// daveMls.ts: the promise of ts-mls's one lazy import per process (an import cache, as the module system's
// own; it holds no emulator's state).
const ALLOWED = new Set(['commands/memo.ts: bodyTexts', 'voice/daveMls.ts: loading']);

/**
 * Top-level `let`/`var`, and top-level constants holding a mutable collection or buffer (not those typed
 * read-only, and not `as const` lists).
 */
const MUTABLE =
  /^(?:export )?(?:(?:let|var) (\w+)|const (\w+)(?:: (?!Readonly|readonly )[^=]+)? = (?:new (?:Map|Set|WeakMap|WeakSet)\b|Buffer\.alloc|\[(?!.* as const;$)))/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('emulator modules', () => {
  it('keep no mutable state at module level', () => {
    const files = sources(root);
    expect(files.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const file of files) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const match = MUTABLE.exec(line);
        if (match) found.push(`${relative(root, file).replaceAll('\\', '/')}: ${match[1] ?? match[2]}`);
      }
    }
    expect(found.filter((entry) => !ALLOWED.has(entry))).toEqual([]);
    // The allowance is still needed (remove it when the table goes).
    expect(found).toEqual([...ALLOWED]);
  });

  it('recognise what they must not do', () => {
    for (const line of [
      'const cache = new Map<string, string>();',
      'export let used = 0;',
      'const block = Buffer.alloc(4096);',
      'const seen: string[] = [];',
      'const pages = new WeakMap<object, string>();',
    ])
      expect(MUTABLE.test(line), line).toBe(true);
    for (const line of [
      'const KNOWN: ReadonlySet<string> = new Set([',
      'const NAMES: readonly string[] = [',
      "export const SCOPES = ['identify', 'email'] as const;",
      '  const local = new Map();',
      "const GLOBAL = '/applications';",
    ])
      expect(MUTABLE.test(line), line).toBe(false);
  });
});
