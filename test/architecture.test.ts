/**
 * The layer order of docs/architecture.md, checked on the code's own import lines: each folder of src/ may import
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
  desktopApp: ['model', 'rules'],
  // The media path of a call: knows nothing of the facade (DESIGN.md).
  voice: ['http', 'model', 'rules'],
  client: [
    'connection',
    'voice',
    'desktopApp',
    'auth',
    'api',
    'http',
    'model',
    'rules',
    'crypto',
    'native',
    'deeplink',
  ],
  commands: ['api', 'http', 'model', 'rules'],
  interactions: ['api', 'http', 'model', 'rules'],
  deeplink: ['model', 'rules', 'native'],
  emulator: ['model', 'rules'],
  // The fixtures of `social-sdk/testing` drive real clients against a real emulator (nothing imports them).
  testing: ['client', 'emulator', 'auth', 'model', 'rules'],
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

  it('no import circle between files of src/, type imports included (DESIGN.md)', () => {
    const known = new Set(files);
    const importsOf = new Map(
      files.map((file) => [
        file,
        relativeImports(readFileSync(file, 'utf8'))
          .map((specifier) => resolve(dirname(file), specifier).replace(/\.js$/, '.ts'))
          .filter((target) => known.has(target)),
      ]),
    );
    // Tarjan's strongly connected components: each one of more than one file (or a file importing
    // itself) is a circle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const circles: string[][] = [];
    const visit = (file: string): void => {
      index.set(file, index.size);
      low.set(file, index.get(file) ?? 0);
      stack.push(file);
      onStack.add(file);
      for (const target of importsOf.get(file) ?? []) {
        if (!index.has(target)) {
          visit(target);
          low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
        } else if (onStack.has(target)) {
          low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
        }
      }
      if (low.get(file) !== index.get(file)) return;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(relative(SRC, member));
      } while (member !== file);
      if (component.length > 1 || importsOf.get(file)?.includes(file)) circles.push(component.sort());
    };
    for (const file of files) if (!index.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  it('nothing in src/ imports the test fixtures (src/testing)', () => {
    const importers = files.filter(
      (file) =>
        layerOf(file) !== 'testing' &&
        relativeImports(readFileSync(file, 'utf8')).some(
          (specifier) => layerOf(resolve(dirname(file), specifier)) === 'testing',
        ),
    );
    expect(importers.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('the bundled entries (testing) take values from the emulator through its entry only', () => {
    // scripts/bundle-entries.mjs turns the emulator into the external `social-sdk/emulator` and refuses
    // (fails the build on) a value imported from any other emulator file; types are erased first.
    const deep = files
      .filter((file) => layerOf(file) === 'testing')
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^import (?!type\b)[^;]*?from '(\.[^']+)';/gms)]
          .map((match) => match[1] ?? '')
          .filter((specifier) => {
            const target = resolve(dirname(file), specifier);
            return layerOf(target) === 'emulator' && relative(join(SRC, 'emulator'), target) !== 'index.js';
          })
          .map((specifier) => `${relative(SRC, file)} imports ${specifier}`),
      );
    expect(deep).toEqual([]);
  });
});

/**
 * The emulator's own floors (docs/emulator-domains.md): foundation files at the top of src/emulator/
 * (clock, ids, events, store, records, errors, wire, callers, ...) import no domain; each domain folder
 * imports the foundation and the domains below it, never the composition root; and the domains import
 * one another one way only (no cycle between folders).
 */
describe('floors of src/emulator/', () => {
  const EMULATOR = join(SRC, 'emulator');
  /**
   * The files that assemble the domains into one emulator, and may import any of them (optionKeys.ts
   * lists the keys of the options of each domain the emulator's options reach; emulatorOptions.ts names
   * those options).
   */
  const ROOT = new Set([
    'control.ts',
    'controlRoutes.ts',
    'emulator.ts',
    'emulatorOptions.ts',
    'index.ts',
    'optionKeys.ts',
    'seed.ts',
    'server.ts',
  ]);
  const files = sourceFiles(EMULATOR);

  /** `lobbies` for a domain file, `(foundation)` or `(root)` for a file at the top. */
  function floorOf(path: string): string {
    const [first = '', ...rest] = relative(EMULATOR, path).split(sep);
    if (rest.length > 0) return first;
    return ROOT.has(first) ? '(root)' : '(foundation)';
  }

  /** Every import between emulator files, as [from, to] paths. */
  const edges = files.flatMap((file) =>
    relativeImports(readFileSync(file, 'utf8'))
      .map((specifier) => resolve(dirname(file), specifier).replace(/\.js$/, '.ts'))
      .filter((target) => target.startsWith(EMULATOR + sep))
      .map((target) => [file, target] as const),
  );
  const named = (from: string, to: string) => `${relative(EMULATOR, from)} imports ${relative(EMULATOR, to)}`;

  it('has domains, a foundation and a root to check', () => {
    const floors = new Set(files.map(floorOf));
    expect(floors.has('(foundation)') && floors.has('(root)') && floors.has('lobbies')).toBe(true);
    expect(floors.has('routes')).toBe(false);
  });

  it('foundation files import no domain and no root file', () => {
    const upward = edges.filter(
      ([from, to]) => floorOf(from) === '(foundation)' && floorOf(to) !== '(foundation)',
    );
    expect(upward.map(([from, to]) => named(from, to))).toEqual([]);
  });

  it('domain files import no root file', () => {
    const upward = edges.filter(([from, to]) => !floorOf(from).startsWith('(') && floorOf(to) === '(root)');
    expect(upward.map(([from, to]) => named(from, to))).toEqual([]);
  });

  it('domains import one another one way only', () => {
    const uses = new Map<string, Set<string>>();
    for (const [from, to] of edges) {
      const a = floorOf(from);
      const b = floorOf(to);
      if (a === b || a.startsWith('(') || b.startsWith('(')) continue;
      uses.set(a, (uses.get(a) ?? new Set()).add(b));
    }
    // A path from a domain back to itself through the others is a cycle: reported with its folders.
    const cycles: string[] = [];
    const walk = (start: string, at: string, path: string[]): void => {
      for (const next of uses.get(at) ?? []) {
        if (next === start) cycles.push([...path, next].join(' -> '));
        else if (!path.includes(next)) walk(start, next, [...path, next]);
      }
    };
    for (const domain of uses.keys()) walk(domain, domain, [domain]);
    expect(cycles).toEqual([]);
  });

  it('domain folders name their files by the convention', () => {
    const misnamed: string[] = [];
    for (const file of files) {
      if (floorOf(file).startsWith('(')) continue;
      const text = readFileSync(file, 'utf8');
      const name = file.slice(file.lastIndexOf(sep) + 1);
      // The fastify plugin of a domain is its routes.ts (or `<what>Routes.ts` for a second mount point).
      if (/\bapp\.(get|post|put|patch|delete)\b/.test(text) && !/^(routes|\w+Routes)\.ts$/.test(name))
        misnamed.push(`${relative(EMULATOR, file)} registers routes`);
      // Its gateway events table is its events.ts, its seeder its seed.ts.
      if (/: EventRoutes = /.test(text) && name !== 'events.ts')
        misnamed.push(`${relative(EMULATOR, file)} declares gateway events`);
      if (/^export (function|const) seed[A-Z]/m.test(text) && name !== 'seed.ts')
        misnamed.push(`${relative(EMULATOR, file)} seeds records`);
    }
    expect(misnamed).toEqual([]);
  });
});
