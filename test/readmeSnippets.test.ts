/**
 * The README's runnable snippets, run as a user would run them, so that the docs cannot drift from the
 * package. A fenced block whose info string is `ts runnable` is an ES module in TypeScript; `js runnable
 * commonjs` is a CommonJS script. Each runs from a throw-away project whose `node_modules/social-sdk`
 * links to this package (its exports, so dist/: `npm run build:ts` first), against the emulator the
 * snippet starts itself. The TypeScript blocks are also type-checked under `module` node16, nodenext and
 * bundler (an ES module project), nodenext from a CommonJS file (require of ES modules), and commonjs (a
 * CommonJS project; the statements after the imports go inside an async function, since CommonJS has no
 * top-level await). New runnable blocks are picked up as they are added.
 *
 * Every other ```ts block of README.md and docs/*.md is type-checked too, strictly, under nodenext: a
 * fragment that uses names it does not declare (`client`, `appId`, `lobbyId`: what the text around it
 * has set up) gets them declared, with the package's own types, from {@link CONTEXT}; everything else it
 * calls is checked against the real API. Packages a block imports (discord.js, oauth4webapi, vitest) are
 * linked from this repository's node_modules.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/native/loader.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

interface Snippet {
  /** Where the block starts in README.md (1-based line of its opening fence). */
  readonly line: number;
  readonly kind: 'ts' | 'commonjs';
  readonly code: string;
}

/** The fenced blocks marked runnable, in order. */
function runnableSnippets(markdown: string): Snippet[] {
  const snippets: Snippet[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const info = /^```(\S+)\s+runnable(?:\s+(commonjs))?\s*$/.exec(lines[index] ?? '');
    if (info === null) continue;
    const end = lines.indexOf('```', index + 1);
    if (end === -1) throw new Error(`README.md:${index + 1}: the runnable block is never closed`);
    const kind =
      info[1] === 'ts' && info[2] === undefined ? 'ts' : info[1] === 'js' && info[2] ? 'commonjs' : undefined;
    if (kind === undefined)
      throw new Error(`README.md:${index + 1}: use \`ts runnable\` or \`js runnable commonjs\``);
    snippets.push({ line: index + 1, kind, code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return snippets;
}

/** The block as the body of a CommonJS module: imports stay on top, the rest runs in an async function. */
function asCommonJsModule(code: string): string {
  const lines = code.split('\n');
  let body = 0;
  // Import declarations may span lines; they end at the line holding `from '...';`.
  for (let index = 0; index < lines.length; index++) {
    if (/\bfrom '[^']+';\s*$/.test(lines[index] ?? '')) body = index + 1;
    else if (!/^(import\b|\s|\}|$)/.test(lines[index] ?? '')) break;
  }
  return `${lines.slice(0, body).join('\n')}\nasync function main(): Promise<void> {\n${lines.slice(body).join('\n')}\n}\nvoid main();\nexport {};\n`;
}

/** A ```ts block of a markdown file that is not runnable: type-checked only. */
interface Fragment {
  /** `README.md:394`, `docs/errors.md:17`: the file and the line of its opening fence. */
  readonly where: string;
  readonly code: string;
}

/** Every ```ts block of `markdown` that is not `ts runnable` (those run, above). */
function fragments(file: string, markdown: string): Fragment[] {
  const found: Fragment[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    if (!/^```ts\s*$/.test(lines[index] ?? '')) continue;
    const end = lines.indexOf('```', index + 1);
    if (end === -1) throw new Error(`${file}:${index + 1}: the block is never closed`);
    found.push({ where: `${file}:${index + 1}`, code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return found;
}

/**
 * What a fragment may use without declaring it: the values the text around it has set up, each with
 * the type it has there (the package's own types, or a game's function of the shape the call takes).
 * A declaration may depend on the block (`client` is oauth4webapi's client in the oauth4webapi example).
 */
const CONTEXT: ReadonlyArray<readonly [name: string, declaration: string | ((code: string) => string)]> = [
  [
    'client',
    (code) =>
      code.includes("from 'oauth4webapi'")
        ? "declare const client: import('oauth4webapi').Client;"
        : "declare const client: import('social-sdk').Client;",
  ],
  ['appId', 'declare const appId: string;'],
  ['lobbyId', 'declare const lobbyId: string;'],
  ['friendId', 'declare const friendId: string;'],
  ['guildId', 'declare const guildId: string;'],
  ['accessToken', 'declare const accessToken: string;'],
  ['idTokenFromYourLogin', 'declare const idTokenFromYourLogin: string;'],
  ['code', 'declare const code: string;'],
  ['redirectUri', 'declare const redirectUri: string;'],
  ['codeVerifier', 'declare const codeVerifier: string;'],
  ['nonce', 'declare const nonce: string;'],
  ['params', 'declare const params: URLSearchParams;'],
  ['port', 'declare const port: number;'],
  ['verifier', "declare const verifier: import('social-sdk').AuthorizationCodeVerifier;"],
  ['transport', "declare const transport: import('social-sdk').Transport;"],
  ['emulator', "declare const emulator: import('social-sdk/emulator').RunningEmulator;"],
  ['control', "declare const control: import('social-sdk/emulator').RunningEmulator['control'];"],
  // A seeded application's record (its id), or Electron's `app` (getPath) in the logging example.
  ['app', 'declare const app: { readonly id: string; getPath(name: string): string };'],
  ['alice', 'declare const alice: { readonly id: string };'],
  ['bob', 'declare const bob: { readonly id: string };'],
  ['ben', 'declare const ben: { readonly id: string };'],
  ['APP_PUBLIC_KEY', 'declare const APP_PUBLIC_KEY: string;'],
  ['MAPS', 'declare const MAPS: readonly string[];'],
  ['log', 'declare const log: { warn(message: string): void };'],
  ['warn', 'declare function warn(message: string): void;'],
  ['myLog', "declare function myLog(severity: import('social-sdk').LoggingSeverity, message: string): void;"],
  ['drawCode', 'declare function drawCode(verificationUri: string, userCode: string): void;'],
  ['hideCode', 'declare function hideCode(): void;'],
  ['askToMergeAccount', 'declare function askToMergeAccount(): void;'],
  ['scheduleRetry', 'declare function scheduleRetry(): void;'],
];

/** Whether `code` declares or imports `name` itself. */
function declares(code: string, name: string): boolean {
  return (
    new RegExp(`\\b(?:const|let|var)\\s+[^=;]*\\b${name}\\b[^=;]*=`).test(code) ||
    new RegExp(`\\b(?:function|class)\\s+${name}\\b`).test(code) ||
    new RegExp(`\\bimport\\s[^;]*\\b${name}\\b[^;]*\\sfrom\\s`).test(code)
  );
}

/** The fragment as a module, with the declarations of the context names it uses and does not declare. */
function withContext(code: string): string {
  const declarations = CONTEXT.filter(
    ([name]) => new RegExp(`(?<![.\\w'])${name}\\b`).test(code) && !declares(code, name),
  ).map(([, declaration]) => (typeof declaration === 'string' ? declaration : declaration(code)));
  return `${declarations.join('\n')}\n${code}\nexport {};\n`;
}

/** The packages the blocks import besides social-sdk and Node's own (`discord.js`, `@discordjs/rest`). */
function importedPackages(codes: readonly string[]): string[] {
  const names = new Set<string>();
  for (const code of codes)
    for (const [, specifier = ''] of code.matchAll(/\bfrom '([^'.][^']*)'/g)) {
      if (specifier.startsWith('node:') || specifier.startsWith('social-sdk')) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
    }
  return [...names];
}

const readme = readFileSync(join(PACKAGE_ROOT, 'README.md'), 'utf8');
const snippets = runnableSnippets(readme);
const docs = readdirSync(join(PACKAGE_ROOT, 'docs')).filter((file) => file.endsWith('.md'));
const allFragments = [
  ...fragments('README.md', readme),
  ...docs.flatMap((file) =>
    fragments(`docs/${file}`, readFileSync(join(PACKAGE_ROOT, 'docs', file), 'utf8')),
  ),
];
const scratch = mkdtempSync(join(tmpdir(), 'social-sdk-readme-'));
const tsx = pathToFileURL(require.resolve('tsx/esm')).href;
const tsc = join(PACKAGE_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** A project folder with social-sdk linked in and the given package.json type. */
function project(name: string, type: 'module' | 'commonjs'): string {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(PACKAGE_ROOT, join(dir, 'node_modules', 'social-sdk'));
  const codes = [
    ...snippets.map((snippet) => snippet.code),
    ...allFragments.map((fragment) => fragment.code),
  ];
  for (const name of importedPackages(codes)) {
    const target = join(PACKAGE_ROOT, 'node_modules', name);
    if (!existsSync(target)) throw new Error(`a README or docs block imports ${name}, not installed here`);
    mkdirSync(join(dir, 'node_modules', name, '..'), { recursive: true });
    symlinkSync(target, join(dir, 'node_modules', name));
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type }));
  return dir;
}

/** Type-checks files with `compilerOptions`; resolves to tsc's output, empty when clean. */
async function typecheck(dir: string, files: string[], compilerOptions: object): Promise<string> {
  const config = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: 'ES2022',
      types: ['node'],
      typeRoots: [join(PACKAGE_ROOT, 'node_modules', '@types')],
      ...compilerOptions,
    },
    files,
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    await run(process.execPath, [tsc, '-p', dir], { cwd: dir, encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

let esm = '';
let cjs = '';
beforeAll(() => {
  esm = project('esm', 'module');
  cjs = project('cjs', 'commonjs');
  for (const [index, snippet] of snippets.entries()) {
    if (snippet.kind === 'commonjs') {
      writeFileSync(join(cjs, `snippet${index}.cjs`), snippet.code);
      continue;
    }
    writeFileSync(join(esm, `snippet${index}.mts`), snippet.code);
    writeFileSync(join(esm, `snippet${index}.cts`), asCommonJsModule(snippet.code));
    writeFileSync(join(cjs, `snippet${index}.ts`), asCommonJsModule(snippet.code));
  }
  for (const [index, fragment] of allFragments.entries())
    writeFileSync(join(esm, `fragment${index}.mts`), withContext(fragment.code));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the README', () => {
  it('tells one install story: no `npm install social-sdk` (the registry does not have the package)', () => {
    for (const file of ['README.md', ...docs.map((doc) => `docs/${doc}`)])
      expect(readFileSync(join(PACKAGE_ROOT, file), 'utf8'), file).not.toMatch(
        /npm (?:i|install|add) social-sdk\b/,
      );
  });

  it('has runnable snippets in TypeScript and in CommonJS', () => {
    expect(snippets.filter((snippet) => snippet.kind === 'ts').length).toBeGreaterThanOrEqual(2);
    expect(snippets.filter((snippet) => snippet.kind === 'commonjs').length).toBeGreaterThanOrEqual(1);
  });
});

describe.each(snippets.map((snippet, index) => [`README.md:${snippet.line}`, index, snippet] as const))(
  'the runnable snippet at %s',
  (_where, index, snippet) => {
    it('runs to its end against the emulator', async () => {
      const [dir, file, flags] =
        snippet.kind === 'ts'
          ? [esm, `snippet${index}.mts`, ['--import', tsx]]
          : [cjs, `snippet${index}.cjs`, []];
      // Bounded: a snippet that leaves something open (an emulator not closed) never ends, and fails here.
      const { stderr } = await run(process.execPath, [...flags, file], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 45_000,
      });
      expect(stderr).toBe('');
    }, 60_000);
  },
);

describe.runIf(snippets.some((snippet) => snippet.kind === 'ts'))(
  'the TypeScript snippets type-check',
  () => {
    const files = (extension: string) =>
      snippets.flatMap((snippet, index) => (snippet.kind === 'ts' ? [`snippet${index}${extension}`] : []));
    it.each([
      ['as ES modules under module node16', 'esm', '.mts', { module: 'node16' }],
      ['as ES modules under module nodenext', 'esm', '.mts', { module: 'nodenext' }],
      [
        'as ES modules under module bundler',
        'esm',
        '.mts',
        { module: 'preserve', moduleResolution: 'bundler' },
      ],
      [
        'from a CommonJS file under module nodenext (require of ES modules)',
        'esm',
        '.cts',
        { module: 'nodenext' },
      ],
      ['in a CommonJS project under module commonjs', 'cjs', '.ts', { module: 'commonjs' }],
    ] as const)('%s', async (_name, project, extension, options) => {
      expect(await typecheck(project === 'esm' ? esm : cjs, files(extension), options)).toBe('');
    });
  },
);

describe('every other ```ts block of README.md and docs/*.md', () => {
  it('is found (README.md and docs/ hold fragments)', () => {
    expect(allFragments.filter((fragment) => fragment.where.startsWith('README.md')).length).toBeGreaterThan(
      10,
    );
    expect(allFragments.filter((fragment) => fragment.where.startsWith('docs/')).length).toBeGreaterThan(0);
  });

  it('type-checks strictly under module nodenext (names from the text around it declared)', async () => {
    const output = await typecheck(
      esm,
      allFragments.map((_fragment, index) => `fragment${index}.mts`),
      { module: 'nodenext', lib: ['ES2023'] },
    );
    // Each error, named by the block it is in.
    const named = output
      .split('\n')
      .filter((line) => line.includes('error TS'))
      .map((line) => {
        const index = Number(/^fragment(\d+)\.mts/.exec(line)?.[1]);
        return Number.isNaN(index) ? line : `${allFragments[index]?.where}: ${line}`;
      });
    expect(named).toEqual([]);
  }, 120_000);
});

describe('every ```js block of README.md and docs/*.md', () => {
  it('is run: `js runnable commonjs` in README.md (above), or `js runner=<name>` in docs/testing.md (test/testing/runners.test.ts)', () => {
    const unrun: string[] = [];
    for (const file of ['README.md', ...docs.map((doc) => `docs/${doc}`)]) {
      const lines = readFileSync(join(PACKAGE_ROOT, file), 'utf8').split('\n');
      for (const [index, line] of lines.entries()) {
        const info = /^```(?:js|javascript|mjs|cjs)\b(.*)$/.exec(line)?.[1]?.trim();
        if (info === undefined) continue;
        const run =
          (file === 'README.md' && info === 'runnable commonjs') ||
          (file === 'docs/testing.md' && /^runner=\S+$/.test(info));
        if (!run) unrun.push(`${file}:${index + 1}: ${line}`);
      }
    }
    expect(unrun).toEqual([]);
  });
});
